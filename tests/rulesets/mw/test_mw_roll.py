"""+roll for mw: the walkthrough, chains, fumbles, items, DCs, pumps, vetoes
and spotting as they reach the roll, +rolls, and bad input."""

from rules.mw.damage import damage_word
from rulesets.mw.commands.history import CmdRolls
from rulesets.mw.commands.roll import CmdRoll
from tests.helpers.mw import MwCommandTest


class TestWalkthroughOnRequest(MwCommandTest):
    """The seven-line walkthrough comes with /explain, not before every roll."""

    def test_a_plain_roll_gives_the_threshold_in_one_line(self):
        self.brontessa()
        out = self.roll(CmdRoll(), "Might,Leverage:perfect vs 8", [5])
        self.assertNotIn("Threshold walkthrough", out)
        self.assertNotIn("1. Starting die", out)
        self.assertIn("threshold 6+", out)

    def test_explain_shows_it_to_the_roller_alone(self):
        self.brontessa()
        out = self.roll(CmdRoll(), "/explain Might,Leverage:perfect vs 8", [5],
                        {self.char1: None, self.char2: None})
        self.assertIn("Threshold walkthrough", out[self.char1])
        self.assertIn("1. Starting die: d8 from Might.", out[self.char1])
        self.assertNotIn("Threshold walkthrough", out[self.char2])
        self.assertIn("threshold 6+", out[self.char2])


class TestWorkedExample(MwCommandTest):
    """Brontessa shoulder-charges a gate, DC 8: Might d8, Leverage a perfect fit."""

    def test_preview_shows_threshold_6_and_rolls_nothing(self):
        self.brontessa()
        before = self.state()
        out = self.roll(CmdRoll(), "/preview Might,Leverage:perfect vs 8", [])
        self.assertIn("Preview of Might (d8) with Leverage (perfect) vs DC 8", out)
        self.assertIn("1. Starting die: d8 from Might.", out)
        self.assertIn("2. Imperfect fits, 1 each: 0.", out)
        self.assertIn("3. Perfect fits, 2 each: 1 (Leverage). Fit contribution: 2.", out)
        self.assertIn("4. Spotting: none.", out)
        self.assertIn("Threshold: d8 max 8 - 2 fits - 0 spotting = 6+", out)
        self.assertIn("d8 6+, d10 8+", out)
        self.assertEqual(self.state(), before)

    def test_a_6_explodes_into_a_d10(self):
        self.brontessa()
        out = self.roll(CmdRoll(), "Might,Leverage:perfect vs 8", [6, 3], receiver=self.char2)
        self.assertEqual(self.last_rng.calls, [(1, 8), (1, 10)])
        self.assertIn("Char rolls Might (d8) with Leverage (perfect) vs DC 8: threshold 6+.", out)
        self.assertIn("Dice: d8: 6 EXPLODES (+1 Gain) -> d10: 3", out)
        self.assertIn("Total: 9 vs DC 8: Success.", out)
        self.assertIn("Gains earned: 1 (1 explosion); Char now has 1.", out)
        self.assertEqual(self.char1.mw.sheet().gains, 1)
        self.assertIn("threshold 6+", self.history()[0]["text"])

    def test_a_5_does_not_explode(self):
        self.brontessa()
        out = self.roll(CmdRoll(), "Might,Leverage:perfect vs 8", [5])
        self.assertIn("Dice: d8: 5\n", out)
        self.assertIn("Total: 5 vs DC 8: Failure.", out)
        self.assertEqual(self.char1.mw.sheet().gains, 0)

    def test_a_first_1_fumbles_before_any_item(self):
        self.brontessa(items=[("Lucky Belt", "die", 6, False), ("Iron Ring", "flat", 6, False)])
        self.char1.mw.ready_item("Lucky Belt")
        self.char1.mw.ready_item("Iron Ring")
        out = self.roll(CmdRoll(), "Might,Leverage:perfect vs 8", [1])
        self.assertIn("d8: 1 FUMBLE", out)
        self.assertIn("Fumble!", out)
        self.assertNotIn("Items:", out)
        self.assertIn("Total: 1 vs DC 8: Failure.", out)
        self.assertEqual(self.char1.mw.use_items, [], "readied items are spent by the roll")


