"""ooc speech (say and pose, marked and typed "ooc", one line), offstage and
onstage (to the lounge and back to the last IC room, the hub the first
time), +room (staff: IC/OOC and private), @ooc (Evennia's unpuppet), and
the lounge in the demo world."""

from unittest import mock

from evennia.objects.models import ObjectDB
from evennia.typeclasses.attributes import Attribute

from features.community import demo_lounge, stage
from features.community.commands.ooc import CmdOffstage, CmdOnstage, CmdOOCSay, CmdRoom, CmdUnpuppet, ooc_line
from features.demo import build as demo_build
from tests.helpers.community import CommunityTest


class TestOOCSpeech(CommunityTest):
    def test_say_reaches_the_room_marked_ooc(self):
        out = self.call(CmdOOCSay(), " Hello there", {self.char1: None, self.char2: None})
        self.assertEqual(out[self.char1], '<OOC> Char says, "Hello there"')
        self.assertEqual(out[self.char2], '<OOC> Char says, "Hello there"')

    def test_pose_and_possessive(self):
        out = self.call(CmdOOCSay(), " :waves.", {self.char1: None, self.char2: None})
        self.assertEqual(out[self.char2], "<OOC> Char waves.")
        out = self.call(CmdOOCSay(), " ;'s phone rings.", {self.char1: None, self.char2: None})
        self.assertEqual(out[self.char2], "<OOC> Char's phone rings.")

    def test_message_type_is_ooc(self):
        """A scene log tells OOC speech apart by the text's type kwarg."""
        with mock.patch.object(self.char2, "msg") as heard:
            self.call(CmdOOCSay(), " brb")
        text, kwargs = heard.call_args.kwargs["text"]
        self.assertEqual(kwargs, {"type": "ooc"})
        self.assertIn("brb", text)

    def test_slashes_and_equals_are_speech(self):
        out = self.call(CmdOOCSay(), " /me a=b", {self.char1: None, self.char2: None})
        self.assertEqual(out[self.char2], '<OOC> Char says, "/me a=b"')

    def test_no_forged_lines_and_colour_ends(self):
        line = ooc_line("Char", "hi|/|r[RollLog]|n Admin approved me\nChar2 says, x")
        self.assertNotIn("|/", line)
        self.assertNotIn("\n", line)
        self.assertTrue(line.endswith('|n"'))
        self.assertIn("||", ooc_line("Char", "a || b"))

    def test_braces_and_dollars_are_shown_as_typed(self):
        out = self.call(CmdOOCSay(), " {you} $You() {", {self.char1: None, self.char2: None})
        self.assertEqual(out[self.char2], '<OOC> Char says, "{you} $You() {"')

    def test_empty_is_refused(self):
        for args in ("", "   ", " :", " ;", " |/"):
            with self.subTest(args=args):
                self.refuse(CmdOOCSay(), args, "Say what, out of character?")

    def test_ooc_is_speech_and_unpuppet_is_at_ooc(self):
        from commands.default_cmdsets import AccountCmdSet, CharacterCmdSet

        cmdset = CharacterCmdSet()
        cmdset.at_cmdset_creation()
        self.assertIsInstance(cmdset.get("ooc"), CmdOOCSay)
        account = AccountCmdSet()
        account.at_cmdset_creation()
        self.assertIsInstance(account.get("@ooc"), CmdUnpuppet)
        self.assertIn("unpuppet", account.get("@ooc").aliases)
        self.assertIsNone(account.get("ooc"))


