"""FourfoldCommand.find_character: a full name of someone in the room is
found without a database search; everything else goes through Evennia's
search as before (partial names, ambiguity). NPCs are characters: they are
found by name and by alias like anyone."""

from unittest import mock

from evennia.utils import create

from core.command import CommandFailed, FourfoldCommand
from tests.helpers.game import FS3CommandTest
from typeclasses.characters import Character


class TestFindCharacter(FS3CommandTest):
    def cmd(self):
        cmd = FourfoldCommand()
        cmd.caller = self.char1
        return cmd

    def test_a_full_name_here_needs_no_search(self):
        with mock.patch.object(Character, "search", autospec=True) as search:
            self.assertEqual(self.cmd().find_character("char2"), self.char2)
        search.assert_not_called()

    def test_a_partial_name_is_searched(self):
        self.assertEqual(self.cmd().find_character("Char2"[:5]), self.char2)

    def test_someone_elsewhere_is_not_found_here(self):
        self.make_char("Away", location=self.room2)
        with self.assertRaises(CommandFailed):
            self.cmd().find_character("Away")

    def test_an_npc_here_is_found_by_name_alias_or_prefix(self):
        npc = create.create_object("rulesets.fs3.npcs.NPC", key="Sparring Sergeant",
                                   location=self.room1, aliases=["sergeant"])
        for name in ("Sparring Sergeant", "sergeant", "Sparr"):
            self.assertEqual(self.cmd().find_character(name), npc, name)
        # and from anywhere, by alias or prefix of one
        away = create.create_object("rulesets.fs3.npcs.NPC", key="Bramble",
                                    location=self.room2, aliases=["training spirit"])
        for name in ("Bramble", "training spirit", "train"):
            self.assertEqual(self.cmd().find_character(name, anywhere=True), away, name)

    def test_a_player_alias_is_found_too(self):
        self.char2.aliases.add("Robin")
        self.assertEqual(self.cmd().find_character("robin"), self.char2)

    def test_two_with_the_same_name_are_not_guessed_between(self):
        self.make_char("Twin")
        self.make_char("Twin")
        with self.assertRaises(CommandFailed) as caught:
            self.cmd().find_character("Twin")
        self.assertIn("could be", str(caught.exception))

    def test_searching_anywhere_prefers_the_one_here(self):
        self.make_char("Bob")
        self.make_char("Bob", location=self.room2)
        self.make_char("Away", location=self.room2)
        # a namesake elsewhere does not make the one in front of staff ambiguous
        found = self.cmd().find_character("bob", anywhere=True)
        self.assertEqual((found.key, found.location), ("Bob", self.room1))
        # someone elsewhere is still found, and two elsewhere are not guessed between
        self.assertEqual(self.cmd().find_character("Away", anywhere=True).location, self.room2)
        self.make_char("Twin", location=self.room2)
        self.make_char("Twin", location=self.room2)
        with self.assertRaises(CommandFailed) as caught:
            self.cmd().find_character("Twin", anywhere=True)
        self.assertIn("could be", str(caught.exception))

    def test_a_callable_anywhere_is_asked_only_when_needed(self):
        self.make_char("Away", location=self.room2)
        staff = mock.Mock(return_value=True)
        self.assertEqual(self.cmd().find_character("Char2", anywhere=staff), self.char2)
        staff.assert_not_called()
        self.assertEqual(self.cmd().find_character("Away", anywhere=staff).key, "Away")
        staff.assert_called_once_with()
        with self.assertRaises(CommandFailed):
            self.cmd().find_character("Away", anywhere=mock.Mock(return_value=False))
