"""+roll: single rolls, plain pools, Luck, /private, rolling for others,
opposed rolls, bad input, and the room history / RollLog copy of each roll.

Sheets: Char (staff) has Wit 3, Alertness 4 (7 dice); Char2 (a player) has
Finesse 2, Stealth 3 (5 dice); Far (a character in Room2) has Alertness 2.
"""

import time
from unittest import mock

from evennia.comms.models import ChannelDB
from evennia.utils.ansi import strip_ansi

from core.rolls.announce import announce_roll
from rulesets.fs3.commands.roll import CmdRoll
from tests.helpers.game import FS3CommandTest, misses

ALERTNESS = "Char rolls Alertness (Alertness 4 + Wit 3 = 7 dice): "
STEALTH = "Char2 rolls Stealth (Stealth 3 + Finesse 2 = 5 dice): "
FAR = "Far rolls Alertness (Alertness 2 + Wit 1 = 3 dice): "


class RollTest(FS3CommandTest):
    def setUp(self):
        super().setUp()
        self.set_sheet(self.char1, Wit=3, Alertness=4)
        self.set_sheet(self.char2, Finesse=2, Stealth=3)
        self.far = self.make_char("Far", location=self.room2)
        self.set_sheet(self.far, Alertness=2)


class TestSingleRoll(RollTest):
    def test_skill_roll_goes_to_the_room_history_and_rolllog(self):
        line = ALERTNESS + "[8] [7] 5 3 2 1 1 -> 2 hits, Good Success"
        with self.dice(8, 1, 7, 5, 3, 2, 1):
            self.call(CmdRoll(), "Alertness", {self.char1: line, self.char2: line})
        [entry] = self.history()
        self.assertEqual((entry["roller"], entry["roller_id"], entry["private"], entry["kind"]),
                         ("Char", self.char1.id, False, "roll"))
        self.assertIn("|g[8]|n |g[7]|n 5 3 2 1 1", entry["text"])  # hits bracketed and coloured
        self.assertEqual(self.history(self.room2), [])
        # the RollLog channel exists (made on first use, once) and got the roll
        self.assertEqual(self.rolllog_lines(), ["[Room] " + line])
        self.roll(CmdRoll(), "Stealth", misses(5), STEALTH, caller=self.char2)
        self.assertEqual(self.rolllog_lines()[-1], "[Room] " + STEALTH + "4 4 4 4 4 -> 0 hits, Failure")
        [channel] = ChannelDB.objects.filter(db_key__iexact="RollLog")
        self.assertIn("listen:perm(Builder)", str(channel.locks))
        self.assertEqual([e["roller"] for e in self.history()], ["Char", "Char2"])

    def test_every_success_level(self):
        cases = [
            ((1, 1, 1, 1, 2, 3, 4), "0 hits, Embarrassing Failure"),  # 4 ones > Wit 3
            ((1, 1, 1, 2, 3, 4, 5), "0 hits, Failure"),  # 3 ones: not more than Wit
            ((7, 1, 1, 1, 1, 2, 3), "1 hit, Success"),
            ((8, 7, 1, 1, 1, 1, 1), "2 hits, Good Success"),  # hits: no embarrassment
            ((8, 8, 7, 4, 4, 4, 4), "3 hits, Good Success"),
            ((8, 8, 7, 7, 4, 4, 4), "4 hits, Great Success"),
            ((8, 8, 8, 7, 7, 4, 4), "5 hits, Great Success"),
            ((8, 8, 8, 7, 7, 7, 4), "6 hits, Amazing Success"),
            ((8, 8, 8, 8, 7, 7, 7), "7 hits, Amazing Success"),
        ]
        for faces, outcome in cases:
            with self.subTest(outcome=outcome):
                out = self.roll(CmdRoll(), "Alertness", faces, ALERTNESS)
                self.assertTrue(out.endswith(f"-> {outcome}"), out)

    def test_pool_make_up(self):
        cases = [
            # a bare attribute rolls twice its rating; its own rating sets embarrassment
            ("Wit", (8, 4, 4, 4, 4, 4), "Char rolls Wit (Wit 3 twice = 6 dice): [8] 4 4 4 4 4 -> 1 hit, Success"),
            ("wit", (1, 1, 1, 1, 4, 4),
             "Char rolls Wit (Wit 3 twice = 6 dice): 4 4 1 1 1 1 -> 0 hits, Embarrassing Failure"),
            ("aLeRt", misses(7), ALERTNESS + "4 4 4 4 4 4 4 -> 0 hits, Failure"),  # any case, unique prefix
            ("Alertness+2", misses(9), "Char rolls Alertness (Alertness 4 + Wit 3 + modifier 2 = 9 dice)"),
            ("  Alertness  -  3 ", misses(4), "Char rolls Alertness (Alertness 4 + Wit 3 - modifier 3 = 4 dice)"),
            ("Alertness+10", misses(17), "Char rolls Alertness (Alertness 4 + Wit 3 + modifier 10 = 17 dice)"),
            # below one die still rolls one
            ("Alertness-10", (8,), "Char rolls Alertness (Alertness 4 + Wit 3 - modifier 10 = -3, rolled as 1 die):"
                                   " [8] -> 1 hit, Success"),
            ("5", (8, 2, 7, 1, 3), "Char rolls 5 dice: [8] [7] 3 2 1 -> 2 hits, Good Success"),
            ("28+2", misses(30), "Char rolls 28 dice (+ modifier 2 = 30 dice)"),
            # a plain pool has no ruling attribute: ones never embarrass it
            ("3", (1, 1, 1), "Char rolls 3 dice: 1 1 1 -> 0 hits, Failure"),
        ]
        for args, faces, expected in cases:
            with self.subTest(args=args):
                self.roll(CmdRoll(), args, faces, expected)

    def test_bad_input_gives_one_line_and_changes_nothing(self):
        cases = [
            ("", "Roll what?"),
            ("   ", "Roll what?"),
            ("Bogus", "There is no ability called 'Bogus' (see +abilities)."),
            ("A", "'A' could be Alertness, Archery, Athletics: type more of it."),
            ("Alertness+11", "A modifier runs from -10 to +10; +11 is out of range."),
            ("Alertness-11", "A modifier runs from -10 to +10; -11 is out of range."),
            ("Alertness+99999", "That modifier is far out of range."),
            ("Alertness+", "'Alertness+' is not an ability or a number of dice"),
            ("Alertness+2+2", "'Alertness+2+2' is not an ability or a number of dice"),
            ("Alertness*2", "'Alertness*2' is not an ability or a number of dice"),
            ("31", "That pool would be 31 dice; the most anyone rolls is 30."),
            ("25+10", "That pool would be 35 dice; the most anyone rolls is 30."),
            ("99999999", "That is far more dice than anyone rolls."),
            ("Alértness", "'Alértness' is not an ability or a number of dice"),
            ("⚔", "'⚔' is not an ability or a number of dice"),
            ("!!!", "'!!!' is not an ability or a number of dice"),
            ("=Alertness", "Put a name before the '='."),
            ("Char2=", "'' is not an ability or a number of dice"),
            ("Nobody=Alertness", "There is no character called 'Nobody'."),
            ("Zoë=Alertness", "There is no character called 'Zoë'."),
            ("C=Alertness", "'C' could be Char, Char2: type more of the name."),
            ("/bogus Alertness", "Unknown switch /bogus. This command takes /luck, /private."),
            ("/luck/bogus Alertness", "Unknown switch /bogus. This command takes /luck, /private."),
            ("/LUCK/p/x Alertness", "Unknown switch /x. This command takes /luck, /private."),
        ]
        for args, expected in cases:
            with self.subTest(args=args):
                out = self.refuse(CmdRoll(), args, expected)
                if args.strip() and "=" not in args and not args.startswith("/"):
                    self.assertEqual(out.splitlines()[-1], "Usage: +roll <ability>[+N|-N]  or  +roll <ability> "
                                                          "vs <name>=<ability|N>")

    def test_a_long_line_of_spaces_is_answered_at_once(self):
        start = time.monotonic()
        self.refuse(CmdRoll(), "a" + " " * 5000 + "!", "'a !' is not an ability or a number of dice")
        self.refuse(CmdRoll(), "Alertness vs" + " " * 5000 + "Stealth  x", "Name the other side")
        self.roll(CmdRoll(), "Alertness" + " " * 5000 + "vs" + " " * 500 + "3", misses(10), ALERTNESS)
        self.assertLess(time.monotonic() - start, 2)


