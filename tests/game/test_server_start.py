"""What the Server does when it starts: the RollLog channel exists, the
game's dice are configured, and the start-up objects are frozen out of the
garbage collector (unless FOURFOLD_GC_FREEZE is off)."""

from unittest import mock

from django.test import override_settings
from evennia.comms.models import ChannelDB
from evennia.utils.test_resources import BaseEvenniaTest

from server.conf import at_server_startstop


class TestServerStart(BaseEvenniaTest):
    def test_start_makes_the_rolllog_and_freezes_the_gc(self):
        with mock.patch("gc.freeze") as freeze, mock.patch("gc.collect") as collect:
            at_server_startstop.at_server_start()
        freeze.assert_called_once_with()
        collect.assert_called_once_with()
        self.assertTrue(ChannelDB.objects.filter(db_key__iexact="RollLog").exists())

    @override_settings(FOURFOLD_GC_FREEZE=False)
    def test_the_freeze_can_be_turned_off(self):
        with mock.patch("gc.freeze") as freeze:
            at_server_startstop.at_server_start()
        freeze.assert_not_called()
