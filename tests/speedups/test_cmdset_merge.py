"""speedups/cmdset_merge.py: the cmdset a command runs with, gathered
without Deferreds, must be exactly the one Evennia's get_and_merge_cmdsets
gives, with the same hooks run and the same errors reported."""

from unittest import mock

from django.test import override_settings
from evennia.commands import cmdhandler
from evennia.commands.cmdset import CmdSet
from evennia.commands.default.muxcommand import MuxCommand
from evennia.utils import create
from twisted.internet import defer

from server.conf import at_server_startstop
from speedups import cmdset_merge
from speedups.testing import unpatched
from tests.helpers.game import FourfoldCommandTest


class CmdThing(MuxCommand):
    key = "thing"

    def func(self):
        self.caller.msg(f"thing of {self.obj.key}")


class ThingSet(CmdSet):
    key = "ThingSet"

    def at_cmdset_creation(self):
        self.add(CmdThing())


class Blinkers(CmdSet):
    key = "Blinkers"
    priority = 120

    def __init__(self, *args, no_objs=None, no_exits=None, **kwargs):
        super().__init__(*args, **kwargs)
        self.no_objs = no_objs
        self.no_exits = no_exits


class BrokenSet(CmdSet):
    """Stands for a cmdset that failed to load: Evennia reports these."""

    key = "_CMDSET_ERROR"
    errmessage = "The cmdset of the cursed chair could not be loaded."

    def at_cmdset_creation(self):
        self.add(CmdThing())  # an empty cmdset is false and never reported


def fired(deferred):
    """The value (or Failure) of a Deferred that has already fired."""
    out = []
    deferred.addBoth(out.append)
    assert out, "the Deferred had not fired"
    return out[0]


def owner(cmd):
    obj = getattr(cmd, "obj", None)
    return getattr(obj, "key", type(obj).__name__)


def described(cmdset):
    """Everything about a merged cmdset that a command could notice."""
    if cmdset is None:
        return None
    commands = sorted(
        (cmd.key, type(cmd).__name__, owner(cmd)) for cmd in cmdset
    )
    flags = (cmdset.key, cmdset.priority, cmdset.mergetype, cmdset.no_objs, cmdset.no_exits,
             cmdset.no_channels, cmdset.duplicates)
    return commands, flags


