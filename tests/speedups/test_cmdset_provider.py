"""speedups/cmdset_provider.py: Accounts and Objects give Evennia's
command handler a flag-carrying stand-in for their merged cmdset, so the
handler skips a merge nobody reads. The cmdset a command runs with must
be exactly the one Evennia's own get_cmdsets gives."""

from unittest import mock

from evennia.commands import cmdhandler
from evennia.commands.cmdset import CmdSet
from evennia.commands.default.muxcommand import MuxCommand
from evennia.server.serversession import ServerSession as BaseServerSession

from speedups.cmdset_provider import ProviderFlags, QuickCmdsetProvider, flags_of
from speedups.serversession import ServerSession
from speedups.testing import unpatched
from tests.helpers.cmdsets import merged  # noqa: F401
from tests.helpers.game import FourfoldCommandTest
from typeclasses.accounts import Account, Guest
from typeclasses.characters import Character
from typeclasses.exits import Exit
from typeclasses.rooms import Room


def evennias_way():
    """Our providers answering with Evennia's own get_cmdsets, and every
    other speed-up taken out."""
    return unpatched()


class CmdRoomThing(MuxCommand):
    key = "roomthing"


class RoomThingSet(CmdSet):
    key = "RoomThingSet"

    def at_cmdset_creation(self):
        self.add(CmdRoomThing())


class Blinkers(CmdSet):
    """A high-priority set that hides nearby objects' (or only exits')
    commands, as a blindfold or a cutscene would."""

    key = "Blinkers"
    priority = 120
    mergetype = "Union"

    def __init__(self, *args, no_objs=None, no_exits=None, **kwargs):
        super().__init__(*args, **kwargs)
        self.no_objs = no_objs
        self.no_exits = no_exits




def described(cmdset):
    return sorted((cmd.key, type(cmd).__module__, type(cmd).__name__) for cmd in cmdset)


class CmdsetProviderTest(FourfoldCommandTest):
    def setUp(self):
        super().setUp()
        self.room1.cmdset.add(RoomThingSet, persistent=False)

    def both_ways(self, caller):
        ours = merged(caller, self.session)
        with evennias_way():
            theirs = merged(caller, self.session)
        return ours, theirs

    def keys_behind(self, blinkers):
        """The character's command keys with ``blinkers`` on, checked
        against Evennia's."""
        self.char1.cmdset.add(blinkers, persistent=False)
        ours, theirs = self.both_ways(self.char1)
        self.assertEqual(described(ours), described(theirs))
        return {cmd.key for cmd in ours}

    def test_every_provider_class_uses_it(self):
        for cls in (Account, Guest, Character, Room, Exit, ServerSession):
            with self.subTest(cls=cls.__name__):
                self.assertIs(cls.get_cmdsets, QuickCmdsetProvider.get_cmdsets)

    def test_a_character_gets_the_same_commands(self):
        ours, theirs = self.both_ways(self.char1)
        self.assertEqual(described(ours), described(theirs))
        keys = {cmd.key for cmd in ours}
        # the room's command and the exit's are merged in, the account's too
        self.assertIn("roomthing", keys)
        self.assertIn(self.exit.key, keys)
        self.assertIn("say", keys)
        self.assertIn("ooc", keys)

    def test_no_objs_still_hides_nearby_commands(self):
        keys = self.keys_behind(Blinkers(no_objs=True))
        self.assertNotIn("roomthing", keys)
        self.assertNotIn(self.exit.key, keys)

    def test_no_exits_still_hides_only_exits(self):
        keys = self.keys_behind(Blinkers(no_exits=True))
        self.assertIn("roomthing", keys)
        self.assertNotIn(self.exit.key, keys)

    def test_an_account_out_of_character_gets_the_same_commands(self):
        self.account.unpuppet_object(self.session)
        ours, theirs = self.both_ways(self.account)
        self.assertEqual(described(ours), described(theirs))
        self.assertIn("ic", {cmd.key for cmd in ours})

    def merges_for_one_command(self):
        """How many CmdSet.__add__ the handler makes for one command (with
        Evennia's merge cache already warm)."""
        calls = []
        real_add = CmdSet.__add__

        def counting(this, other):
            calls.append(1)
            return real_add(this, other)

        _, providers, *_ = cmdhandler.generate_cmdset_providers(self.char1, session=self.session)
        with mock.patch.object(CmdSet, "__add__", counting):
            cmdhandler.get_and_merge_cmdsets(self.char1, providers, "object", "look")
        return len(calls)

    def test_the_handler_merges_less(self):
        merged(self.char1, self.session)  # warm Evennia's merge cache for both
        self.session_of(ServerSession)  # as the game's sessions are
        ours = self.merges_for_one_command()
        self.session_of(BaseServerSession)
        evennias_session = self.merges_for_one_command()
        with evennias_way():
            theirs = self.merges_for_one_command()
        # Evennia's way merges the session's, account's and character's
        # current sets; ours none of them (the session's only while the
        # session is Evennia's own class).
        self.assertEqual(theirs, 3)
        self.assertEqual(evennias_session, 1)
        self.assertEqual(ours, 0)

    def test_the_game_makes_our_sessions(self):
        from django.conf import settings
        from evennia.utils.utils import class_from_module

        self.assertIs(class_from_module(settings.SERVER_SESSION_CLASS), ServerSession)

    def session_of(self, cls):
        """Make the test's session one of ``cls`` (ours or Evennia's)."""
        self.addCleanup(setattr, self.session, "__class__", self.session.__class__)
        self.session.__class__ = cls

    def test_a_session_of_ours_gets_the_same_commands(self):
        self.session_of(ServerSession)
        ours = merged(self.char1, self.session)
        self.session_of(BaseServerSession)
        with evennias_way():
            theirs = merged(self.char1, self.session)
        self.assertEqual(described(ours), described(theirs))
        self.assertIn("say", {cmd.key for cmd in ours})

    def test_the_stand_in_is_false_and_carries_the_flags(self):
        blinkers = Blinkers(no_objs=True, no_exits=False)
        flags = flags_of(blinkers)
        self.assertIsInstance(flags, ProviderFlags)
        self.assertFalse(flags)
        self.assertEqual((flags.no_objs, flags.no_exits), (True, False))
        self.assertIs(flags_of(Blinkers(no_objs=True, no_exits=False)), flags)
        self.assertIsNot(flags_of(Blinkers()), flags)

    def test_the_stack_is_a_copy(self):
        _, stack = self.char1.get_cmdsets(self.char1, None)
        stack.clear()
        self.assertTrue(self.char1.cmdset.cmdset_stack)