class TestLuckAndPrivate(RollTest):
    def test_luck_spends_one_point_and_adds_three_dice(self):
        self.assertEqual(self.char1.fs3.luck, 3)
        self.roll(CmdRoll(), "/luck Alertness", (8,) + tuple(misses(9)),
                  "Char rolls Alertness (Alertness 4 + Wit 3 + luck 3 = 10 dice): [8] 4 4 4 4 4 4 4 4 4 -> 1 hit")
        self.assertEqual(self.char1.fs3.luck, 2)
        self.roll(CmdRoll(), "/LU Alertness", misses(10), "Char rolls Alertness (Alertness 4 + Wit 3 + luck 3")
        self.assertEqual(self.char1.fs3.luck, 1)
        # opposed: the first side's Luck
        self.roll(CmdRoll(), "/luck Alertness vs Char2=Stealth", misses(10) + misses(5),
                  "Char rolls Alertness (Alertness 4 + Wit 3 + luck 3 = 10 dice)")
        self.assertEqual((self.char1.fs3.luck, self.char2.fs3.luck), (0, 3))
        # staff rolling with Luck for someone spends theirs
        self.roll(CmdRoll(), "/luck Char2=Stealth", misses(8),
                  "Char2 rolls Stealth (Stealth 3 + Finesse 2 + luck 3 = 8 dice)")
        self.assertEqual((self.char1.fs3.luck, self.char2.fs3.luck), (0, 2))

    def test_luck_refused_at_zero_or_on_a_plain_pool(self):
        self.char1.fs3.luck = 0
        self.refuse(CmdRoll(), "/luck Alertness", "Char has no Luck left to spend.")
        self.refuse(CmdRoll(), "/luck Alertness vs Guard=3", "Char has no Luck left to spend.")
        self.assertEqual(self.char1.fs3.luck, 0)
        self.refuse(CmdRoll(), "/luck 5", "Luck goes with a character's own ability rolls, not a plain pool.",
                    caller=self.char2)
        self.refuse(CmdRoll(), "/luck Guard=5 vs Char2=Stealth", "Luck goes with your own ability rolls")
        self.assertEqual(self.char2.fs3.luck, 3)

    def test_private_roll_goes_only_to_the_roller(self):
        with self.dice(8, 4, 4, 4, 4):
            out = self.call(CmdRoll(), "/private Stealth",
                            {self.char2: "(private) " + STEALTH + "[8] 4 4 4 4 -> 1 hit, Success", self.char1: None},
                            caller=self.char2)
        self.assertEqual(out[self.char1], "")
        [entry] = self.history()
        self.assertTrue(entry["private"])
        self.assertEqual(entry["roller_id"], self.char2.id)
        self.assertEqual(self.rolllog_lines(), ["[Room private] " + STEALTH + "[8] 4 4 4 4 -> 1 hit, Success"])
        # opposed, with switches abbreviated and combined
        with self.dice(*misses(10), *misses(5)):
            out = self.call(CmdRoll(), "/priv/luck Alertness vs Char2=Stealth",
                            {self.char1: "(private) Char rolls Alertness", self.char2: None})
        self.assertEqual(out[self.char2], "")
        self.assertTrue(self.history()[-1]["private"])
        self.assertEqual(self.char1.fs3.luck, 2)


