"""mw Gains (raising, boosts, healing) and harm (damage, Injured, death,
curses)."""

from __future__ import annotations

import unittest
from dataclasses import replace

from rules.errors import RulesError
from rules.mw.damage import damage_word, trigger_curse
from rules.mw.gains import (
    BOOST_COST_PER_STEP,
    HEAL_COST,
    adjust_gains,
    boost_cost,
    heal_word,
    raise_cost,
    raise_word,
)
from rules.mw.ladder import LADDER
from rules.mw.sheet import DIE_ITEM, add_item, make_item, new_sheet


def sheet_with_gains(gains=0):
    return replace(new_sheet("muscle wizard", {"M": "Might", "L": "Leverage"}), gains=gains)


class RaiseTests(unittest.TestCase):

    def test_step_costs(self):
        self.assertEqual([raise_cost(d) for d in LADDER[:-1]], [1, 2, 3, 4, 5, 6])
        with self.assertRaises(RulesError):
            raise_cost(100)

    def test_raise_all_the_way(self):
        sheet = sheet_with_gains(21)
        costs = []
        for _ in range(6):
            cost, sheet = raise_word(sheet, "M")
            costs.append(cost)
        self.assertEqual(costs, [1, 2, 3, 4, 5, 6])
        self.assertEqual((sheet.gains, sheet.word("M").die, sheet.word("M").full), (0, 100, 100))
        with self.assertRaises(RulesError):
            raise_word(replace(sheet, gains=50), "M")

    def test_cannot_afford(self):
        _, sheet = raise_word(sheet_with_gains(1), "M")
        with self.assertRaises(RulesError):
            raise_word(sheet, "M")  # d6 -> d8 costs 2
        self.assertEqual(sheet.word("M").die, 6)

    def test_damaged_word_must_heal_first(self):
        _, sheet = raise_word(sheet_with_gains(10), "M")
        _, sheet = damage_word(sheet, "M")
        with self.assertRaises(RulesError):
            raise_word(sheet, "M")

    def test_boost_cost(self):
        self.assertEqual(BOOST_COST_PER_STEP, 1)
        self.assertEqual([boost_cost(4, n) for n in range(1, 7)], [1, 2, 3, 4, 5, 6])
        self.assertEqual(boost_cost(20, 1), 1)
        for sides, steps in ((4, 0), (4, 7), (100, 1)):
            with self.assertRaises(RulesError):
                boost_cost(sides, steps)

    def test_adjust_gains(self):
        self.assertEqual(adjust_gains(sheet_with_gains(2), 3).gains, 5)
        with self.assertRaises(RulesError):
            adjust_gains(sheet_with_gains(2), -3)


class HarmTests(unittest.TestCase):

    def test_damage_steps_down_then_injures_then_kills(self):
        _, sheet = raise_word(sheet_with_gains(1), "M")  # d6
        harm, sheet = damage_word(sheet, "M")
        self.assertEqual((harm.die_before, harm.die_after, harm.injured, harm.killed), (6, 4, False, False))
        self.assertEqual((sheet.word("M").die, sheet.word("M").full), (4, 6))
        harm, sheet = damage_word(sheet, "M")
        self.assertEqual((harm.injured, harm.killed, sheet.word("M").injured, sheet.dead), (True, False, True, False))
        harm, sheet = damage_word(sheet, "Might")
        self.assertEqual((harm.killed, sheet.dead), (True, True))
        with self.assertRaises(RulesError):
            damage_word(sheet, "L")

    def test_other_words_untouched(self):
        harm, sheet = damage_word(sheet_with_gains(), "L")
        self.assertTrue(sheet.word("L").injured)
        self.assertFalse(sheet.word("M").injured)

    def test_curses(self):
        sheet = add_item(sheet_with_gains(), make_item("Grim Ring", DIE_ITEM, 8, cursed=True))
        sheet = add_item(sheet, make_item("Plain Rock", DIE_ITEM, 4))
        harm, sheet = trigger_curse(sheet, "L", item="Grim")
        self.assertEqual((harm.source, harm.injured), ("Grim Ring", True))
        with self.assertRaises(RulesError):
            trigger_curse(sheet, "M", item="Plain Rock")
        harm, sheet = trigger_curse(sheet, "L", curse="Hex of Noodle Arms")
        self.assertEqual((harm.source, harm.killed, sheet.dead), ("Hex of Noodle Arms", True, True))


class HealTests(unittest.TestCase):

    def test_heal_injured_back_to_d4(self):
        _, sheet = damage_word(sheet_with_gains(2), "L")
        cost, sheet = heal_word(sheet, "L")
        word = sheet.word("L")
        self.assertEqual((cost, HEAL_COST, sheet.gains, word.injured, word.die), (1, 1, 1, False, 4))
        with self.assertRaises(RulesError):
            heal_word(sheet, "L")  # healthy

    def test_heal_one_step_toward_earned_die(self):
        _, sheet = raise_word(sheet_with_gains(3), "M")
        _, sheet = raise_word(sheet, "M")  # d8 earned, 0 Gains
        for _ in range(3):
            _, sheet = damage_word(sheet, "M")  # d6, d4, Injured
        sheet = replace(sheet, gains=5)
        dice = []
        for _ in range(3):
            _, sheet = heal_word(sheet, "M")
            dice.append((sheet.word("M").die, sheet.word("M").injured))
        self.assertEqual(dice, [(4, False), (6, False), (8, False)])
        self.assertEqual(sheet.gains, 2)
        with self.assertRaises(RulesError):
            heal_word(sheet, "M")

    def test_heal_needs_gains(self):
        _, sheet = damage_word(sheet_with_gains(0), "L")
        with self.assertRaises(RulesError):
            heal_word(sheet, "L")


if __name__ == "__main__":
    unittest.main()
