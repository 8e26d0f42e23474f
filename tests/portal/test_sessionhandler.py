"""portal/sessionhandler.py with early_input.py and login_timeout.py: what a
connection sends while it waits for the Server is kept and handed on, in
order, right after the Server hears of it; a connection that does not log in
is told and closed after FOURFOLD_LOGIN_TIMEOUT; the settings install it."""

from types import SimpleNamespace
from unittest import mock

from django.conf import settings
from django.test import SimpleTestCase, override_settings
from evennia.server.portal.amp import PCONN, PDISCONN
from evennia.server.portal.portalsessionhandler import PortalSessionHandler as EvenniaHandler
from evennia.utils.utils import class_from_module
from twisted.internet.task import Clock

from portal import early_input, login_timeout
from portal.sessionhandler import PortalSessionHandler


class FakeAmp:
    """The Portal's end of the AMP link: records what goes to the Server."""

    def __init__(self):
        self.sent = []

    def send_AdminPortal2Server(self, session, operation="", **kwargs):  # noqa: N802
        self.sent.append((session.sessid, "connect" if operation == PCONN else
                          "disconnect" if operation == PDISCONN else operation))

    def send_MsgPortal2Server(self, session, **kwargs):  # noqa: N802
        self.sent.append((session.sessid, kwargs["text"][0][0]))


class FakeSession:
    """What the handler needs of a protocol."""

    def __init__(self, address="10.0.0.1"):
        self.sessid = 0
        self.address = address
        self.logged_in = False
        self.uid = None
        self.protocol_flags = {}
        self.shown = []
        self.closed = False
        self.sessionhandler = None

    def get_sync_data(self):
        return {"sessid": self.sessid, "address": self.address}

    def load_sync_data(self, data):
        for key, value in data.items():
            setattr(self, key, value)

    def at_login(self):
        pass

    def send_text(self, *args, **kwargs):
        self.shown.append(args[0])

    def disconnect(self, reason=None):
        self.closed = True
        self.sessionhandler.disconnect(self)

    def send_default(self, *args, **kwargs):
        pass

    def data_out(self, **kwargs):
        self.sessionhandler.data_out(self, **kwargs)


class HandlerCase(SimpleTestCase):
    def setUp(self):
        self.clock = Clock()
        self.amp = FakeAmp()
        patcher = mock.patch("evennia.EVENNIA_PORTAL_SERVICE", SimpleNamespace(amp_protocol=self.amp),
                             create=True)
        patcher.start()
        self.addCleanup(patcher.stop)
        with override_settings(MAX_CONNECTION_RATE=2):
            self.handler = PortalSessionHandler(clock=self.clock)

    def open(self, address="10.0.0.1"):
        session = FakeSession(address)
        session.sessionhandler = self.handler
        self.handler.connect(session)
        return session

    def send(self, session, line):
        self.handler.data_in(session, text=[[line], {}])

    def wait(self, seconds, step=0.1):
        for _ in range(int(seconds / step)):
            self.clock.advance(step)