class TestRollingForOthers(RollTest):
    def test_staff_rolls_for_anyone(self):
        out = self.roll(CmdRoll(), "Char2=Stealth", (8, 8, 4, 4, 1),
                        STEALTH + "[8] [8] 4 4 1 -> 2 hits, Good Success (rolled by Char)")
        self.assertNotIn("\n", out)
        self.roll(CmdRoll(), "far=Alertness", misses(3), FAR + "4 4 4 -> 0 hits, Failure (rolled by Char)")
        self.roll(CmdRoll(), "Guard=6", misses(6),
                  "Guard rolls 6 dice: 4 4 4 4 4 4 -> 0 hits, Failure (rolled by Char)")
        self.assertEqual(len(self.history(self.room1)), 3)  # kept where they were rolled
        self.assertEqual(self.history(self.room2), [])

    def test_a_player_rolls_only_for_themselves(self):
        self.roll(CmdRoll(), "Char2=Stealth", misses(5), STEALTH, caller=self.char2)
        self.roll(CmdRoll(), "me=Stealth", misses(5), STEALTH, caller=self.char2)
        self.assertNotIn("rolled by", self.history()[-1]["text"])
        only_self = "You can only roll for yourself; staff can roll for others."
        self.refuse(CmdRoll(), "Char=Alertness", only_self, caller=self.char2)
        self.refuse(CmdRoll(), "char=Alertness vs Guard=3", only_self, caller=self.char2)
        self.refuse(CmdRoll(), "Far=Alertness", "There is nobody called 'Far' here.", caller=self.char2)
        self.refuse(CmdRoll(), "Nobody=Stealth", "There is nobody called 'Nobody' here.", caller=self.char2)


