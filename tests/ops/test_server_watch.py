"""The Portal's watch over its Server (ops/server_watch.py): a link
lost with no stop asked for is a crash; players are told; the Server is
started again with its own command in reload mode; not more than the limit;
and no second Server while one is starting."""

import os
import time
from types import SimpleNamespace
from unittest import mock

from django.test import SimpleTestCase, override_settings

from ops import server_watch
from ops.server_watch import GAVE_UP, LOST, ServerWatch


class FakeClock:
    def __init__(self):
        self.now = 1000.0

    def __call__(self):
        return self.now


def protocol(mode=None, command=("twistd", "server")):
    portal = SimpleNamespace(server_restart_mode=mode, server_twistd_cmd=list(command))
    factory = SimpleNamespace(portal=portal, server_connection=None, disconnect_callbacks={})
    proto = SimpleNamespace(factory=factory, start_server=mock.Mock())
    return proto


@override_settings(FOURFOLD_SERVER_RESTART_DELAY=1, FOURFOLD_SERVER_RESTART_LIMIT=3,
                   FOURFOLD_SERVER_RESTART_WINDOW=300, FOURFOLD_SERVER_START_TIMEOUT=60)
class TestServerWatch(SimpleTestCase):
    def setUp(self):
        self.clock = FakeClock()
        self.calls = []
        self.watch = ServerWatch(clock=self.clock,
                                 call_later=lambda delay, f, *a: self.calls.append((delay, f, a)) or object())
        self.sessions = mock.Mock()
        patcher = mock.patch("evennia.PORTAL_SESSION_HANDLER", self.sessions, create=True)
        patcher.start()
        self.addCleanup(patcher.stop)

    def run_due(self):
        calls, self.calls = self.calls, []
        for _delay, func, args in calls:
            func(*args)

    def test_what_counts_as_a_crash(self):
        self.assertTrue(ServerWatch.is_crash(protocol(), was_server=True, planned=False))
        for mode in ("reload", "reset", "shutdown"):
            self.assertFalse(ServerWatch.is_crash(protocol(mode), True, False), mode)
        self.assertFalse(ServerWatch.is_crash(protocol(), True, planned=True))
        self.assertFalse(ServerWatch.is_crash(protocol(), was_server=False, planned=False))

    def test_crash_tells_players_and_restarts_in_reload_mode(self):
        proto = protocol()
        self.watch.server_lost(proto)
        self.sessions.announce_all.assert_called_once_with(LOST)
        self.assertEqual(self.calls[0][0], 1)  # after FOURFOLD_SERVER_RESTART_DELAY
        proto.start_server.assert_not_called()
        self.run_due()
        proto.start_server.assert_called_once_with(["twistd", "server"])
        self.assertEqual(proto.factory.portal.server_restart_mode, "reload")
        self.assertTrue(self.watch.starting)
        self.watch.server_back()
        self.assertFalse(self.watch.starting)

    def test_gives_up_after_the_limit_in_the_window(self):
        proto = protocol()
        for _ in range(3):
            self.watch.server_lost(proto)
            self.run_due()  # the restart and its start check
            self.watch.server_back()
            self.run_due()
            proto.factory.portal.server_restart_mode = None
        self.assertEqual(proto.start_server.call_count, 3)
        self.watch.server_lost(proto)
        self.run_due()
        self.assertEqual(proto.start_server.call_count, 3)
        self.sessions.announce_all.assert_called_with(GAVE_UP)
        # a quiet window later it may restart again
        self.clock.now += 301
        self.watch.server_lost(proto)
        self.run_due()
        self.assertEqual(proto.start_server.call_count, 4)

    def test_a_restart_that_never_connects_is_tried_again(self):
        proto = protocol()
        self.watch.server_lost(proto)
        self.run_due()  # starts it; schedules the start check
        self.assertEqual(self.calls[0][0], 60)
        self.run_due()  # the check: still not connected -> a new crash
        self.run_due()
        self.assertEqual(proto.start_server.call_count, 2)

    def test_no_restart_without_a_start_command(self):
        proto = protocol(command=())
        self.watch.server_lost(proto)
        self.run_due()
        proto.start_server.assert_not_called()


