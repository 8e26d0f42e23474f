"""+rolls: the room's roll history, its cap (FOURFOLD_ROLL_HISTORY) and who
sees private rolls in it."""

from django.test import override_settings
from evennia.utils.ansi import strip_ansi

from commands.rolls import CmdRolls
from rulesets.fs3.commands.roll import CmdRoll
from tests.helpers.game import FS3CommandTest


def plain(n):
    """The line for a one-die plain roll that came up ``n``."""
    return f"Char rolls 1 die: {n} -> 0 hits, Failure"


class TestRollHistory(FS3CommandTest):
    def setUp(self):
        super().setUp()
        self.char3 = self.make_char("Char3")  # a player (no staff permission)

    def listed(self, caller=None, args=""):
        """The roll texts +rolls lists for ``caller`` (timestamps cut off)."""
        out = self.call(CmdRolls(), args, caller=caller)
        return [line.split(" ", 2)[2] for line in out.splitlines()[1:]]

    def test_no_rolls_yet_and_each_room_keeps_its_own(self):
        self.call(CmdRolls(), "", "No rolls have been made here yet.", caller=self.char2)
        self.roll(CmdRoll(), "1", (1,), plain(1))
        self.char1.location = self.room2
        self.call(CmdRolls(), "", "No rolls have been made here yet.")

    def test_lists_the_last_rolls_oldest_first(self):
        for face in (1, 2, 3):
            self.roll(CmdRoll(), "1", (face,), plain(face))
        self.roll(CmdRoll(), "2 vs 1", (8, 8, 4), "Char rolls 2 dice")
        out = self.call(CmdRolls(), "", "Last 4 roll(s) here:", caller=self.char2)
        self.assertRegex(out.splitlines()[1], r"^\d\d-\d\d \d\d:\d\d Char rolls 1 die")
        self.assertIn("Char: Solid Victory (net 2).", out)  # an opposed roll is listed whole
        self.assertEqual(self.listed(args="2")[0], plain(3))
        last = self.call(CmdRolls(), " 1 ", "Last 1 roll(s) here:")
        self.assertIn("Opponent rolls 1 die", last)
        self.assertNotIn("Char rolls 1 die", last)

    @override_settings(FOURFOLD_ROLL_HISTORY=3)
    def test_history_is_capped(self):
        for face in range(1, 6):
            self.roll(CmdRoll(), "1", (face,), plain(face))
        self.assertEqual([strip_ansi(e["text"]) for e in self.history()], [plain(3), plain(4), plain(5)])
        self.assertEqual(self.listed(args="10"), [plain(3), plain(4), plain(5)])
        self.assertEqual(len(self.rolllog_lines()), 5)  # the channel still got every roll

    @override_settings(FOURFOLD_ROLL_HISTORY=0)
    def test_a_cap_of_zero_keeps_nothing(self):
        self.roll(CmdRoll(), "1", (1,), plain(1))
        self.assertEqual(self.history(), [])

    def test_private_rolls_are_listed_for_their_roller_and_staff_only(self):
        self.roll(CmdRoll(), "/private 1", (2,), "(private) Char2 rolls 1 die", caller=self.char2)
        self.roll(CmdRoll(), "1", (3,), "Char2 rolls 1 die", caller=self.char2)
        self.roll(CmdRoll(), "/private 1", (4,), "(private) Char rolls 1 die")
        mine2, public, mine1 = (strip_ansi(e["text"]) for e in self.history())
        mine2, mine1 = "(private) " + mine2, "(private) " + mine1
        self.call(CmdRolls(), "", "Last 3 roll(s) here:")
        self.assertEqual(self.listed(), [mine2, public, mine1])
        self.assertEqual(self.listed(self.char2), [mine2, public])
        self.assertEqual(self.listed(self.char3), [public])
        self.call(CmdRolls(), "", "Last 1 roll(s) here:", caller=self.char3)

    def test_bad_input(self):
        self.roll(CmdRoll(), "1", (1,), plain(1))
        for args in ("0", "-1", "abc", "²", "٣", "1.5", "99999", "3 4"):
            with self.subTest(args=args):
                self.refuse(CmdRolls(), args, f"'{args}' is not a number of rolls. Give a whole number from 1 to 9999.")
        self.refuse(CmdRolls(), "/all", "This command takes no switches (you gave /all).")
        self.assertEqual(len(self.history()), 1)
