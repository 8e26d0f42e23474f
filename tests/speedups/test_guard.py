"""The start-up check in the game: a watched Evennia function that changed
turns off the speed-ups that lean on it, one by one, with a line in the
log, and the game plays on Evennia's own code; the speed-ups' own
replacements never change what the check reads."""

from unittest import mock

from evennia.commands import cmdhandler
from evennia.locks import lockhandler

import speedups
from speedups import cmdset_merge, guard, lock_eval, switches
from speedups.fingerprints import FINGERPRINTS
from speedups.testing import changed_source, unpatched
from tests.helpers.game import FourfoldCommandTest

MSG_ERR = "evennia.commands.cmdhandler._msg_err"  # watched for cmdset_merge alone


class GuardInTheGameTest(FourfoldCommandTest):
    def setUp(self):
        super().setUp()
        self.addCleanup(speedups.install_all, log=False)

    def test_installed_speedups_do_not_change_the_fingerprints(self):
        speedups.install_all(log=False)
        self.assertIs(cmdhandler.get_and_merge_cmdsets, cmdset_merge.get_and_merge_cmdsets)
        self.assertIs(lockhandler.LockHandler._parse_lockstring, lock_eval.cached_parse)
        guard.reset()
        installed = guard.fingerprints_now()
        with unpatched():
            self.assertIsNot(cmdhandler.get_and_merge_cmdsets, cmdset_merge.get_and_merge_cmdsets)
            guard.reset()
            taken_out = guard.fingerprints_now()
        guard.reset()
        self.assertEqual(installed, taken_out)
        self.assertEqual(installed[0], FINGERPRINTS)

    def test_a_changed_function_turns_off_only_its_speedup_and_the_game_plays(self):
        with changed_source(MSG_ERR), mock.patch("evennia.utils.logger.log_warn") as warn:
            installed = speedups.install_all()
            on = {name for name in switches.SWITCHES if switches.is_on(name)}
            self.assertIsNot(cmdhandler.get_and_merge_cmdsets, cmdset_merge.get_and_merge_cmdsets)
            with mock.patch.object(self.char1, "msg") as heard:
                self.char1.execute_cmd("look")
                self.char1.execute_cmd("say the game plays on")
        self.assertEqual(set(installed), set(speedups.PATCHES) - {"cmdset_merge"})
        self.assertEqual(on, set(switches.SWITCHES) - {"cmdset_merge"})
        self.assertEqual(warn.call_count, 1)
        line = warn.call_args[0][0]
        self.assertIn("speed-up cmdset_merge is off", line)
        self.assertIn(MSG_ERR, line)
        texts = " ".join(str(call) for call in heard.call_args_list)
        self.assertIn(self.room1.key, texts)
        self.assertIn("the game plays on", texts)
        # the real files again: back on at the next install
        self.assertEqual(guard.off(), frozenset())
        self.assertIn("cmdset_merge", speedups.install_all(log=False))
        self.assertIs(cmdhandler.get_and_merge_cmdsets, cmdset_merge.get_and_merge_cmdsets)

    def test_the_portal_start_logs_what_changed(self):
        from server.conf import portal_services_plugins

        name = "evennia.server.portal.portalsessionhandler.PortalSessionHandler.connect"
        portal = mock.Mock()
        with changed_source(name), mock.patch("evennia.utils.logger.log_warn") as warn, \
                mock.patch.multiple(portal_services_plugins, tcp_nodelay=mock.DEFAULT,
                                    direct_write=mock.DEFAULT, gc_pauses=mock.DEFAULT,
                                    server_watch=mock.DEFAULT):
            portal_services_plugins.start_plugin_services(portal)
            self.assertEqual(guard.off(), frozenset())
        self.assertEqual(warn.call_count, 1)
        self.assertIn("portal/sessionhandler.py", warn.call_args[0][0])
        self.assertIn(name, warn.call_args[0][0])