class TestOpposed(RollTest):
    def test_ability_vs_character_in_the_room(self):
        expected = (ALERTNESS + "[8] [7] 5 3 2 1 1 -> 2 hits, Good Success\n"
                    + STEALTH + "4 4 4 2 1 -> 0 hits, Failure\n"
                    "Char: Solid Victory (net 2). Char succeeded; Char2 failed.")
        with self.dice(8, 1, 7, 5, 3, 2, 1, 4, 4, 4, 2, 1):
            self.call(CmdRoll(), "Alertness vs Char2=Stealth", {self.char1: expected, self.char2: expected})
        [entry] = self.history()
        self.assertEqual(entry["kind"], "opposed")
        self.assertEqual(self.rolllog_lines(), ["[Room] " + expected])

    def test_victory_levels_and_who_succeeded(self):
        cases = [
            # (Char's 7 dice, Char2's 5 dice, verdict)
            ((7,) + (4,) * 6, misses(5), "Char: Marginal Victory (net 1). Char succeeded; Char2 failed."),
            ((8, 7, 7) + (4,) * 4, (8, 4, 4, 4, 4), "Char: Solid Victory (net 2). Char succeeded; Char2 succeeded."),
            ((8, 8, 8, 8) + (4,) * 3, misses(5), "Char: Crushing Victory (net 4). Char succeeded; Char2 failed."),
            ((8,) + (4,) * 6, (7, 4, 4, 4, 4), "Draw. Char succeeded; Char2 succeeded."),
            (misses(7), misses(5), "Draw. Char failed; Char2 failed."),
            (misses(7), (8, 8, 8, 8, 8), "Char2: Crushing Victory (net 5). Char failed; Char2 succeeded."),
            ((8,) + (4,) * 6, (8, 8, 8, 4, 4), "Char2: Solid Victory (net 2). Char succeeded; Char2 succeeded."),
        ]
        for mine, theirs, verdict in cases:
            with self.subTest(verdict=verdict):
                out = self.roll(CmdRoll(), "Alertness vs Char2=Stealth", tuple(mine) + tuple(theirs), ALERTNESS)
                self.assertEqual(out.splitlines()[-1], verdict)

    def test_unnamed_opponents(self):
        self.roll(CmdRoll(), "Char=Alertness vs Guard=5", (8, 8, 4, 4, 4, 4, 4, 7, 1, 1, 1, 1),
                  ALERTNESS + "[8] [8] 4 4 4 4 4 -> 2 hits, Good Success\n"
                  "Guard rolls 5 dice: [7] 1 1 1 1 -> 1 hit, Success\n"
                  "Char: Marginal Victory (net 1). Char succeeded; Guard succeeded.")
        out = self.roll(CmdRoll(), "Alertness VS 3+1", misses(7) + [8, 8, 4, 4], ALERTNESS)
        self.assertIn("\nOpponent rolls 3 dice (+ modifier 1 = 4 dice): [8] [8] 4 4 -> 2 hits", out)
        self.assertTrue(out.endswith("\nOpponent: Solid Victory (net 2). Char failed; Opponent succeeded."))
        # staff may put an unnamed side first
        out = self.roll(CmdRoll(), "Guard=2 vs Char2=Stealth", misses(2) + misses(5), "Guard rolls 2 dice")
        self.assertTrue(out.endswith("(rolled by Char)"))

    def test_labels_reach_everyone_as_typed(self):
        # braces and $ in a typed name are neither a template nor a function
        # (an unmatched brace must not make this a traceback)
        for name in ("Gu{ard}x", "Gu{you}", "Gu{ard", "{}", "$You()", "a\\b"):
            with self.subTest(name=name):
                expected = (ALERTNESS + "4 4 4 4 4 4 4 -> 0 hits, Failure\n"
                            f"{name} rolls 2 dice: 4 4 -> 0 hits, Failure\n"
                            f"Draw. Char failed; {name} failed.")
                with self.dice(*misses(7), *misses(2)):
                    self.call(CmdRoll(), f"Alertness vs {name}=2",
                              {self.char1: expected, self.char2: expected})
                self.assertEqual(strip_ansi(self.history()[-1]["text"]), expected)

    def test_the_roller_hears_it_first(self):
        heard = []

        def hear(obj, text=None, **kwargs):
            heard.append((obj.key, text[0] if isinstance(text, tuple) else text))

        with mock.patch.object(type(self.char1), "msg", autospec=True, side_effect=hear):
            announce_roll(self.char2, "Char2 rolls {x} $You()")
        self.assertEqual(heard, [("Char2", "Char2 rolls {x} $You()"), ("Char", "Char2 rolls {x} $You()")])

    def test_a_player_opposes_only_someone_in_the_room(self):
        self.roll(CmdRoll(), "Stealth vs Char=Alertness", misses(5) + misses(7), STEALTH, caller=self.char2)
        self.roll(CmdRoll(), "Char2=Stealth vs Char=Alertness", misses(5) + misses(7), STEALTH,
                  caller=self.char2)
        self.refuse(CmdRoll(), "Stealth vs Far=Alertness", "There is nobody called 'Far' here.", caller=self.char2)
        self.refuse(CmdRoll(), "Char=Alertness vs Char2=Stealth",
                    "You can only roll for yourself; staff can roll for others.", caller=self.char2)

    def test_staff_may_oppose_anyone(self):
        out = self.roll(CmdRoll(), "Alertness vs Far=Alertness", misses(7) + misses(3), ALERTNESS)
        self.assertIn("\n" + FAR, out)
        self.roll(CmdRoll(), "Far=Alertness vs Char2=Stealth", misses(3) + misses(5), FAR)
        self.assertTrue(self.history()[-1]["text"].endswith("(rolled by Char)"))

    def test_bad_opposed_rolls(self):
        cases = [
            ("Alertness vs Char=Alertness", "A character cannot roll against themselves."),
            ("Alertness vs me=Alertness", "A character cannot roll against themselves."),
            ("Alertness vs Stealth", "Name the other side: vs <name>=<ability>, or vs <N> for unnamed dice."),
            ("Alertness vs Char2=Bogus", "There is no ability called 'Bogus'"),
            ("Alertness vs Char2=Stealth+11", "A modifier runs from -10 to +10"),
            ("Alertness vs Guard=31", "That pool would be 31 dice"),
            ("Alertness vs Nobody=Stealth", "There is no character called 'Nobody'."),
            ("Alertness vs Char2=Stealth vs 3", "An opposed roll has two sides, joined by one 'vs'."),
            ("Bogus vs Char2=Stealth", "There is no ability called 'Bogus'"),
        ]
        for args, expected in cases:
            with self.subTest(args=args):
                self.refuse(CmdRoll(), args, expected)
