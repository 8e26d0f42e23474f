"""The play page (web/webclient/): its addresses, one sign-in with the
website (the page carries the browser session that signs its websocket in;
signing in through our throttled login view is enough), one sign-out
(signing out of the site closes this browser's play page sessions, and no
other), the Sheet tab's piece for the room's ruleset only, and the
composer's preview."""

from unittest import mock

import evennia
from django.test import Client
from django.urls import reverse

from rulesets.registry import set_room_ruleset
from tests.helpers.web import WebTest
from web.webclient import preview, signout, views


class FakeSession:
    def __init__(self, csessid="", account=None, puppet=None):
        self.csessid, self.account, self.puppet = csessid, account, puppet
        self.sent = []

    def msg(self, *args, **kwargs):
        self.sent.append(args[0] if args else kwargs)


class PlayPageTest(WebTest):
    def sign_in(self):
        """Through the site's own login page (web/website/login.py)."""
        client = Client(REMOTE_ADDR="10.0.0.9")
        answer = client.post("/auth/login/", {"username": "Owner", "password": "pw-owner-1"})
        self.assertEqual(answer.status_code, 302)
        return client

    def test_the_addresses(self):
        self.assertEqual(reverse("webclient:index"), "/play/")
        for url in ("/play/", "/webclient/"):
            page = self.client_for().get(url)
            self.assertEqual(page.status_code, 200, url)
            self.assertTemplateUsed(page, "webclient/webclient.html")
            self.assertEqual(page["Cache-Control"].count("no-store"), 1)

    def test_the_page_leads_back_to_the_site_and_names_no_layout_library(self):
        page = self.client_for().get("/play/").content.decode()
        self.assertIn(f'href="{reverse("fourfold-home")}">Back to the site</a>', page)
        self.assertNotIn("goldenlayout", page.lower())
        self.assertIn('role="log" aria-live="polite"', page)

    def test_signing_in_on_the_site_signs_the_play_page_in(self):
        client = self.sign_in()
        page = client.get("/play/")
        key = client.session.session_key
        self.assertIn(f'data-csessid="{key}"', page.content.decode())
        # what the Portal reads when the page's websocket opens with that key
        self.assertEqual(client.session["webclient_authenticated_uid"], self.owner.id)

    def test_an_anonymous_page_carries_no_sign_in(self):
        client = Client()
        client.get("/play/")
        self.assertIsNone(client.session.get("webclient_authenticated_uid"))

    def test_signing_out_closes_this_browsers_play_sessions_only(self):
        client = self.sign_in()
        client.get("/play/")
        key = client.session.session_key
        web = FakeSession(csessid=key, account=self.owner)
        telnet = FakeSession(csessid=None, account=self.owner)
        elsewhere = FakeSession(csessid="another-browser", account=self.owner)
        everyone = [web, telnet, elsewhere]

        def from_csessid(csessid):
            return [s for s in everyone if csessid and s.csessid == csessid]

        with mock.patch.object(evennia.SESSION_HANDLER, "sessions_from_csessid", side_effect=from_csessid), \
                mock.patch.object(evennia.SESSION_HANDLER, "disconnect") as disconnect:
            answer = client.post("/auth/logout/")
        self.assertIn(answer.status_code, (200, 302))
        disconnect.assert_called_once_with(web, reason=signout.REASON)
        self.assertEqual(web.sent, [signout.REASON])
        self.assertEqual((telnet.sent, elsewhere.sent), ([], []))
        self.assertFalse(client.get("/play/").wsgi_request.user.is_authenticated)

    def test_signing_out_with_no_play_page_open_is_quiet(self):
        client = self.sign_in()
        with mock.patch.object(evennia.SESSION_HANDLER, "disconnect") as disconnect:
            self.assertIn(client.post("/auth/logout/").status_code, (200, 302))
        disconnect.assert_not_called()

    def test_a_broken_session_does_not_stop_the_sign_out(self):
        client = self.sign_in()
        broken = FakeSession(csessid=client.session.session_key)
        broken.msg = mock.Mock(side_effect=RuntimeError("gone"))
        with mock.patch.object(signout, "browser_sessions", return_value=[broken]), \
                mock.patch.object(signout, "logger"):
            self.assertIn(client.post("/auth/logout/").status_code, (200, 302))
        self.assertFalse(client.get("/play/").wsgi_request.user.is_authenticated)


class SheetPieceTest(WebTest):
    def sheet(self, account, puppet, owner=None):
        client = self.client_for(account)
        session = FakeSession(account=owner or account, puppet=puppet)
        with mock.patch.object(views, "browser_sessions", return_value=[session]):
            return client.get(reverse("webclient:sheet")).content.decode()

    def test_the_room_ruleset_only(self):
        self.char.muse.life_points = 5
        fs3 = self.sheet(self.owner, self.char)
        self.assertIn('data-ruleset="fs3"', fs3)
        self.assertIn("Alertness", fs3)
        self.assertNotIn("Life", fs3)
        set_room_ruleset(self.room, "muse")
        muse = self.sheet(self.owner, self.char)
        self.assertIn('data-ruleset="muse"', muse)
        self.assertIn("Path:", muse)
        self.assertNotIn("Alertness", muse)

    def test_no_sheet_in_that_ruleset_says_so(self):
        set_room_ruleset(self.room, "pbta")
        self.assertIn("No pbta sheet yet", self.sheet(self.owner, self.char))

    def test_nobody_else_sees_it(self):
        for account, owner in ((None, self.owner), (self.other, self.owner)):
            page = self.sheet(account, self.char, owner=owner)
            self.assertNotIn("Alertness", page)
            self.assertIn("once you play a character", page)
        with mock.patch.object(views, "browser_sessions", return_value=[]):
            page = self.client_for(self.owner).get(reverse("webclient:sheet")).content.decode()
        self.assertIn("once you play a character", page)


class PreviewTest(WebTest):
    def test_colours_and_line_breaks_render_and_text_stays_text(self):
        html = preview.render("|rred|n <b>bold</b>|/next & |lcquit|ltclick me|le")
        self.assertIn('<span class="color-009">red</span>', html)
        self.assertIn("&lt;b&gt;bold&lt;/b&gt;", html)
        self.assertIn("<br>", html)
        self.assertNotIn("<a", html)  # the link codes go, as from a typed line
        self.assertIn("quitclick me", html)

    def test_the_answer_goes_to_the_asker_with_its_id(self):
        session = FakeSession()
        preview.answer(session, text="|gok", id=7)
        name, (args, kwargs) = next(iter(session.sent[0].items()))
        self.assertEqual((name, kwargs["id"]), (preview.OOB_NAME, 7))
        self.assertIn("ok", kwargs["html"])

    def test_bad_input_answers_empty(self):
        for call in ({"text": ["not", "text"]}, {"text": None, "id": "x"}, {}):
            session = FakeSession()
            preview.answer(session, **call)
            kwargs = session.sent[0][preview.OOB_NAME][1]
            self.assertEqual(kwargs, {"id": 0, "html": ""})

    def test_only_so_much_is_drawn(self):
        with self.settings(FOURFOLD_PLAY_PREVIEW_LENGTH=10):
            self.assertEqual(preview.render("x" * 50), "x" * 10)
