"""mw rolls: the threshold walkthrough, explosion chains, fumbles, Gains,
items and the DC, including the worked example of the text. Every die is
scripted."""

from __future__ import annotations

import unittest
from dataclasses import replace

from rules.dice import ScriptedRng
from rules.errors import RulesError
from rules.mw.action import Plan, WordUse, plan_roll, take_roll
from rules.mw.roll import (
    MAX_EXPLOSIONS,
    THRESHOLD_FLOOR,
    Spotter,
    Walkthrough,
    preview,
    roll_words,
    threshold_for,
)
from rules.mw.sheet import DIE_ITEM, FLAT_ITEM, add_item, make_item, new_sheet, put_word
from rules.mw.words import make_word


def brontessa():
    """Might at d8 and Leverage, with a die item and a flat item."""
    sheet = new_sheet("muscle wizard", {"M": "Might", "L": "Leverage", "E": "Endurance", "Z": "Zap"})
    sheet = put_word(sheet, make_word("M", "Might", 8))
    sheet = add_item(sheet, make_item("Gate Gloves", DIE_ITEM, 6))
    return add_item(sheet, make_item("Lucky Charm", FLAT_ITEM, 8))


def scripted(faces):
    return ScriptedRng(faces)


class WorkedExampleTests(unittest.TestCase):
    """Might (d8) leads, Leverage is a perfect fit, DC 8."""

    def plan(self):
        return plan_roll(brontessa(), [WordUse("Might"), WordUse("L", "perfect")])

    def test_threshold_is_six(self):
        plan = self.plan()
        self.assertEqual((plan.lead, plan.supports), ("M", (("L", "perfect"),)))
        w = plan.walkthrough
        self.assertEqual((w.die, w.imperfect, w.perfect, w.fit, w.spotting, w.threshold), (8, 0, 1, 2, 0, 6))

    def test_six_explodes_into_a_d10(self):
        rng = scripted([6, 3])
        result, sheet = take_roll(brontessa(), rng, self.plan(), dc=8)
        self.assertEqual(rng.calls, [(1, 8), (1, 10)])
        self.assertEqual([(d.sides, d.face, d.threshold, d.exploded) for d in result.dice],
                         [(8, 6, 6, True), (10, 3, 8, False)])
        self.assertEqual((result.total, result.succeeded, result.gains, sheet.gains), (9, True, 1, 1))

    def test_five_does_not_explode(self):
        result, _ = take_roll(brontessa(), scripted([5]), self.plan(), dc=8)
        self.assertEqual((result.explosions, result.total, result.succeeded), (0, 5, False))

    def test_first_one_fumbles_even_with_an_item(self):
        rng = scripted([1])
        result, sheet = take_roll(brontessa(), rng, self.plan(), items=["Gate Gloves", "Lucky"], dc=8)
        self.assertEqual(rng.remaining, 0)
        self.assertEqual(rng.calls, [(1, 8)])  # no item die thrown
        self.assertTrue(result.fumble)
        self.assertEqual((result.items, result.total, result.succeeded, result.gains), ((), 1, False, 0))
        self.assertEqual(sheet.gains, 0)

    def test_items_after_the_roll(self):
        rng = scripted([5, 4])
        result, _ = take_roll(brontessa(), rng, self.plan(), items=["gate", "lucky"], dc=12)
        self.assertEqual(rng.calls, [(1, 8), (1, 6)])
        self.assertEqual([(i.name, i.value) for i in result.items], [("Gate Gloves", 4), ("Lucky Charm", 4)])
        self.assertEqual((result.dice_total, result.total, result.succeeded), (5, 13, True))
        self.assertEqual(result.walkthrough.threshold, 6)  # items never touch it


