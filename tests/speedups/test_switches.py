"""speedups/: one switch for all, one for each, and the Evennia version guard
(a faked version turns every speed-up off and the log says why)."""

from unittest import mock

from django.test import override_settings
from evennia import settings_default
from evennia.objects.objects import DefaultObject
from evennia.typeclasses.attributes import ModelAttributeBackend

import speedups
from server.conf import inputfuncs
from speedups import amp_batch, gc_pauses, hooks, room_fanout, room_messages, switches, tcp_nodelay
from speedups.attribute_cache import CompleteCacheBackend
from speedups.call_lock import QuickConstantLocks
from tests.helpers.game import FourfoldCommandTest
from typeclasses.characters import Character
from typeclasses.objects import BuildingRule  # the game's own access, below the speed-up

OURS = {setting: ours for setting, (_, ours) in hooks.HOOKS.items()}


def settled(**overrides):
    config = {**OURS, "FOURFOLD_SPEEDUPS": True, **overrides}
    hooks.settle(config)
    return config


class VersionGuardTest(FourfoldCommandTest):
    def test_verified_by_major_minor_or_exactly(self):
        self.assertTrue(switches.verified("6.1.0"))
        self.assertTrue(switches.verified("6.1.7"))
        self.assertFalse(switches.verified("6.2.0"))
        self.assertFalse(switches.verified("6.10.0"))
        self.assertFalse(switches.verified("7.1.0"))
        with mock.patch.object(switches, "VERIFIED_EVENNIA", ("6.2.1",)):
            self.assertTrue(switches.verified("6.2.1"))
            self.assertFalse(switches.verified("6.2.0"))

    def test_the_installed_evennia_is_verified(self):
        self.assertIsNone(speedups.why_off())
        self.assertTrue(all(speedups.is_on(name) for name in speedups.SWITCHES))

    def test_other_version_turns_all_off_and_logs_why(self):
        self.addCleanup(speedups.install_all, log=False)
        with mock.patch.object(switches, "evennia_version", return_value="6.2.0"), \
                mock.patch("evennia.utils.logger.log_warn") as warn:
            self.assertFalse(any(speedups.is_on(name) for name in speedups.SWITCHES))
            self.assertEqual(speedups.install_all(), [])
            config = settled()
        self.assertIn("Evennia 6.2.0 is not a version they were verified with", warn.call_args[0][0])
        for setting in hooks.HOOKS:
            self.assertEqual(config[setting], getattr(settings_default, setting))
        self.assertNotIn("access", vars(QuickConstantLocks))
        self.assertIs(Character.access, BuildingRule.access)
        self.assertFalse(room_messages.active())


