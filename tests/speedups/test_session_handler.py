"""speedups/session_handler.py: plain text messages take a short way
through clean_senddata, with the same result as Evennia's own walk."""

import types
import unittest
from unittest import mock

import evennia
from evennia.server import sessionhandler as evennia_sessions
from evennia.server.sessionhandler import ServerSessionHandler
from evennia.utils.ansi import ANSIString
from evennia.utils.test_resources import BaseEvenniaTest
from hypothesis import given
from hypothesis import settings as hsettings
from hypothesis import strategies as st

from speedups.session_handler import FourfoldSessionHandler, quick_clean
from speedups.testing import unpatched

SCALARS = st.one_of(st.text(max_size=8), st.integers(), st.floats(allow_nan=False), st.booleans(), st.none())
FLAT = st.dictionaries(st.text(max_size=5), SCALARS, max_size=4)
ODD = st.one_of(
    st.binary(max_size=6), st.lists(st.text(max_size=4), max_size=3),
    st.dictionaries(st.text(max_size=3), st.lists(st.integers(), max_size=2), max_size=2),
    st.builds(ANSIString, st.text(max_size=6)),
)
TEXT = st.one_of(
    st.text(max_size=20), st.none(), ODD,
    st.tuples(st.text(max_size=20), FLAT),
    st.tuples(st.text(max_size=20), st.one_of(FLAT, ODD)),
    st.tuples(st.text(max_size=8), st.text(max_size=8), FLAT),
    st.tuples(ODD, FLAT),
)
MESSAGE = st.fixed_dictionaries(
    {"text": TEXT},
    optional={"options": st.one_of(st.none(), FLAT), "prompt": st.text(max_size=5), "oob": FLAT},
)


class SameResultTest(unittest.TestCase):
    @hsettings(max_examples=500, deadline=None)
    @given(MESSAGE)
    def test_same_result_as_evennia(self, message):
        session = mock.Mock(protocol_flags={"ENCODING": "utf-8"})
        ours = FourfoldSessionHandler().clean_senddata(session, dict(message))
        with unpatched():
            evennias = ServerSessionHandler().clean_senddata(session, dict(message))
        self.assertEqual(ours, evennias)
        self.assertEqual([type(x) for x in ours.get("text", [[]])[0]],
                         [type(x) for x in evennias.get("text", [[]])[0]])


class SessionHandlerTest(BaseEvenniaTest):
    def test_the_game_runs_this_handler(self):
        self.assertIsInstance(evennia.SESSION_HANDLER, FourfoldSessionHandler)

    def test_plain_messages_take_the_short_way(self):
        for message in ({"text": "hello"}, {"text": "hi", "options": {"raw": True}},
                        {"text": ("Mara says, \"hi\"", {"type": "say"}), "options": None}):
            with self.subTest(message=message):
                self.assertIsNotNone(quick_clean(message))
        for message in ({"text": ""}, {"text": None}, {"text": b"bytes"}, {"text": ANSIString("|rred")},
                        {"text": ("hi", {"from": self.char1})}, {"text": "hi", "prompt": "> "},
                        {"text": ["a", "b"]}, {"options": {}}):
            with self.subTest(message=message):
                self.assertIsNone(quick_clean(message))

    def test_what_a_room_hears_takes_the_short_way(self):
        handler = evennia.SESSION_HANDLER
        sent = []
        server = mock.Mock()
        server.amp_protocol.send_MsgServer2Portal.side_effect = lambda session, **kw: sent.append(kw)
        with mock.patch.object(ServerSessionHandler, "clean_senddata", side_effect=AssertionError("long way")), \
                mock.patch.object(handler, "data_out", types.MethodType(FourfoldSessionHandler.data_out, handler)), \
                mock.patch.object(evennia, "EVENNIA_SERVER_SERVICE", server):
            self.char1.execute_cmd("say hello all")
            self.char1.location.msg_contents("|wA roll|n", from_obj=self.char1)
        texts = [str(kw["text"][0][0]) for kw in sent]
        self.assertTrue(any("hello all" in t for t in texts), texts)
        self.assertTrue(any("A roll" in t for t in texts), texts)

    def test_the_funcparser_setting_sends_everything_the_long_way(self):
        with mock.patch.object(evennia_sessions, "_FUNCPARSER_PARSE_OUTGOING_MESSAGES_ENABLED", True), \
                mock.patch.object(ServerSessionHandler, "clean_senddata", return_value={"long": "way"}) as long_way:
            self.assertEqual(FourfoldSessionHandler().clean_senddata(self.session, {"text": "hi"}), {"long": "way"})
        long_way.assert_called_once()


class AccountIndexTest(unittest.TestCase):
    """sessions_from_account answers from an index that follows every
    change Evennia makes: sessions added and removed, logins and logouts."""

    def _session(self, handler, sessid, uid=None, logged_in=False):
        from speedups.serversession import ServerSession

        session = ServerSession()
        session.sessid = sessid
        session.uid = uid
        session.logged_in = logged_in
        handler[sessid] = session
        return session

    def _walk(self, handler, uid):
        return [s for s in handler.values() if s.logged_in and s.uid == uid]

    def test_the_index_follows_every_change(self):
        handler = FourfoldSessionHandler()
        mara, bo = types.SimpleNamespace(uid=1), types.SimpleNamespace(uid=2)
        first = self._session(handler, 1, uid=1, logged_in=True)
        self.assertEqual(handler.sessions_from_account(mara), [first])
        waiting = self._session(handler, 2)  # connected, not logged in
        self.assertEqual(handler.sessions_from_account(bo), [])
        waiting.uid, waiting.logged_in = 2, True  # as login() sets them
        self.assertEqual(handler.sessions_from_account(bo), [waiting])
        second = self._session(handler, 3, uid=1, logged_in=True)
        self.assertEqual(handler.sessions_from_account(mara), [first, second])
        del handler[1]
        self.assertEqual(handler.sessions_from_account(mara), [second])
        second.logged_in = False
        self.assertEqual(handler.sessions_from_account(mara), [])
        handler.clear()
        self.assertEqual(handler.sessions_from_account(bo), [])

    def test_same_answer_as_the_walk_after_random_changes(self):
        import random

        rng = random.Random(7)
        handler = FourfoldSessionHandler()
        accounts = [types.SimpleNamespace(uid=n) for n in range(1, 6)]
        for step in range(400):
            action = rng.random()
            if action < 0.4 or not handler:
                self._session(handler, step + 1, uid=rng.randint(1, 5), logged_in=rng.random() < 0.7)
            elif action < 0.6:
                del handler[rng.choice(list(handler))]
            else:
                session = handler[rng.choice(list(handler))]
                session.uid, session.logged_in = rng.randint(1, 5), rng.random() < 0.5
            account = rng.choice(accounts)
            self.assertEqual(handler.sessions_from_account(account), self._walk(handler, account.uid))


class AccountIndexInTheGameTest(BaseEvenniaTest):
    def test_an_account_finds_its_session_after_login(self):
        self.assertIn(self.session, evennia.SESSION_HANDLER.sessions_from_account(self.account))
        self.assertTrue(self.account.is_connected)