class ThresholdTests(unittest.TestCase):

    def test_walkthrough_fields(self):
        w = preview(20, imperfect=2, perfect=1, spotters=(Spotter("Ann", 3), Spotter("Bo", 4)))
        self.assertEqual((w.die, w.imperfect, w.perfect, w.fit, w.spotting, w.threshold), (20, 2, 1, 4, 3, 13))
        self.assertEqual(preview(20).threshold, 20)

    def test_spotting_floors_per_spotter(self):
        self.assertEqual(preview(12, spotters=(Spotter("A", 1), Spotter("B", 1))).spotting, 0)
        self.assertEqual(preview(12, spotters=(Spotter("A", 2), Spotter("B", 3))).spotting, 2)
        self.assertEqual(preview(12, spotters=(Spotter("A", 5),)).spotting, 2)

    def test_floor_two(self):
        self.assertEqual(THRESHOLD_FLOOR, 2)
        self.assertEqual(preview(4, perfect=1).threshold, 2)
        self.assertEqual(preview(4, perfect=2, imperfect=3).threshold, 2)
        self.assertEqual(threshold_for(6, 4), 2)
        self.assertEqual(threshold_for(6, 5), 2)
        self.assertEqual(threshold_for(100, 99), 2)

    def test_chain_thresholds(self):
        w = preview(8, imperfect=1, perfect=1)
        self.assertEqual(w.chain_thresholds(), ((8, 5), (10, 7), (12, 9), (20, 17), (100, 97)))
        self.assertEqual(preview(4, perfect=3).chain_thresholds()[:3], ((4, 2), (6, 2), (8, 2)))

    def test_preview_bounds(self):
        for kwargs in ({"die": 7}, {"die": 8, "imperfect": -1}, {"die": 8, "perfect": 12},
                       {"die": 8, "spotters": (Spotter("X", 13),)}):
            with self.assertRaises(RulesError):
                preview(**kwargs)


class ChainTests(unittest.TestCase):

    def test_chained_thresholds_and_gains(self):
        # d6 lead, reduction 1: thresholds d6 5, d8 7, d10 9, d12 11, d20 19
        w = preview(6, imperfect=1)
        rng = scripted([5, 7, 9, 11, 18])
        result = roll_words(rng, w)
        self.assertEqual(rng.calls, [(1, 6), (1, 8), (1, 10), (1, 12), (1, 20)])
        self.assertEqual([d.threshold for d in result.dice], [5, 7, 9, 11, 19])
        self.assertEqual([d.exploded for d in result.dice], [True, True, True, True, False])
        self.assertEqual([d.gains for d in result.dice], [1, 1, 2, 2, 0])
        self.assertEqual((result.explosions, result.gains, result.total, result.capped), (4, 6, 50, False))

    def test_chain_dice_can_roll_one_without_fumbling(self):
        result = roll_words(scripted([4, 1]), preview(4), dc=5)
        self.assertEqual((result.fumble, result.total, result.succeeded), (False, 5, True))

    def test_d20_and_d100_gains(self):
        result = roll_words(scripted([20, 100, 100, 3]), preview(20))
        self.assertEqual([d.sides for d in result.dice], [20, 100, 100, 100])
        self.assertEqual(result.gains, 3 + 10 + 10)

    def test_d100_explodes_into_d100(self):
        rng = scripted([99, 98, 5])
        result = roll_words(rng, preview(100, perfect=1))
        self.assertEqual(rng.calls, [(1, 100)] * 3)
        self.assertEqual((result.explosions, result.total, result.gains), (2, 202, 20))

    def test_ten_explosion_cap(self):
        rng = scripted([100] * 11)
        result = roll_words(rng, preview(100))
        self.assertEqual(rng.remaining, 0)
        self.assertEqual(len(result.dice), MAX_EXPLOSIONS + 1)
        self.assertEqual((result.explosions, result.capped, result.gains), (10, True, 100))
        self.assertFalse(result.dice[-1].exploded)
        self.assertEqual(result.total, 1100)

    def test_cap_with_a_low_threshold(self):
        # reduction 10: d4..d12 explode on 2, d20 on 10, d100 on 90
        rng = scripted([2, 2, 2, 2, 2, 10] + [90] * 5)
        result = roll_words(rng, preview(4, perfect=5))
        self.assertEqual(rng.remaining, 0)
        self.assertEqual([d.threshold for d in result.dice], [2, 2, 2, 2, 2, 10] + [90] * 5)
        self.assertTrue(result.capped)
        self.assertEqual([d.sides for d in result.dice], [4, 6, 8, 10, 12, 20, 100, 100, 100, 100, 100])
        self.assertEqual(result.gains, 1 + 1 + 1 + 2 + 2 + 3 + 10 * 4)

    def test_dc_edges(self):
        self.assertTrue(roll_words(scripted([7]), preview(8), dc=7).succeeded)
        self.assertFalse(roll_words(scripted([6]), preview(8), dc=7).succeeded)
        self.assertIsNone(roll_words(scripted([6]), preview(8)).succeeded)
        for bad in (0, 2001):
            with self.assertRaises(RulesError):
                roll_words(scripted([6]), preview(8), dc=bad)

    def test_fumble_ignores_spotting_and_items(self):
        w = preview(6, spotters=(Spotter("Ann", 8),))
        self.assertEqual(w.threshold, 2)
        result = roll_words(scripted([1]), w, items=(make_item("Club", DIE_ITEM, 4),), dc=1)
        self.assertEqual((result.fumble, result.explosions, result.items, result.succeeded), (True, 0, (), False))
        self.assertEqual(result.to_dict()["fumble"], True)


