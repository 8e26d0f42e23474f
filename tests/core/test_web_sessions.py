"""The browser's sessions are known by the protocol names Evennia really
gives them (``websocket``, ``ajax/comet`` once a session starts)."""

from types import SimpleNamespace

from django.test import SimpleTestCase

from core.web_sessions import is_web


class TestWebSessions(SimpleTestCase):
    def test_the_names_evennia_gives_a_started_session(self):
        self.assertTrue(is_web(SimpleNamespace(protocol_key="websocket")))
        self.assertTrue(is_web(SimpleNamespace(protocol_key="ajax/comet")))

    def test_the_names_before_the_session_starts(self):
        self.assertTrue(is_web(SimpleNamespace(protocol_key="webclient/websocket")))
        self.assertTrue(is_web(SimpleNamespace(protocol_key="webclient/ajax")))

    def test_telnet_ssh_and_nothing_are_not_the_web(self):
        for key in ("telnet", "telnet/ssl", "ssh", "", None):
            self.assertFalse(is_web(SimpleNamespace(protocol_key=key)), key)
        self.assertFalse(is_web(None))
        self.assertFalse(is_web(SimpleNamespace()))
