"""The console's People page (``/staff/people/``) and reload
(``/staff/reload/``): Admins see who is online, boot with a reason shown to
the player, ban and unban on Evennia's own ban list and read a player's
history; a reload asks for a tick first. Each action leaves a record. Bad
input changes nothing and says why; visitors, players and Builders are
refused every page and form, and nothing changes."""

from unittest import mock

import evennia
from evennia.server.models import ServerConfig
from evennia.utils import create

from features.staff_console import hooks
from features.staff_console.models import LoginRecord, StaffAction
from tests.helpers.community_web import ACCOUNT, CommunityWebTest

PEOPLE, RELOAD = "/staff/people/", "/staff/reload/"


class PeopleTest(CommunityWebTest):
    def setUp(self):
        super().setUp()
        self.admin = self.make_account("Peopleadmin", "Admin")
        self.builder = self.make_account("Peoplebuilder", "Builder")
        self.restart = self._start(mock.patch.object(evennia.SESSION_HANDLER, "portal_restart_server"))
        self.announce = self._start(mock.patch.object(evennia.SESSION_HANDLER, "announce_all"))

    def make_account(self, name, perm):
        account = create.create_account(name, email=f"{name}@example.com", password="pw-people-9",
                                        typeclass=ACCOUNT)
        account.permissions.add(perm)
        self.addCleanup(account.delete)
        return account

    def whole(self):
        return (list(StaffAction.objects.values_list("action", "target", "reason")),
                ServerConfig.objects.conf("server_bans"), self.restart.call_count)

    def as_player_on_the_session(self):
        """The test's connection belongs to account2 (a plain player) playing char2."""
        self._start(mock.patch.object(self.session, "account", self.account2))
        self._start(mock.patch.object(self.session, "puppet", self.char2))
        self._start(mock.patch.object(type(self.account2.sessions), "all", return_value=[self.session]))
        return self._start(mock.patch.object(type(self.account2), "disconnect_session_from_account"))

    def test_an_admin_sees_who_is_online_and_boots_with_a_reason(self):
        disconnect = self.as_player_on_the_session()
        client = self.client_for(self.admin)
        page = client.get(PEOPLE)
        self.assertContains(page, f'id="session-{self.session.sessid}"')
        self.assertContains(page, "Boot TestAccount2")
        with mock.patch.object(self.session, "msg") as told:
            page = self.post(client, PEOPLE, {"action": "boot", "sessid": str(self.session.sessid),
                                              "reason": "Spamming <the> channel"})
        self.assertContains(page, "TestAccount2 was disconnected.")
        told.assert_called_once_with("You have been disconnected by Peopleadmin.\n\n"
                                     "Reason given: Spamming <the> channel")
        disconnect.assert_called_once_with(self.session)
        self.assertEqual(list(StaffAction.objects.values_list("action", "target", "reason", "by_name")),
                         [("boot", "TestAccount2", "Spamming <the> channel", "Peopleadmin")])
        self.assertContains(page, "Spamming &lt;the&gt; channel")

    def test_ban_and_unban_use_the_game_s_ban_list(self):
        client = self.client_for(self.admin)
        page = self.post(client, PEOPLE, {"action": "ban", "target": "Badname", "reason": "alt of a banned player"})
        self.assertContains(page, "badname is banned.")
        page = self.post(client, PEOPLE, {"action": "ban", "target": "10.0.*.*", "reason": ""})
        bans = ServerConfig.objects.conf("server_bans")
        self.assertEqual([(b[0], b[1], b[4]) for b in bans],
                         [("badname", "", "alt of a banned player"), ("", "10.0.*.*", "")])
        self.assertTrue(bans[1][2].match("10.0.3.4"))
        self.assertContains(client.get(PEOPLE), "Lift the ban on badname")
        page = self.post(client, PEOPLE, {"action": "unban", "target": "badname"})
        self.assertContains(page, "The ban on badname is lifted.")
        self.assertEqual([b[1] for b in ServerConfig.objects.conf("server_bans")], ["10.0.*.*"])
        self.assertEqual(list(StaffAction.objects.order_by("id").values_list("action", "target")),
                         [("ban", "badname"), ("ban", "10.0.*.*"), ("unban", "badname")])

    def test_bad_input_changes_nothing(self):
        client = self.client_for(self.admin)
        self.post(client, PEOPLE, {"action": "ban", "target": "already"})
        before = self.whole()
        for data, why in (({"action": "ban", "target": ""}, "Give an account name or an IP address"),
                          ({"action": "ban", "target": "<script>"}, "Give an account name or an IP address"),
                          ({"action": "ban", "target": "already"}, "already is banned already."),
                          ({"action": "ban", "target": "someone", "reason": "x" * 201}, "at most 200"),
                          ({"action": "unban", "target": "nobody"}, "There is no such ban."),
                          ({"action": "boot", "sessid": "99999"}, "That connection is gone"),
                          ({"action": "boot", "sessid": "x"}, "That connection is gone"),
                          ({"action": "explode"}, "That is not something this page does.")):
            page = self.post(client, PEOPLE, data)
            self.assertContains(page, why, status_code=400)
            self.assertContains(page, "Nothing was changed.", status_code=400)
            self.assertEqual(self.whole(), before, data)
        page = self.post(client, RELOAD, {})
        self.assertContains(page, "Tick the box", status_code=400)
        self.assertEqual(self.whole(), before)

    def test_a_player_s_history(self):
        self._start(mock.patch.object(self.session, "address", ("192.0.2.7", 4000)))
        self._start(mock.patch.object(type(self.char2.sessions), "all", return_value=[self.session]))
        self._start(mock.patch.object(type(self.char2), "account", self.account2, create=True))
        hooks.record_login(self.char2)
        record = LoginRecord.objects.get(account_id=self.account2.id)
        self.assertEqual((record.account_name, record.character, record.address),
                         ("TestAccount2", "Char2", "192.0.2.7"))
        client = self.client_for(self.admin)
        page = client.get(PEOPLE, {"who": "testaccount2"})
        self.assertContains(page, "Addresses: 192.0.2.7.")
        self.assertContains(page, "<td>Char2</td>", html=False)
        page = client.get(PEOPLE, {"who": "<i>nobody</i>"})
        self.assertContains(page, "There is no account called &lt;i&gt;nobody&lt;/i&gt;.")

    def test_an_admin_reloads_after_ticking_the_box(self):
        page = self.post(self.client_for(self.admin), RELOAD, {"confirm": "yes"})
        self.assertContains(page, "The game is reloading.")
        self.restart.assert_called_once_with()
        self.assertIn("Peopleadmin", self.announce.call_args.args[0])
        self.assertEqual(list(StaffAction.objects.values_list("action", "by_name")), [("reload", "Peopleadmin")])
        self.assertContains(self.client_for(self.admin).get("/staff/"), 'id="reload-button"')
        self.assertNotContains(self.client_for(self.builder).get("/staff/"), 'id="reload-button"')

    def test_visitors_players_and_builders_are_refused_and_nothing_changes(self):
        self.as_player_on_the_session()
        before = self.whole()
        forms = ((PEOPLE, {"action": "ban", "target": "victim"}),
                 (PEOPLE, {"action": "boot", "sessid": str(self.session.sessid)}),
                 (PEOPLE, {"action": "unban", "target": "victim"}),
                 (RELOAD, {"confirm": "yes"}))
        visitor = self.client_for()
        self.assertIn("/auth/login", visitor.get(PEOPLE)["Location"])
        for url, data in forms:
            self.assertIn("/auth/login", self.post(visitor, url, data)["Location"])
        for account in (self.account2, self.builder):
            client = self.client_for(account)
            self.assertEqual(client.get(PEOPLE).status_code, 403)
            for url, data in forms:
                self.assertEqual(self.post(client, url, data).status_code, 403, (account, url))
        # without the CSRF token, even an Admin's form is refused
        for url, data in forms:
            self.assertEqual(self.client_for(self.admin).post(url, data).status_code, 403)
        self.assertEqual(self.whole(), before)

    def test_deleting_an_account_erases_its_login_records(self):
        from django.utils import timezone

        from features.account_deletion import deletion

        for account in (self.account2, self.account3):
            LoginRecord.objects.create(account_id=account.id, account_name=account.key, address="192.0.2.9",
                                       when=timezone.now())
        with mock.patch.object(deletion, "_disconnect"):
            record = deletion.delete_account(self.account2, self.account2)
        self.assertEqual(record.removed["login records"], 1)
        self.assertEqual(list(LoginRecord.objects.filter(address="192.0.2.9").values_list("account_id", flat=True)),
                         [self.account3.id])