class SwitchTest(FourfoldCommandTest):
    def setUp(self):
        super().setUp()
        self.addCleanup(speedups.install_all, log=False)

    def test_master_switch_turns_every_hook_back_to_evennia(self):
        config = settled(FOURFOLD_SPEEDUPS=False)
        for setting in hooks.HOOKS:
            self.assertEqual(config[setting], getattr(settings_default, setting))
        with override_settings(FOURFOLD_SPEEDUPS=False):
            self.assertEqual(speedups.install_all(log=False), [])
            self.assertIn("FOURFOLD_SPEEDUPS", speedups.why_off())

    def test_one_switch_turns_back_only_its_hooks(self):
        config = settled(FOURFOLD_QUICK_SENDDATA=False)
        self.assertEqual(config["SERVER_SESSION_HANDLER_CLASS"],
                         settings_default.SERVER_SESSION_HANDLER_CLASS)
        self.assertEqual(config["SERVER_SESSION_CLASS"], OURS["SERVER_SESSION_CLASS"])
        config = settled(FOURFOLD_AMP_BATCH=False)
        self.assertEqual(config["AMP_SERVER_PROTOCOL_CLASS"],
                         settings_default.AMP_SERVER_PROTOCOL_CLASS)
        self.assertEqual(config["SERVER_SESSION_CLASS"], OURS["SERVER_SESSION_CLASS"])

    def test_the_game_parser_runs_evennias_beneath_when_the_quick_parser_is_off(self):
        from evennia.commands import cmdparser as evennia_parser

        from server.conf import cmdparser as game_parser
        from speedups import cmdparser as quick_parser

        self.assertIs(game_parser.beneath(), quick_parser.cmdparser)
        for switch in ("FOURFOLD_QUICK_PARSER", "FOURFOLD_SPEEDUPS"):
            with override_settings(**{switch: False}):
                self.assertIs(game_parser.beneath(), evennia_parser.cmdparser)

    def test_old_paths_and_other_values(self):
        config = settled(SERVER_SESSION_HANDLER_CLASS="server.conf.session_handler.FourfoldSessionHandler",
                         SERVER_SESSION_CLASS="mygame.Session")
        self.assertEqual(config["SERVER_SESSION_HANDLER_CLASS"],
                         "speedups.session_handler.FourfoldSessionHandler")
        self.assertEqual(config["SERVER_SESSION_CLASS"], "mygame.Session")

    def test_the_game_settings_name_ours(self):
        from django.conf import settings

        for setting, ours in OURS.items():
            self.assertEqual(getattr(settings, setting), ours)

    def test_each_patch_switch_puts_evennias_back(self):
        cases = {
            "FOURFOLD_QUICK_CALL_LOCK": lambda: Character.access is BuildingRule.access,
            "FOURFOLD_QUICK_CMDSET_PROVIDER":
                lambda: Character.get_cmdsets is DefaultObject.get_cmdsets,
            "FOURFOLD_QUICK_ROOM_MESSAGES": lambda: not room_messages.active(),
            "FOURFOLD_QUICK_ROOM_FANOUT": lambda: not room_fanout.active(),
            "FOURFOLD_ATTRIBUTE_PRELOAD": lambda: not isinstance(
                Character.__dict__.get("attributes", None), CompleteCacheBackend)
                and "attributes" not in vars(speedups.attribute_cache.CompleteAttributeCache),
        }
        for setting, evennias in cases.items():
            with self.subTest(setting), override_settings(**{setting: False}):
                installed = speedups.install_all(log=False)
                self.assertTrue(evennias())
                self.assertEqual(len(installed), len(speedups.PATCHES) - 1)
            speedups.install_all(log=False)
            self.assertFalse(evennias())

    def test_attribute_switch_gives_new_objects_evennias_backend(self):
        with override_settings(FOURFOLD_ATTRIBUTE_PRELOAD=False):
            speedups.install_all(log=False)
            obj = Character.objects.get(id=self.char2.id)
            obj.attributes.backend  # noqa: B018
        self.assertIs(type(obj.attributes.backend), ModelAttributeBackend)

    def test_lock_eval_and_merge_switches(self):
        from evennia.commands import cmdhandler
        from evennia.locks import lockhandler

        with override_settings(FOURFOLD_LOCK_EVAL_CACHE=False, FOURFOLD_QUICK_CMDSET_MERGE=False):
            speedups.install_all(log=False)
            self.assertNotIn("eval", vars(lockhandler))
            self.assertIsNot(cmdhandler.get_and_merge_cmdsets,
                             speedups.cmdset_merge.get_and_merge_cmdsets)
        speedups.install_all(log=False)
        self.assertIs(cmdhandler.get_and_merge_cmdsets, speedups.cmdset_merge.get_and_merge_cmdsets)

    def test_runtime_switches(self):
        with override_settings(FOURFOLD_QUICK_INPUT=False), \
                mock.patch("speedups.quick_input.text") as quick, \
                mock.patch("evennia.server.inputfuncs.text") as evennias:
            inputfuncs.text(self.session, "look")
        quick.assert_not_called()
        evennias.assert_called_once()
        with override_settings(FOURFOLD_AMP_FACTORY_SWAP=False):
            self.assertFalse(amp_batch.install_client(mock.Mock()))
        with override_settings(FOURFOLD_AMP_BATCH=False):
            self.assertFalse(amp_batch.enabled())
        with override_settings(FOURFOLD_SPEEDUPS=False):
            self.assertFalse(tcp_nodelay.enabled())
            self.assertEqual(gc_pauses.install(), [])


class UnpatchedTest(FourfoldCommandTest):
    """speedups.testing.unpatched(): the differential tests' reference side."""

    def test_inside_evennia_runs_and_afterwards_ours_again(self):
        import evennia
        from evennia.commands import cmdhandler
        from evennia.commands import cmdparser as evennia_parser
        from evennia.locks import lockhandler

        from server.conf import cmdparser
        from speedups import cmdset_merge, lock_eval
        from speedups.testing import unpatched

        with unpatched():
            self.assertIs(Character.access, BuildingRule.access)
            self.assertIs(Character.get_cmdsets, DefaultObject.get_cmdsets)
            self.assertNotIn("eval", vars(lockhandler))
            self.assertIsNot(cmdhandler.get_and_merge_cmdsets, cmdset_merge.get_and_merge_cmdsets)
            self.assertIs(cmdhandler._COMMAND_PARSER, evennia_parser.cmdparser)
            self.assertFalse(room_messages.active())
            self.assertFalse(speedups.is_on("quick_input"))
            handler = evennia.SERVER_SESSION_HANDLER
            from evennia.server.sessionhandler import ServerSessionHandler

            self.assertIs(handler.clean_senddata.func, ServerSessionHandler.clean_senddata)
        self.assertIs(Character.access, QuickConstantLocks.access)
        self.assertIs(lockhandler.eval, lock_eval.cached_eval)
        self.assertIs(cmdhandler.get_and_merge_cmdsets, cmdset_merge.get_and_merge_cmdsets)
        self.assertIs(cmdhandler._COMMAND_PARSER, cmdparser.cmdparser)
        self.assertTrue(room_messages.active())
        self.assertTrue(speedups.is_on("quick_input"))
