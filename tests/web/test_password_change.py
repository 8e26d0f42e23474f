"""A password change signs the account's play pages in other browsers out
(web/webclient/signout.py): on the site's password page and with the game's
``password`` command. The browser or connection that made the change stays,
so do MUD clients, and a refused change closes nothing."""

from unittest import mock

import evennia
from django.test import Client

from commands.password import CmdPassword
from tests.helpers.game import FourfoldCommandTest
from tests.helpers.web import WebTest
from web.webclient import signout


class FakeSession:
    def __init__(self, csessid, protocol_key):
        self.csessid, self.protocol_key = csessid, protocol_key
        self.sent = []

    def msg(self, *args, **kwargs):
        self.sent.append(args[0] if args else kwargs)


def sessions(*pairs):
    return [FakeSession(c, p) for c, p in pairs]


class TestSignOutOthers(WebTest):
    def test_only_other_browsers_play_pages_close(self):
        mine, other, telnet = sessions(("mine", "websocket"), ("theirs", "websocket"), (None, "telnet"))
        with mock.patch.object(evennia.SESSION_HANDLER, "sessions_from_account",
                               return_value=[mine, other, telnet]), \
                mock.patch.object(evennia.SESSION_HANDLER, "disconnect") as disconnect:
            closed = signout.sign_out_other_play_pages(self.owner, keep=("mine",))
        self.assertEqual(closed, 1)
        disconnect.assert_called_once_with(other, reason=signout.PASSWORD_REASON)
        self.assertEqual((mine.sent, other.sent, telnet.sent), ([], [signout.PASSWORD_REASON], []))

    def test_the_site_page_closes_the_other_browsers(self):
        client = Client()
        self.assertEqual(client.post("/auth/login/", {"username": "Owner", "password": "pw-owner-1"})
                         .status_code, 302)
        client.get("/play/")
        key = client.session.session_key
        mine, other = sessions((key, "websocket"), ("another-browser", "websocket"))
        with mock.patch.object(evennia.SESSION_HANDLER, "sessions_from_account",
                               return_value=[mine, other]), \
                mock.patch.object(evennia.SESSION_HANDLER, "disconnect") as disconnect:
            page = client.post("/auth/password_change/", {
                "old_password": "pw-owner-1", "new_password1": "a-new-long-pw-93",
                "new_password2": "a-new-long-pw-93"})
        self.assertEqual((page.status_code, page["Location"]), (302, "/auth/password_change/done/"))
        disconnect.assert_called_once_with(other, reason=signout.PASSWORD_REASON)
        self.owner.refresh_from_db()
        self.assertTrue(self.owner.check_password("a-new-long-pw-93"))
        # this browser is still signed in on the site
        self.assertTrue(client.get("/play/").wsgi_request.user.is_authenticated)

    def test_a_refused_change_on_the_site_closes_nothing(self):
        client = self.client_for(self.owner)
        with mock.patch.object(signout, "sign_out_other_play_pages") as closes:
            page = client.post("/auth/password_change/", {
                "old_password": "wrong", "new_password1": "a-new-long-pw-93",
                "new_password2": "a-new-long-pw-93"})
        self.assertEqual(page.status_code, 200)
        closes.assert_not_called()
        self.owner.refresh_from_db()
        self.assertTrue(self.owner.check_password("pw-owner-1"))

    def test_signed_out_visitors_are_sent_to_sign_in(self):
        page = Client().get("/auth/password_change/")
        self.assertEqual(page.status_code, 302)
        self.assertIn("/auth/login/", page["Location"])


class TestPasswordCommand(FourfoldCommandTest):
    def test_the_command_closes_other_browsers_and_keeps_this_connection(self):
        self.account.set_password("old-pw-long-1")
        self.account.save()
        self.session.csessid = "this-browser"
        with mock.patch.object(signout, "sign_out_other_play_pages") as closes:
            self.call(CmdPassword(), "old-pw-long-1 = a-new-long-pw-93", "Password changed.",
                      caller=self.account)
        closes.assert_called_once_with(self.account, keep=("this-browser",))
        self.assertTrue(self.account.check_password("a-new-long-pw-93"))

    def test_a_wrong_old_password_changes_and_closes_nothing(self):
        self.account.set_password("old-pw-long-1")
        self.account.save()
        with mock.patch.object(signout, "sign_out_other_play_pages") as closes:
            self.call(CmdPassword(), "wrong = a-new-long-pw-93", "The specified old password",
                      caller=self.account)
        closes.assert_not_called()
        self.assertTrue(self.account.check_password("old-pw-long-1"))
