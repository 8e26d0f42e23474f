"""Several connections of one account stay connected and share
its character (MULTISESSION_MODE 1). A second login throws nobody out; the
joining connection gets "You become ..." and the room's look alone; the
room hears no second "has entered the game"; the character is told it is
shared; output reaches every connection; and a character still played
from another connection keeps its "puppeted" tag when one connection goes."""

from unittest import mock

import evennia
from django.conf import settings
from evennia.server.serversession import ServerSession

from tests.helpers.game import FourfoldCommandTest


def texts_to(data_out, session) -> str:
    """Every text the session handler sent to ``session``."""
    out = []
    for call in data_out.call_args_list:
        if call.args and call.args[0] is session:
            text = call.kwargs.get("text")
            if isinstance(text, (list, tuple)) and text:
                text = text[0]
            if isinstance(text, (list, tuple)) and text:
                text = text[0]
            out.append(str(text))
    return "\n".join(out)


class SharedPuppetTest(FourfoldCommandTest):
    def state(self, *extra):
        return {}

    def second_session(self, sessid=2):
        dummy = ServerSession()
        dummy.init_session("websocket", ("localhost", "testmode"), evennia.SESSION_HANDLER)
        dummy.sessid = sessid
        evennia.SESSION_HANDLER.portal_connect(dummy.get_sync_data())
        session = evennia.SESSION_HANDLER.session_from_sessid(sessid)
        self.extra_sessions.append(sessid)
        return session

    def setUp(self):
        super().setUp()
        self.extra_sessions = []

    def tearDown(self):
        for sessid in self.extra_sessions:  # before Evennia deletes the account
            evennia.SESSION_HANDLER.pop(sessid, None)
        super().tearDown()

    def test_the_game_lets_sessions_share_a_character(self):
        self.assertEqual(settings.MULTISESSION_MODE, 1)

    def test_a_second_login_keeps_the_first_and_shares_the_character(self):
        first = self.session
        self.assertIs(first.puppet, self.char1)
        data_out = evennia.SESSION_HANDLER.data_out
        data_out.reset_mock()
        evennia.SESSION_HANDLER.disconnect.reset_mock()
        heard = mock.Mock()
        with mock.patch.object(self.char2, "msg", heard):
            second = self.second_session()
            evennia.SESSION_HANDLER.login(second, self.account, testmode=True)
        evennia.SESSION_HANDLER.disconnect.assert_not_called()
        self.assertIs(second.puppet, self.char1)
        self.assertIs(first.puppet, self.char1)
        self.assertEqual(len(self.char1.sessions.all()), 2)
        # the room heard nothing of the second connection
        self.assertNotIn("entered the game", " ".join(str(c) for c in heard.call_args_list))
        # the joining connection got the room; the first was told it is shared, no second look
        joined, kept = texts_to(data_out, second), texts_to(data_out, first)
        self.assertIn("You become", joined)
        self.assertIn("Room", joined)
        self.assertIn("Another of your connections now plays |cChar|n too", kept)
        self.assertNotIn("You become", kept)
        self.assertIn("already in play on another of your connections", joined)
        # (not Evennia's "Char is now shared from another of your sessions",
        # which reads as if someone else had taken the character)
        for said in (joined, kept):
            self.assertNotIn("shared", said)
            self.assertNotIn("sessions", said)

        # the character's output reaches both connections
        data_out.reset_mock()
        self.char1.msg("A bell rings.")
        self.assertIn("A bell rings.", texts_to(data_out, first))
        self.assertIn("A bell rings.", texts_to(data_out, second))

        # one connection going leaves the other playing, still tagged as in play
        self.account.unpuppet_object(second)
        self.assertIs(first.puppet, self.char1)
        self.assertTrue(self.char1.tags.has("puppeted", category="account"))
        self.account.unpuppet_object(first)
        self.assertFalse(self.char1.tags.has("puppeted", category="account"))