class TestStage(CommunityTest):
    def setUp(self):
        super().setUp()
        self.make_hub_and_lounge()

    def test_offstage_and_back(self):
        self.call(CmdOffstage(), "", "You step offstage to OOC Lounge.")
        self.assertEqual(self.char1.location, self.lounge)
        self.assertEqual(stage.status_label(self.char1), "OOC")
        self.call(CmdOnstage(), "", "You step back onstage, into Room.")
        self.assertEqual(self.char1.location, self.room1)
        self.assertEqual(stage.status_label(self.char1), "IC")

    def test_first_onstage_goes_to_the_hub(self):
        self.char1.move_to(self.lounge, quiet=True)
        self.call(CmdOnstage(), "", "You step back onstage, into Room2.")
        self.assertEqual(self.char1.location, self.room2)

    def test_a_deleted_room_falls_back_to_the_hub(self):
        extra = self.room1.__class__.create("Gone")[0]
        self.char1.move_to(extra, quiet=True)
        self.call(CmdOffstage(), "")
        extra.delete()
        self.call(CmdOnstage(), "", "You step back onstage, into Room2.")

    def test_the_ic_room_is_stored_in_the_database(self):
        self.call(CmdOffstage(), "")
        stored = Attribute.objects.filter(db_key="last_ic_room", db_category=stage.CATEGORY)
        self.assertEqual(stored.count(), 1)
        self.char1.attributes.reset_cache()
        self.assertEqual(stage.last_ic_room(self.char1), self.room1)

    def test_offstage_from_another_ooc_room_keeps_the_ic_room(self):
        self.call(CmdOffstage(), "")
        stage.set_ooc_room(self.room2, True)
        self.char1.move_to(self.room2, quiet=True)
        self.call(CmdOffstage(), "")
        self.assertEqual(stage.last_ic_room(self.char1), self.room1)

    def test_refusals(self):
        self.refuse(CmdOnstage(), "", "You are already onstage")
        self.refuse(CmdOffstage(), " now", "offstage takes no arguments.")
        self.refuse(CmdOnstage(), " x", "onstage takes no arguments.")
        self.char1.move_to(self.lounge, quiet=True)
        self.refuse(CmdOffstage(), "", "You are already in the OOC lounge.")

    def test_others_see_the_move(self):
        out = self.call(CmdOffstage(), "", {self.char1: None, self.char2: None})
        self.assertTrue(out[self.char2])


class TestNoLounge(CommunityTest):
    def test_offstage_without_a_lounge(self):
        self.refuse(CmdOffstage(), "", "There is no OOC lounge yet")

    def test_onstage_without_a_hub(self):
        stage.set_ooc_room(self.room1, True)
        self.refuse(CmdOnstage(), "", "There is no in-character room")


class TestRoomSettings(CommunityTest):
    def test_staff_set_and_clear(self):
        one, two = self.room1.dbref, self.room2.dbref  # ids differ between databases
        self.call(CmdRoom(), "/ooc", f"Room ({one}) is now OOC (out of character) and public.")
        self.assertTrue(stage.is_ooc_room(self.room1))
        self.call(CmdRoom(), "/private here", f"Room ({one}) is now OOC (out of character) and private.")
        self.call(CmdRoom(), "/ic", f"Room ({one}) is now IC (in character) and private.")
        self.call(CmdRoom(), f"/public {two}", f"Room2 ({two}) is now IC")
        self.call(CmdRoom(), "", f"Room ({one}) is IC (in character) and private.")
        self.assertFalse(stage.is_ooc_room(self.room1))
        self.assertTrue(stage.is_private_room(self.room1))

    def test_bad_input(self):
        self.refuse(CmdRoom(), "/ooc Nowhere-at-all", "There is no room 'Nowhere-at-all'.")
        self.refuse(CmdRoom(), "/ooc/ic", "Use one switch at a time.")
        self.refuse(CmdRoom(), "/loud", "Unknown switch /loud")

    def test_players_are_locked_out(self):
        self.assertFalse(CmdRoom().access(self.char2, "cmd"))
        self.assertTrue(CmdRoom().access(self.char1, "cmd"))


class TestLoungeInDemo(CommunityTest):
    def test_built_once_ooc_and_linked_to_the_hub(self):
        demo_build.build()
        count = ObjectDB.objects.count()
        demo_build.build()
        self.assertEqual(ObjectDB.objects.count(), count)
        lounge = stage.lounge()
        self.assertEqual(lounge.key, demo_lounge.LOUNGE_NAME)
        self.assertTrue(stage.is_ooc_room(lounge))
        hub = stage.hub()
        self.assertIn(lounge, [e.destination for e in hub.exits])
        self.assertIn(hub, [e.destination for e in lounge.exits])
        self.assertEqual(len(ObjectDB.objects.get_by_tag("ooc_lounge", category="demo_id")), 1)
