"""Every console page and form, as a visitor, a player, a Builder and an
Admin: who gets it (200, or 400 for the deliberately empty forms posted
here), who is sent to sign in (302) and who is refused (403) — and that a
refused request changes nothing (no setting, record, ban or reload)."""

from unittest import mock

import evennia
from evennia.server.models import ServerConfig
from evennia.utils import create

from core import game_settings
from features.community.motd import get_motd
from features.staff_console.models import GameSetting, SettingChange, StaffAction
from tests.helpers.community_web import ACCOUNT, CommunityWebTest

OK, LOGIN, NO = "ok", "login", "refused"

# (method, address, form data, what each of visitor / player / Builder / Admin gets)
MATRIX = (
    ("get", "/staff/", None, (LOGIN, NO, OK, OK)),
    ("get", "/staff/settings/", None, (LOGIN, NO, NO, OK)),
    ("post", "/staff/settings/", {"motd": "Changed", "FOURFOLD_IDLE_DAYS": "12"}, (LOGIN, NO, NO, OK)),
    ("get", "/staff/logs/", None, (LOGIN, NO, NO, OK)),
    ("get", "/staff/people/", None, (LOGIN, NO, NO, OK)),
    ("post", "/staff/people/", {"action": "ban", "target": "matrixvictim"}, (LOGIN, NO, NO, OK)),
    ("post", "/staff/people/", {"action": "unban", "target": "nobody"}, (LOGIN, NO, NO, OK)),
    ("post", "/staff/people/", {"action": "boot", "sessid": "99999"}, (LOGIN, NO, NO, OK)),
    ("post", "/staff/reload/", {"confirm": "yes"}, (LOGIN, NO, NO, OK)),
)


class PermissionMatrixTest(CommunityWebTest):
    def setUp(self):
        super().setUp()
        game_settings.forget_stored_settings()
        self.addCleanup(game_settings.forget_stored_settings)
        self.restart = self._start(mock.patch.object(evennia.SESSION_HANDLER, "portal_restart_server"))
        self._start(mock.patch.object(evennia.SESSION_HANDLER, "announce_all"))
        self.builder = self.make_account("Matrixbuilder", "Builder")
        self.admin = self.make_account("Matrixadmin", "Admin")

    def make_account(self, name, perm):
        account = create.create_account(name, email=f"{name}@example.com", password="pw-matrix-9",
                                        typeclass=ACCOUNT)
        account.permissions.add(perm)
        self.addCleanup(account.delete)
        return account

    def whole(self):
        return (list(GameSetting.objects.values_list("name", "value")), SettingChange.objects.count(),
                StaffAction.objects.count(), ServerConfig.objects.conf("server_bans"), get_motd(),
                self.restart.call_count)

    def test_every_page_and_form_for_every_kind_of_visitor(self):
        for who, account in enumerate((None, self.account2, self.builder, self.admin)):
            for method, url, data, outcomes in MATRIX:
                expected = outcomes[who]
                with self.subTest(who=getattr(account, "key", "visitor"), method=method, url=url, data=data):
                    client = self.client_for(account)
                    before = self.whole()
                    answer = client.get(url) if method == "get" else self.post(client, url, data)
                    if expected == LOGIN:
                        self.assertEqual(answer.status_code, 302)
                        self.assertIn("/auth/login", answer["Location"])
                    elif expected == NO:
                        self.assertEqual(answer.status_code, 403)
                    else:
                        self.assertIn(answer.status_code, (200, 400))
                    if expected != OK:
                        self.assertEqual(self.whole(), before)
        # the Admin's posts did act: a setting, a ban and a reload, each recorded
        self.assertEqual(get_motd(), "Changed")
        self.assertEqual(game_settings.setting("FOURFOLD_IDLE_DAYS"), 12)
        self.assertEqual([b[0] for b in ServerConfig.objects.conf("server_bans")], ["matrixvictim"])
        self.assertEqual(self.restart.call_count, 1)
        self.assertEqual(sorted(StaffAction.objects.values_list("action", flat=True)), ["ban", "reload"])
