"""The Server's shorter garbage-collection pauses (speedups/gc_pauses.py)."""

from unittest import mock

from django.test import SimpleTestCase, override_settings

from server.conf import at_server_startstop
from speedups import gc_pauses


class GcPausesTest(SimpleTestCase):
    def setUp(self):
        self.gc = mock.Mock()
        self._start(mock.patch.object(gc_pauses, "gc", self.gc))
        self.looping = self._start(mock.patch("twisted.internet.task.LoopingCall"))
        self.addCleanup(gc_pauses._loops.clear)

    def _start(self, patcher):
        started = patcher.start()
        self.addCleanup(patcher.stop)
        return started

    def timers(self):
        """(function, interval) of every timer started."""
        return [(call.args[0], self.looping.return_value.start.call_args_list[i].args[0])
                for i, call in enumerate(self.looping.call_args_list)]

    def test_it_collects_then_freezes_at_start_and_sets_two_timers(self):
        started = gc_pauses.install()
        self.assertEqual(self.gc.method_calls, [mock.call.collect(), mock.call.freeze()])
        self.assertEqual(self.timers(), [(gc_pauses.freeze, 10.0),
                                         (gc_pauses.full_collection, 3600.0)])
        for call in self.looping.return_value.start.call_args_list:
            self.assertEqual(call.kwargs, {"now": False})
        self.assertEqual(len(started), 2)

    def test_the_full_collection_lifts_the_freeze_first(self):
        gc_pauses.full_collection()
        self.assertEqual(self.gc.method_calls,
                         [mock.call.unfreeze(), mock.call.collect(), mock.call.freeze()])

    @override_settings(FOURFOLD_GC_FREEZE=0)
    def test_no_freezing_when_turned_off(self):
        self.assertEqual(gc_pauses.install(), [])
        self.gc.freeze.assert_not_called()
        self.looping.assert_not_called()

    def test_a_negative_or_unreadable_setting_is_off(self):
        for value in (-5, "soon", [1]):
            with self.subTest(value=value), override_settings(FOURFOLD_GC_FREEZE=value):
                self.assertEqual(gc_pauses.install(), [])
        self.looping.assert_not_called()

    @override_settings(FOURFOLD_GC_FULL=None)
    def test_freezing_without_the_hourly_collection(self):
        gc_pauses.install()
        self.assertEqual(self.timers(), [(gc_pauses.freeze, 10.0)])

    def test_installing_again_stops_the_old_timers_and_stop_stops_them(self):
        loop = self.looping.return_value
        loop.running = True
        gc_pauses.install()
        gc_pauses.install()
        self.assertEqual(loop.stop.call_count, 2)  # the first install's two timers
        gc_pauses.stop()
        self.assertEqual(loop.stop.call_count, 4)
        self.assertEqual(gc_pauses._loops, [])

    def test_the_server_hooks_start_and_stop_it(self):
        with mock.patch.object(gc_pauses, "install") as install, \
                mock.patch("core.rolls.roll_channel.roll_channel"), \
                mock.patch("ops.backups.nightly.ensure"):
            at_server_startstop.at_server_start()
        install.assert_called_once_with()
        with mock.patch.object(gc_pauses, "stop") as stop, \
                mock.patch("core.rolls.history.flush_all"):
            at_server_startstop.at_server_stop()
        stop.assert_called_once_with()


class RealFreezeTest(SimpleTestCase):
    def test_freeze_really_takes_objects_out_of_the_collectors_sight(self):
        import gc
        before = gc.get_freeze_count()
        keep = [[] for _ in range(1000)]  # noqa: F841 (alive while frozen)
        gc_pauses.freeze()
        self.assertGreaterEqual(gc.get_freeze_count(), before + 1000)


class PortalTest(SimpleTestCase):
    def test_the_portal_plugin_installs_the_same_pauses(self):
        from server.conf import portal_services_plugins
        from speedups import tcp_nodelay

        with mock.patch.object(gc_pauses, "install") as install, \
                mock.patch.object(tcp_nodelay, "install") as nodelay, \
                mock.patch.object(portal_services_plugins.server_watch, "install"):
            portal_services_plugins.start_plugin_services(mock.Mock())
        install.assert_called_once_with()
        nodelay.assert_called_once_with(tcp_nodelay.portal_classes())