class TestRoll(MwCommandTest):
    def test_chain_of_explosions_earns_gains_by_die(self):
        self.brontessa()
        # threshold 8 - 2 - 1 = 5: d8 5 explodes, d10 (7+) 9 explodes, d12 (9+) 2 stops
        out = self.roll(CmdRoll(), "Might,Leverage:perfect,Zap", [5, 9, 2])
        self.assertEqual(self.last_rng.calls, [(1, 8), (1, 10), (1, 12)])
        self.assertIn("threshold 5+", out)
        self.assertIn("d8: 5 EXPLODES (+1 Gain) -> d10: 9 EXPLODES (+2 Gains) -> d12: 2", out)
        self.assertIn("Total: 16.", out)
        self.assertIn("Gains earned: 3 (2 explosions)", out)
        self.assertEqual(self.char1.mw.sheet().gains, 3)

    def test_a_1_later_in_the_chain_is_no_fumble(self):
        self.brontessa()
        out = self.roll(CmdRoll(), "Might,Leverage:p", [7, 1])
        self.assertIn("d8: 7 EXPLODES (+1 Gain) -> d10: 1", out)
        self.assertNotIn("FUMBLE", out)
        self.assertIn("Total: 8.", out)

    def test_biggest_die_leads_whatever_the_order(self):
        self.brontessa()
        out = self.roll(CmdRoll(), "/explain L:perfect,M", [2])
        self.assertIn("Starting die: d8 from Might.", out)
        self.assertIn("Char rolls Might (d8) with Leverage (perfect): threshold 6+.", out)

    def test_first_named_leads_on_a_tie(self):
        self.brontessa()
        out = self.roll(CmdRoll(), "/explain Zap,Leverage", [2])
        self.assertIn("Starting die: d4 from Zap.", out)
        self.assertIn("threshold 3+", out)

    def test_items_add_after_the_chain(self):
        self.brontessa(items=[("Lucky Belt", "die", 6, False), ("Iron Ring", "flat", 6, True)])
        self.char1.mw.ready_item("Lucky Belt")
        self.char1.mw.ready_item("Iron Ring")
        out = self.roll(CmdRoll(), "Might vs 10", [3, 4])
        self.assertEqual(self.last_rng.calls, [(1, 8), (1, 6)])
        self.assertIn("Items: Lucky Belt d6: 4, Iron Ring +3 (cursed).", out)
        self.assertIn("Total: 10 (3 from the dice, 7 from items) vs DC 10: Success.", out)
        self.assertEqual(self.char1.mw.use_items, [])

    def test_pump_raises_one_word_for_one_roll(self):
        self.brontessa(gains=2)
        out = self.roll(CmdRoll(), "/pump/explain Might=Might,Leverage:perfect vs 8", [8, 4])
        self.assertEqual(self.last_rng.calls, [(1, 10), (1, 12)])
        self.assertIn("Starting die: d10 from Might (pumped from d8 for this roll).", out)
        self.assertIn("Pumped: Might up 1 step(s) for 1 Gain.", out)
        self.assertIn("d10: 8 EXPLODES (+2 Gains) -> d12: 4", out)
        sheet = self.char1.mw.sheet()
        self.assertEqual(sheet.gains, 2 - 1 + 2)
        self.assertEqual(sheet.word("Might").die, 8, "the pump lasts one roll")

    def test_pump_several_steps_and_preview_shows_cost(self):
        self.brontessa(gains=2)
        out = self.roll(CmdRoll(), "/preview/pump Zap:2=Zap", [])
        self.assertIn("Starting die: d8 from Zap (pumped from d4 for this roll).", out)
        self.assertIn("The pump costs 2 Gains.", out)
        self.assertEqual(self.char1.mw.sheet().gains, 2)
        self.roll(CmdRoll(), "/pump Zap:2=Zap", [3])
        self.assertEqual(self.char1.mw.sheet().gains, 0)

    def test_banked_veto_sets_a_word_aside_then_is_spent(self):
        self.brontessa()
        self.char1.mw.add_veto("L")
        out = self.roll(CmdRoll(), "Might,Leverage:perfect", [6])
        self.assertIn("Vetoed and set aside: Leverage.", out)
        self.assertIn("threshold 8+", out)
        self.assertEqual(self.char1.mw.vetoes, [])

    def test_banked_spotting_lowers_the_threshold(self):
        self.brontessa()
        self.give_sheet(self.char2, words={"M": "Muscle", "E": "Endurance", "S": "Spine"})
        self.char1.mw.add_spotter(self.char2, ["Muscle", "Endurance", "Spine"])
        out = self.roll(CmdRoll(), "/explain Might", [7, 2])
        self.assertIn("4. Spotting: Char2 3 Words (-1), worth 1.", out)
        self.assertIn("Spotted by Char2 (-1).", out)
        self.assertIn("d8: 7 EXPLODES (+1 Gain) -> d10: 2", out)
        self.assertEqual(self.char1.mw.spotters, [])

    def test_spotter_who_left_does_not_count(self):
        self.brontessa()
        self.give_sheet(self.char2, words={"M": "Muscle", "E": "Endurance"})
        self.char1.mw.add_spotter(self.char2, ["Muscle", "Endurance"])
        self.char2.move_to(self.room2, quiet=True)
        out = self.roll(CmdRoll(), "Might", [7])
        self.assertIn("Not here to spot any more: Char2.", out)
        self.assertIn("threshold 8+", out)

    def test_spotting_counts_for_nothing_on_a_fumble(self):
        self.brontessa()
        self.give_sheet(self.char2, words={"M": "Muscle", "E": "Endurance"})
        self.char1.mw.add_spotter(self.char2, ["Muscle", "Endurance"])
        out = self.roll(CmdRoll(), "Might", [1])
        self.assertIn("it counts for nothing on a fumble", out)

    def test_private_roll_reaches_only_the_roller(self):
        self.brontessa()
        out = self.roll(CmdRoll(), "/private Might", [3], {self.char1: None, self.char2: None})
        self.assertIn("(private)", out[self.char1])
        self.assertNotIn("Threshold walkthrough", out[self.char1])
        self.assertEqual(out[self.char2], "")
        self.assertTrue(self.history()[-1]["private"])

    def test_public_roll_is_kept_for_rolls(self):
        self.brontessa()
        self.roll(CmdRoll(), "Might", [6], receiver=self.char2)
        self.assertEqual(len(self.history()), 1)
        self.assertEqual(self.history()[0]["kind"], "mw")
        out = self.call(CmdRolls(), "", caller=self.char2)
        self.assertIn("Char rolls Might (d8): threshold 8+.", out)
        self.assertEqual(len(self.rolllog_lines()), 1)


