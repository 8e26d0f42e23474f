"""FourfoldCommand.find_character: a full name of someone in the room is
found without a database search; everything else goes through Evennia's
search as before (partial names, ambiguity, NPCs are not characters here)."""

from unittest import mock

from evennia.utils import create

from commands.command import CommandFailed, FourfoldCommand
from tests.game.helpers import FS3CommandTest
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

    def test_someone_elsewhere_or_an_npc_is_not_found_here(self):
        self.make_char("Away", location=self.room2)
        create.create_object("typeclasses.npcs.NPC", key="Goon", location=self.room1)
        for name in ("Away", "Goon"):
            with self.assertRaises(CommandFailed):
                self.cmd().find_character(name)

    def test_two_with_the_same_name_are_not_guessed_between(self):
        self.make_char("Twin")
        self.make_char("Twin")
        with self.assertRaises(CommandFailed) as caught:
            self.cmd().find_character("Twin")
        self.assertIn("could be", str(caught.exception))