class TestInstall(SimpleTestCase):
    def test_start_server_waits_for_a_restart_under_way(self):
        class Proto:
            disconnect_callbacks = {}

            def connectionLost(self, reason):
                self.lost = True

            def start_server(self, cmd):
                return "started"

        handler = SimpleNamespace(at_server_connection=lambda: None,
                                  data_in=mock.Mock(return_value="in"), data_out=mock.Mock())
        with mock.patch.object(server_watch, "class_from_module", return_value=Proto), \
                mock.patch("evennia.PORTAL_SESSION_HANDLER", handler, create=True), \
                mock.patch.object(server_watch, "WATCH", ServerWatch()) as watch:
            server_watch.install()
            proto = Proto()
            self.assertEqual(proto.start_server(["x"]), "started")
            watch.starting = True
            self.assertIsNone(proto.start_server(["x"]))  # `evennia start` meanwhile
            # a player's line meanwhile is answered
            handler.data_in("sess", text=[["look"], {}])
            handler.data_out.assert_called_once()
            self.assertIn("again in a moment", handler.data_out.call_args[1]["text"][0][0])
            handler.at_server_connection()
            self.assertFalse(watch.starting)
            self.assertEqual(handler.data_in("sess", text=[["look"], {}]), "in")

    def test_the_watch_own_restart_goes_through(self):
        started = []

        class Proto:
            disconnect_callbacks = {}

            def connectionLost(self, reason):
                pass

            def start_server(self, cmd):
                started.append(cmd)

        handler = SimpleNamespace(at_server_connection=lambda: None, data_in=mock.Mock(),
                                  data_out=mock.Mock())
        watch = ServerWatch(call_later=lambda *a: object())
        with mock.patch.object(server_watch, "class_from_module", return_value=Proto), \
                mock.patch("evennia.PORTAL_SESSION_HANDLER", handler, create=True), \
                mock.patch.object(server_watch, "WATCH", watch):
            server_watch.install()
            proto = Proto()
            proto.factory = SimpleNamespace(
                portal=SimpleNamespace(server_restart_mode=None, server_twistd_cmd=["twistd"]),
                server_connection=None)
            watch.restart(proto)
        self.assertEqual(started, [["twistd"]])
        self.assertTrue(watch.starting)


class TestDeadPidfile(SimpleTestCase):
    """A SIGKILLed Server nobody reaped leaves a pid file naming a zombie, and
    twistd then refused the restart ("Another twistd server is running")."""

    def pidfile(self, pid):
        import tempfile

        handle = tempfile.NamedTemporaryFile("w", suffix=".pid", delete=False)
        handle.write(str(pid))
        handle.close()
        self.addCleanup(lambda: os.path.exists(handle.name) and os.remove(handle.name))
        return handle.name

    def test_a_zombie_or_gone_server_loses_its_pidfile(self):
        import subprocess

        child = subprocess.Popen(["true"])  # exits at once; not waited for: a zombie
        deadline = time.time() + 10
        while not server_watch._dead(child.pid) and time.time() < deadline:
            time.sleep(0.05)
        path = self.pidfile(child.pid)
        self.assertTrue(server_watch.clear_dead_pidfile(["twistd", f"--pidfile={path}"]))
        self.assertFalse(os.path.exists(path))
        child.wait()
        path = self.pidfile(child.pid)  # reaped now: no such process
        self.assertTrue(server_watch.clear_dead_pidfile(["twistd", f"--pidfile={path}"]))
        self.assertFalse(os.path.exists(path))

    def test_a_running_process_keeps_its_pidfile(self):
        path = self.pidfile(os.getpid())
        self.assertFalse(server_watch.clear_dead_pidfile(["twistd", f"--pidfile={path}"]))
        self.assertTrue(os.path.exists(path))
        self.assertFalse(server_watch.clear_dead_pidfile(["twistd"]))  # no pid file named

    def test_the_restart_clears_it_first(self):
        with mock.patch.object(server_watch, "clear_dead_pidfile") as clear:
            watch = server_watch.ServerWatch(call_later=lambda *a: None)
            proto = mock.Mock()
            proto.factory.server_connection = None
            proto.factory.portal.server_twistd_cmd = ["twistd", "--pidfile=/x/server.pid"]
            watch.restart(proto)
        clear.assert_called_once_with(["twistd", "--pidfile=/x/server.pid"])
        proto.start_server.assert_called_once()