class CmdsetMergeTest(FourfoldCommandTest):
    def setUp(self):
        super().setUp()
        self.chair = create.create_object("typeclasses.objects.Object", key="chair",
                                          location=self.room1)
        self.chair.cmdset.add(ThingSet, persistent=False)
        self.stool = create.create_object("typeclasses.objects.Object", key="stool",
                                          location=self.room1)
        self.stool.cmdset.add(ThingSet, persistent=False)

    def merge(self, how, caller=None, report_to=None):
        """(described result or failure type, messages to report_to) one way."""
        caller = caller or self.char1
        _, providers, *_ = cmdhandler.generate_cmdset_providers(caller, session=self.session)
        cmdhandler._CMDSET_MERGE_CACHE.clear()
        cmdset_merge._BY_IDENTITY.clear()
        if how == "evennia":  # Evennia's get_and_merge_cmdsets, no speed-up anywhere
            with unpatched():
                result = fired(cmdhandler.get_and_merge_cmdsets(
                    caller, providers, "object", "thing", report_to, None))
        else:
            result = fired(cmdset_merge.get_and_merge_cmdsets(
                caller, providers, "object", "thing", report_to, None))
        if isinstance(result, Exception) or hasattr(result, "raiseException"):
            return type(result.value).__name__
        return described(result)

    def both(self, **kwargs):
        ours = self.merge("ours", **kwargs)
        theirs = self.merge("evennia", **kwargs)
        self.assertEqual(ours, theirs)
        return ours

    def keys(self, described_set):
        return {key for key, _, _ in described_set[0]}

    def test_it_is_installed_in_the_command_handler(self):
        self.assertIs(cmdhandler.get_and_merge_cmdsets, cmdset_merge.get_and_merge_cmdsets)
        self.assertIsNotNone(cmdset_merge._evennia_merge)
        self.assertIsNot(cmdset_merge._evennia_merge, cmdset_merge.get_and_merge_cmdsets)

    def test_a_character_in_a_busy_room_gets_the_same_cmdset(self):
        result = self.both()
        keys = self.keys(result)
        self.assertIn("thing", keys)
        self.assertIn(self.exit.key, keys)
        self.assertIn("say", keys)
        # both objects' commands are kept apart, each bound to its object
        owners = sorted(owner for key, _, owner in result[0] if key == "thing")
        self.assertEqual(owners, ["chair", "stool"])

    def test_an_object_the_caller_may_not_call_gives_no_commands(self):
        self.stool.locks.add("call:false()")
        owners = [owner for key, _, owner in self.both()[0] if key == "thing"]
        self.assertEqual(owners, ["chair"])

    def test_no_objs_and_no_exits_are_honoured(self):
        self.char1.cmdset.add(Blinkers(no_exits=True), persistent=False)
        keys = self.keys(self.both())
        self.assertIn("thing", keys)
        self.assertNotIn(self.exit.key, keys)
        self.char1.cmdset.remove(Blinkers)
        self.char1.cmdset.add(Blinkers(no_objs=True), persistent=False)
        keys = self.keys(self.both())
        self.assertNotIn("thing", keys)
        self.assertNotIn(self.exit.key, keys)

    def test_the_call_lock_is_checked_with_its_hook_when_there_is_one(self):
        # a constant lock with Evennia's (empty) at_access is read directly;
        # an object class with a hook of its own gets access() and the hook
        self.stool.locks.add("call:false()")
        told = []

        def hook(this, result, accessing_obj, access_type, **kwargs):
            told.append((this.key, result, access_type))

        with mock.patch.object(type(self.stool), "at_access", hook, create=True):
            owners = [owner for key, _, owner in self.both()[0] if key == "thing"]
        self.assertEqual(owners, ["chair"])
        self.assertIn(("stool", False, "call"), told)
        self.assertIn(("chair", True, "call"), told)

    def test_an_account_out_of_character_gets_the_same_cmdset(self):
        self.account.unpuppet_object(self.session)
        self.assertIn("ic", self.keys(self.both(caller=self.account)))

    def test_the_duplicates_flag_of_room_cmdsets_is_put_back(self):
        chair_set = self.chair.cmdset.cmdset_stack[-1]
        before = chair_set.duplicates
        self.merge("ours")
        self.assertEqual(chair_set.duplicates, before)

    def test_hooks_run_on_every_provider_and_object(self):
        seen = []
        real = type(self.chair).at_cmdset_get

        def spy(this, **kwargs):
            seen.append(this.key)
            return real(this, **kwargs)

        with mock.patch.object(type(self.chair), "at_cmdset_get", spy):
            self.merge("ours")
            ours = sorted(seen)
            seen.clear()
            self.merge("evennia")
            self.assertEqual(ours, sorted(seen))
        self.assertIn("chair", ours)

    def test_a_broken_cmdset_is_reported_the_same_way(self):
        # what Evennia's cmdset handler leaves in the stack when a cmdset
        # module fails to load (its add() refuses error sets)
        self.char1.cmdset.cmdset_stack.append(BrokenSet())
        with mock.patch.object(self.char1, "msg") as ours_msg:
            ours = self.merge("ours", report_to=self.char1)
        with mock.patch.object(self.char1, "msg") as their_msg:
            theirs = self.merge("evennia", report_to=self.char1)
        self.assertEqual(ours, theirs)
        self.assertEqual(ours_msg.call_args_list, their_msg.call_args_list)
        self.assertIn("cursed chair", str(ours_msg.call_args_list))

    def test_a_failing_hook_fails_both_ways_with_a_message(self):
        with mock.patch.object(type(self.char1), "at_cmdset_get", side_effect=RuntimeError("boom")), \
                mock.patch.object(cmdhandler, "_msg_err") as told, \
                mock.patch.object(cmdhandler.logger, "log_trace"):
            self.assertEqual(self.both(), "ErrorReported")
        self.assertEqual(told.call_count, 2)

    def test_a_hook_that_waits_gets_evennias_way(self):
        with mock.patch.object(type(self.char1), "at_cmdset_get",
                               return_value=defer.succeed(None)) as hook, \
                mock.patch.object(cmdset_merge, "_evennia_merge",
                                  wraps=cmdset_merge._evennia_merge) as evennias:
            self.assertEqual(self.merge("ours"), self.merge("evennia"))
        self.assertEqual(evennias.call_count, 2)  # our fallback, then the direct call
        self.assertTrue(hook.called)

    def test_commands_still_run(self):
        self.stool.delete()
        self.call_as(self.char1, "thing", "thing of chair")
        self.call_as(self.char1, "say hello", "hello")

    def call_as(self, caller, text, expected):
        with mock.patch.object(caller, "msg") as msg:
            cmdhandler.cmdhandler(self.session, text, callertype="session", session=self.session)
        self.assertIn(expected, str(msg.call_args_list))

    def merged_now(self):
        """The merged cmdset for char1, with whatever is cached."""
        _, providers, *_ = cmdhandler.generate_cmdset_providers(self.char1, session=self.session)
        return fired(cmdset_merge.get_and_merge_cmdsets(self.char1, providers, "object", "x"))

    def test_a_repeated_merge_is_found_by_identity(self):
        first = self.merged_now()
        cmdhandler._CMDSET_MERGE_CACHE.clear()  # not asked on a hit
        self.assertIs(self.merged_now(), first)
        self.assertEqual(len(cmdhandler._CMDSET_MERGE_CACHE), 0)

    def test_changed_commands_are_merged_anew(self):
        self.stool.delete()
        self.assertNotIn("poke", {cmd.key for cmd in self.merged_now()})

        class CmdPoke(MuxCommand):
            key = "poke"

        self.chair.cmdset.cmdset_stack[-1].add(CmdPoke())
        self.assertIn("poke", {cmd.key for cmd in self.merged_now()})

    def test_the_identity_cache_is_bounded(self):
        with mock.patch.object(cmdhandler, "_CMDSET_MERGE_CACHE_MAXSIZE", 2):
            cmdset_merge._BY_IDENTITY.clear()
            for key in ("a", "b", "c"):
                thing = create.create_object("typeclasses.objects.Object", key=key,
                                             location=self.room1)
                thing.cmdset.add(ThingSet, persistent=False)
                self.merged_now()
            self.assertEqual(len(cmdset_merge._BY_IDENTITY), 2)

    def test_uninstall_puts_evennias_back(self):
        cmdset_merge.uninstall()
        self.addCleanup(cmdset_merge.install)
        self.assertIs(cmdhandler.get_and_merge_cmdsets, cmdset_merge._evennia_merge)
        cmdset_merge.install()
        cmdset_merge.install()  # twice is harmless: Evennia's stays remembered
        self.assertIsNot(cmdset_merge._evennia_merge, cmdset_merge.get_and_merge_cmdsets)

    def test_the_server_installs_it_unless_told_not_to(self):
        cmdset_merge.uninstall()
        self.addCleanup(cmdset_merge.install)
        with override_settings(FOURFOLD_QUICK_CMDSET_MERGE=False):
            at_server_startstop.at_server_init()
        self.assertIs(cmdhandler.get_and_merge_cmdsets, cmdset_merge._evennia_merge)
        at_server_startstop.at_server_init()
        self.assertIs(cmdhandler.get_and_merge_cmdsets, cmdset_merge.get_and_merge_cmdsets)