class EarlyInputTest(HandlerCase):
    def test_every_line_sent_while_waiting_reaches_the_server_after_its_connection(self):
        sessions = [self.open() for _ in range(6)]
        for i, session in enumerate(sessions):
            self.send(session, f"create Burst{i} pw")
            self.send(session, "look")
        self.wait(3)
        for i, session in enumerate(sessions):
            mine = [what for sessid, what in self.amp.sent if sessid == session.sessid]
            self.assertEqual(mine, ["connect", f"create Burst{i} pw", "look"])
        # those that waited were told about how long, and that input is kept
        self.assertTrue(any("kept" in shown for shown in sessions[-1].shown))

    def test_without_it_evennia_sent_them_before_the_server_knew(self):
        # what this fixes: Evennia's handler passes on input of a queued
        # connection at once (the Server drops it, not knowing the sessid)
        from evennia.server.portal import portalsessionhandler

        evennias = EvenniaHandler()
        self.addCleanup(portalsessionhandler._CONNECTION_QUEUE.clear)
        with mock.patch.object(portalsessionhandler, "reactor", self.clock):
            sessions = []
            for _ in range(4):
                session = FakeSession()
                session.sessionhandler = evennias
                evennias.connect(session)
                sessions.append(session)
            for session in sessions:
                evennias.data_in(session, text=[["connect x y"], {}])
        lost = [sessid for sessid, what in self.amp.sent
                if what == "connect x y" and (sessid, "connect") not in self.amp.sent]
        self.assertTrue(lost)

    def test_a_connection_keeps_only_its_share_and_is_told(self):
        waiting = [self.open() for _ in range(3)][-1]
        with override_settings(FOURFOLD_PORTAL_EARLY_LINES=3):
            for i in range(5):
                self.send(waiting, f"line {i}")
        self.assertEqual(early_input.waiting(waiting), 3)
        told = [shown for shown in waiting.shown if shown == early_input.NOT_KEPT]
        self.assertEqual(len(told), 1)
        self.wait(3)
        mine = [what for sessid, what in self.amp.sent if sessid == waiting.sessid]
        self.assertEqual(mine, ["connect", "line 0", "line 1", "line 2"])

    def test_a_waiting_connection_that_closes_never_reaches_the_server(self):
        sessions = [self.open() for _ in range(4)]
        self.send(sessions[3], "look")
        sessions[3].disconnect()
        self.wait(3)
        self.assertNotIn(sessions[3].sessid, {sessid for sessid, _ in self.amp.sent})
        self.assertEqual(len(self.handler), 3)

    def test_no_server_link_waits_and_then_lets_them_in(self):
        evennia_service = SimpleNamespace(amp_protocol=None)
        with mock.patch("evennia.EVENNIA_PORTAL_SERVICE", evennia_service, create=True):
            session = self.open()
            self.send(session, "look")
            self.wait(2)
            self.assertEqual(self.amp.sent, [])
            evennia_service.amp_protocol = self.amp
            self.wait(1.5)
        self.assertEqual(self.amp.sent, [(session.sessid, "connect"), (session.sessid, "look")])

    def test_a_visitor_from_elsewhere_is_not_stuck_behind_a_crowd(self):
        for _ in range(50):
            self.open("10.0.0.1")
        visitor = self.open("10.0.0.2")
        self.wait(1.1)
        self.assertIn((visitor.sessid, "connect"), self.amp.sent)


@override_settings(FOURFOLD_LOGIN_TIMEOUT=60)
class LoginTimeoutTest(HandlerCase):
    def test_a_connection_that_does_not_log_in_is_told_and_closed(self):
        session = self.open()
        self.wait(59, step=1)
        self.assertFalse(session.closed)
        self.wait(2, step=1)
        self.assertTrue(session.closed)
        self.assertIn(login_timeout.CLOSING.format(minutes="60 seconds"), session.shown)
        self.assertNotIn(session.sessid, self.handler)
        self.assertIn((session.sessid, "disconnect"), self.amp.sent)

    def test_a_login_stops_the_clock(self):
        session = self.open()
        self.wait(30, step=1)
        self.handler.server_logged_in(session, {"logged_in": True, "uid": 1})
        self.wait(120, step=1)
        self.assertFalse(session.closed)

    def test_a_connection_that_closed_first_is_left_alone(self):
        session = self.open()
        session.disconnect()
        self.assertEqual(self.clock.getDelayedCalls(), [])

    def test_a_waiting_connection_is_timed_too(self):
        sessions = [self.open() for _ in range(30)]
        self.wait(61, step=1)
        self.assertTrue(all(s.closed for s in sessions))
        self.assertEqual(len(self.handler.admission), 0)

    def test_zero_turns_it_off(self):
        with override_settings(FOURFOLD_LOGIN_TIMEOUT=0):
            session = self.open()
        self.wait(1000, step=10)
        self.assertFalse(session.closed)

    def test_the_time_is_spoken_plainly(self):
        self.assertEqual(login_timeout.spoken(300), "5 minutes")
        self.assertEqual(login_timeout.spoken(90), "90 seconds")


class InstalledTest(SimpleTestCase):
    def test_the_portal_uses_this_handler_with_the_games_settings(self):
        self.assertIs(class_from_module(settings.PORTAL_SESSION_HANDLER_CLASS), PortalSessionHandler)
        self.assertGreater(settings.FOURFOLD_LOGIN_TIMEOUT, 0)
        self.assertGreater(settings.FOURFOLD_PORTAL_EARLY_LINES, 0)

    def test_the_e2e_server_keeps_the_games_connection_rate(self):
        from server.conf import e2e_settings as server_test_settings

        self.assertEqual(server_test_settings.MAX_CONNECTION_RATE, settings.MAX_CONNECTION_RATE)