class PlanTests(unittest.TestCase):

    def test_biggest_die_leads_first_named_breaks_ties(self):
        sheet = brontessa()
        plan = plan_roll(sheet, [WordUse("L", "perfect"), WordUse("M", "imperfect"), WordUse("E", "perfect")])
        self.assertEqual((plan.lead, plan.walkthrough.die), ("M", 8))
        self.assertEqual((plan.walkthrough.imperfect, plan.walkthrough.perfect), (0, 2))
        tie = plan_roll(sheet, [WordUse("E"), WordUse("L", "perfect")])
        self.assertEqual((tie.lead, tie.walkthrough.perfect), ("E", 1))

    def test_vetoed_words_are_set_aside_first(self):
        sheet = brontessa()
        plan = plan_roll(sheet, [WordUse("M"), WordUse("L", "perfect"), WordUse("Z", "p")], vetoed=["Zap"])
        self.assertEqual((plan.vetoed, plan.walkthrough.perfect, plan.walkthrough.threshold), (("Z",), 1, 6))
        vetoed_lead = plan_roll(sheet, [WordUse("M"), WordUse("L", "perfect")], vetoed=["M"])
        self.assertEqual((vetoed_lead.lead, vetoed_lead.walkthrough.die, vetoed_lead.walkthrough.fit), ("L", 4, 0))
        with self.assertRaises(RulesError):
            plan_roll(sheet, [WordUse("M")], vetoed=["M"])
        with self.assertRaises(RulesError):
            plan_roll(sheet, [WordUse("M")], vetoed=["L"])

    def test_injured_word_refused_unless_vetoed(self):
        sheet = put_word(brontessa(), replace(brontessa().word("L"), injured=True))
        with self.assertRaises(RulesError):
            plan_roll(sheet, [WordUse("M"), WordUse("L", "perfect")])
        plan = plan_roll(sheet, [WordUse("M"), WordUse("L", "perfect")], vetoed=["L"])
        self.assertEqual(plan.walkthrough.threshold, 8)

    def test_bad_plans(self):
        sheet = brontessa()
        for uses in ([], [WordUse("M"), WordUse("Might")], [WordUse("W")], [WordUse("M", "great")]):
            with self.subTest(uses=uses), self.assertRaises(RulesError):
                plan_roll(sheet, uses)
        with self.assertRaises(RulesError):
            plan_roll(replace(sheet, dead=True), [WordUse("M")])

    def test_spotters_in_plan(self):
        plan = plan_roll(brontessa(), [WordUse("M"), WordUse("L", "perfect")],
                         spotters=(Spotter("Ann", 2), Spotter("Bo", 5)))
        self.assertEqual((plan.walkthrough.spotting, plan.walkthrough.threshold), (3, 3))

    def test_one_roll_boost(self):
        sheet = replace(brontessa(), gains=3)
        plan = plan_roll(sheet, [WordUse("M"), WordUse("L", "perfect")], boost="L", boost_steps=3)
        self.assertEqual((plan.lead, plan.walkthrough.die, plan.boost_cost), ("L", 10, 3))
        self.assertEqual(plan.supports, (("M", "imperfect"),))
        result, after = take_roll(sheet, scripted([4]), plan)
        self.assertEqual((after.gains, after.word("L").die), (0, 4))  # paid; the Word is unchanged
        with self.assertRaises(RulesError):
            plan_roll(sheet, [WordUse("M")], boost="M", boost_steps=4)  # 4 Gains, 3 held
        with self.assertRaises(RulesError):
            plan_roll(sheet, [WordUse("M")], boost="L")  # not in the roll
        with self.assertRaises(RulesError):
            plan_roll(replace(sheet, gains=99), [WordUse("M")], boost="M", boost_steps=5)  # past d100

    def test_gains_banked_and_items_checked(self):
        sheet = brontessa()
        plan = plan_roll(sheet, [WordUse("M"), WordUse("L", "perfect")])
        result, after = take_roll(sheet, scripted([8, 10, 2]), plan)
        self.assertEqual((result.gains, after.gains), (1 + 2, 3))
        for items in (["Nothing"], ["Gate", "Gate Gloves"]):
            with self.assertRaises(RulesError):
                take_roll(sheet, scripted([3, 3]), plan, items=items)
        self.assertIsInstance(plan, Plan)
        self.assertIsInstance(plan.walkthrough, Walkthrough)


if __name__ == "__main__":
    unittest.main()