class TestRollRefusals(MwCommandTest):
    def setUp(self):
        super().setUp()
        self.brontessa(gains=1)

    def test_bad_input_changes_nothing(self):
        thirteen = ",".join(["Might"] * 13)
        cases = [
            ("", "Roll which Words?"),
            ("Bogus", "There is no Word of Power called 'Bogus'."),
            ("Q", "You have no Word for Q."),
            ("U", "You have no Word for U."),
            ("Might,,Zap", "A Word is missing between the commas."),
            ("Might:", "Say :perfect or :imperfect after Might."),
            ("Might,Zap:great", "A fit is perfect or imperfect, not 'great'."),
            ("Might vs abc", "'abc' is not a whole number."),
            ("Might vs 0", "A DC runs from 1 to 2000."),
            ("Might vs 8 vs 9", "Give at most one 'vs <DC>'."),
            ("Might,Might", "Name each Word only once."),
            ("Might,M", "Name each Word only once."),
            (thirteen, "Name at most 12 Words."),
            ("Might=Zap", "Only /pump takes an '='."),
            ("/bogus Might", "Unknown switch /bogus."),
            ("/pump Might,Zap", "Put the Word to pump and an '=' before the Words you roll."),
            ("/pump Zap=Might", "Boost one of the Words you are rolling, not Zap."),
            ("/pump Might:x=Might", "'x' is not a whole number."),
            ("/pump Might:2=Might", "That boost costs 2 Gains; you have 1."),
            ("/pump Might:9=Might", "A d8 can go up at most 4 steps."),
            ("x" * 201, "That is too long to be a roll."),
        ]
        for args, expected in cases:
            with self.subTest(args=args):
                self.refuse(CmdRoll(), args, expected)

    def test_injured_word_cannot_roll(self):
        sheet = self.char1.mw.sheet()
        _, sheet = damage_word(sheet, "Leverage")
        self.char1.mw.save(sheet)
        self.refuse(CmdRoll(), "Might,Leverage", "Leverage is Injured: it is out of play until it heals.")

    def test_vetoed_only_word_is_refused_and_the_veto_stays(self):
        self.char1.mw.add_veto("M")
        self.refuse(CmdRoll(), "Might", "Every Word you named was vetoed; name another.")
        self.assertEqual(self.char1.mw.vetoes, ["M"])

    def test_no_sheet(self):
        self.refuse(CmdRoll(), "Might", "You have no Muscle Wizard sheet yet; start with +archetype.",
                    caller=self.char2)

    def test_the_dead_do_not_roll(self):
        from dataclasses import replace

        self.char1.mw.save(replace(self.char1.mw.sheet(), dead=True))
        self.refuse(CmdRoll(), "Might", "This Muscle Wizard is dead.")
