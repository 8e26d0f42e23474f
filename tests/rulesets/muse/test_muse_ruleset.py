"""The same character in an fs3 room and a muse room: two sheets that
never touch, and +roll, +sheet and +stat meaning each room's ruleset."""

from rulesets.fs3.commands.chargen import CmdStat as FS3Stat
from rulesets.muse.commands.chargen import CmdStat as MuseStat
from rulesets.registry import set_room_ruleset
from tests.helpers.muse import MuseCommandTest


def ruleset_keys(char):
    return [cs.key for cs in char.cmdset.all() if str(cs.key).startswith("ruleset_")]


class TestRulesetSwitch(MuseCommandTest):
    def setUp(self):
        super().setUp()
        set_room_ruleset(self.room2, "fs3")

    def test_commands_follow_the_room(self):
        self.char1.move_to(self.room2, quiet=True)
        self.assertEqual(ruleset_keys(self.char1), ["ruleset_fs3"])
        self.char1.cmdset.update()
        for key in ("+roll", "+sheet", "+stat", "+chargen", "+approve", "+setstat"):
            self.assertTrue(type(self.char1.cmdset.current.get(key)).__module__.startswith("rulesets.fs3.commands."),
                            key)
        self.char1.move_to(self.room1, quiet=True)
        self.assertEqual(ruleset_keys(self.char1), ["ruleset_muse"])
        self.char1.cmdset.update()
        for key in ("+roll", "+sheet", "+stat", "+chargen", "+approve", "+setstat"):
            self.assertTrue(type(self.char1.cmdset.current.get(key)).__module__.startswith("rulesets.muse.commands."),
                            key)
        for key in ("+assist", "+challenge", "+overexert", "+scene", "+rolls"):
            self.assertIsNotNone(self.char1.cmdset.current.get(key), key)

    def test_two_sheets(self):
        self.call(MuseStat(), "Might=6", "Might is now 6.")
        self.assertEqual(self.char1.fs3.ratings, {})
        self.char1.move_to(self.room2, quiet=True)
        self.call(FS3Stat(), "Brawn=3", "Brawn is now 3.")
        self.assertEqual(self.char1.fs3.ratings, {"Brawn": 3})
        self.assertEqual(self.char1.muse.traits, {"Might": 6})
        self.char1.muse.approved = True
        self.call(FS3Stat(), "Brawn=4", "Brawn is now 4.")  # the muse approval locks only muse

    def test_roll_by_room(self):
        self.char1.muse.set_rating("Might", 2)
        self.char1.cmdset.update()
        cmd = self.char1.cmdset.current.get("+roll")
        out = self.roll(type(cmd)(), "Might", [5, 2])
        self.assertIn("Char rolls Might (Might 2 = 2 dice): [5] 2 -> 1 success", out)
        self.char1.move_to(self.room2, quiet=True)
        self.char1.cmdset.update()
        cmd = self.char1.cmdset.current.get("+roll")
        self.assertEqual(type(cmd).__module__, "rulesets.fs3.commands.roll")
        with self.dice():
            out = self.call(type(cmd)(), "Might")
        self.assertNotIn("Char rolls Might", out)  # not an fs3 ability
