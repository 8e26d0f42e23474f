"""pbta HP: damage, 0 HP, Keep Fighting, Bargain for Your Life, rest,
healing and levels. Every die is scripted."""

from __future__ import annotations

import unittest
from dataclasses import replace

from rules.dice import ScriptedRng
from rules.errors import RulesError
from rules.pbta.combat import attack
from rules.pbta.health import (
    CHANGED,
    FAVOR,
    apply_damage,
    bargain,
    heal,
    keep_fighting,
    pay_price,
    rest,
    wake,
)
from rules.pbta.levels import adjust_tokens, level_up, level_up_cost
from rules.pbta.roll import ZERO_HP_SOURCE
from rules.pbta.sheet import (
    BARGAINING,
    DEAD,
    DOWN,
    FUNCTIONING,
    LAST_ACTION,
    UNCONSCIOUS,
    UP,
    add_forward,
    new_sheet,
)


def hero(forceful=2, agile=1, insightful=1, charming=0, people="human"):
    return new_sheet(people, {"Forceful": forceful, "Agile": agile, "Insightful": insightful,
                              "Charming": charming})


def pair(dice_total: int) -> list[int]:
    first = min(6, dice_total - 1)
    return [first, dice_total - first]


def downed(**stats):
    sheet, hurt = apply_damage(hero(**stats), 99)
    assert hurt.keep_fighting
    return sheet


class DamageTests(unittest.TestCase):

    def test_damage_floors_at_zero_and_calls_keep_fighting(self):
        sheet, hurt = apply_damage(hero(), 4)
        self.assertEqual((sheet.hp, hurt.keep_fighting, sheet.condition), (6, False, UP))
        sheet, hurt = apply_damage(sheet, 9)
        self.assertEqual((sheet.hp, hurt.hp_before, hurt.hp_after), (0, 6, 0))
        self.assertEqual((hurt.keep_fighting, sheet.condition), (True, DOWN))

    def test_exactly_zero(self):
        sheet, hurt = apply_damage(hero(people="woodling"), 8)
        self.assertTrue(hurt.keep_fighting)
        sheet, hurt = apply_damage(hero(people="woodling"), 7)
        self.assertEqual((sheet.hp, hurt.keep_fighting), (1, False))

    def test_hit_while_at_zero(self):
        for cond in (FUNCTIONING, LAST_ACTION):
            sheet, hurt = apply_damage(replace(hero(), hp=0, condition=cond), 1)
            self.assertEqual((sheet.condition, hurt.keep_fighting), (DOWN, True))
        sheet, _ = apply_damage(replace(hero(), hp=0, condition=UNCONSCIOUS), 2)
        self.assertEqual(sheet.condition, BARGAINING)
        for cond in (DOWN, BARGAINING):
            sheet, hurt = apply_damage(replace(hero(), hp=0, condition=cond), 2)
            self.assertEqual((sheet.condition, hurt.keep_fighting), (cond, False))
        with self.assertRaises(RulesError):
            apply_damage(replace(hero(), hp=0, condition=DEAD), 1)
        with self.assertRaises(RulesError):
            apply_damage(hero(), -1)

    def test_attack_damage_applied(self):
        result, _ = attack(hero(forceful=2), ScriptedRng([6, 5, 4]), "club")
        target, hurt = apply_damage(hero(people="woodling"), result.dealt)
        self.assertEqual((result.dealt, target.hp, hurt.keep_fighting), (8, 0, True))


class KeepFightingTests(unittest.TestCase):

    def test_outcomes_by_band(self):
        # Forceful +1: dice 12 -> 13, 9 -> 10, 11 -> 12, 6 -> 7, 8 -> 9, 5 -> 6
        for dice, cond, hp in ((12, UP, 1), (9, FUNCTIONING, 0), (11, FUNCTIONING, 0),
                               (6, LAST_ACTION, 0), (8, LAST_ACTION, 0), (5, BARGAINING, 0)):
            outcome, sheet = keep_fighting(downed(forceful=1), ScriptedRng(pair(dice)))
            self.assertEqual((outcome.condition, sheet.condition, sheet.hp), (cond, cond, hp), dice)

    def test_functioning_carries_minus_one_until_healed(self):
        _, sheet = keep_fighting(downed(forceful=1), ScriptedRng([5, 5]))
        self.assertEqual(sheet.condition, FUNCTIONING)
        result, _ = attack(sheet, ScriptedRng([4, 4, 1]), "club")
        self.assertIn(ZERO_HP_SOURCE, [m.source for m in result.roll.modifiers])
        self.assertEqual(result.roll.total, 4 + 4 + 1 - 1)
        sheet = heal(sheet, 1)
        self.assertEqual((sheet.condition, sheet.hp), (UP, 1))
        result, _ = attack(sheet, ScriptedRng([4, 4, 1]), "club")
        self.assertEqual(result.roll.total, 9)

    def test_last_action_then_out_then_bargain_if_hit(self):
        _, sheet = keep_fighting(downed(forceful=1), ScriptedRng([4, 3]))
        _, sheet = attack(sheet, ScriptedRng([2, 2, 3]), "club")
        self.assertEqual(sheet.condition, UNCONSCIOUS)
        self.assertEqual(wake(sheet).condition, FUNCTIONING)
        sheet, _ = apply_damage(sheet, 1)
        self.assertEqual(sheet.condition, BARGAINING)
        with self.assertRaises(RulesError):
            wake(sheet)

    def test_forwards_spent_on_keep_fighting(self):
        sheet = add_forward(downed(forceful=0), 1, "Defend")
        outcome, sheet = keep_fighting(sheet, ScriptedRng([6, 6]))
        self.assertEqual((outcome.roll.total, sheet.forwards, sheet.hp), (13, (), 1))


class BargainTests(unittest.TestCase):

    def spirits(self, charming):
        sheet = replace(hero(charming=charming, forceful=1, agile=1, insightful=1), hp=0, condition=BARGAINING)
        return sheet

    def test_outcomes_by_band(self):
        for dice, cond, hp, due in ((12, UP, 1, False), (9, FUNCTIONING, 0, False), (11, FUNCTIONING, 0, False),
                                    (6, FUNCTIONING, 0, True), (8, FUNCTIONING, 0, True), (5, DEAD, 0, False)):
            outcome, sheet = bargain(self.spirits(1), ScriptedRng(pair(dice)))
            self.assertEqual((sheet.condition, sheet.hp, sheet.price_due, outcome.price_due),
                             (cond, hp, due, due), dice)

    def test_price_choice(self):
        _, sheet = bargain(self.spirits(0), ScriptedRng([4, 4]))
        with self.assertRaises(RulesError):
            pay_price(sheet, "gold")
        paid = pay_price(sheet, FAVOR)
        self.assertEqual((paid.price_due, paid.prices), (False, (FAVOR,)))
        self.assertEqual(pay_price(sheet, "Changed").prices, (CHANGED,))
        with self.assertRaises(RulesError):
            pay_price(paid, CHANGED)

    def test_death_is_final(self):
        _, sheet = bargain(self.spirits(0), ScriptedRng([1, 2]))
        self.assertEqual(sheet.condition, DEAD)
        for action in (lambda: heal(sheet, 3), lambda: apply_damage(sheet, 1),
                       lambda: attack(sheet, ScriptedRng([3, 3]), "club"),
                       lambda: bargain(sheet, ScriptedRng([3, 3]))):
            with self.assertRaises(RulesError):
                action()


class RestTests(unittest.TestCase):

    def test_heal_by_band(self):
        hurt, _ = apply_damage(hero(forceful=1, people="giant"), 13)
        for dice, d3s, healed in ((12, [3, 2, 1], 7), (9, [3, 3], 7), (11, [1, 1], 3), (6, [2], 3),
                                  (8, [1], 2), (5, [], 1)):
            rng = ScriptedRng(pair(dice) + d3s)
            result, after = rest(hurt, rng)
            self.assertEqual(rng.remaining, 0)
            self.assertEqual(rng.calls[2:], [(1, 3)] * len(d3s))
            self.assertEqual((result.healed, after.hp), (healed, 1 + healed), dice)

    def test_rest_caps_at_max_and_lifts_zero_state(self):
        result, after = rest(replace(hero(forceful=1), hp=9), ScriptedRng([6, 6, 3, 3, 3]))
        self.assertEqual((result.rolled, result.healed, after.hp), (10, 1, 10))
        _, after = rest(replace(hero(forceful=1), hp=0, condition=FUNCTIONING), ScriptedRng([2, 2]))
        self.assertEqual((after.hp, after.condition), (1, UP))


class LevelTests(unittest.TestCase):

    def test_cost(self):
        self.assertEqual([level_up_cost(n) for n in (1, 2, 5)], [8, 9, 12])

    def test_level_up(self):
        sheet = adjust_tokens(hero(agile=1), 8)
        up = level_up(sheet, "agile")
        self.assertEqual((up.level, up.tokens, up.stat("Agile"), up.max_hp, up.hp), (2, 0, 2, 11, 11))
        with self.assertRaises(RulesError):
            level_up(adjust_tokens(up, 8), "Agile")  # level 2 costs 9
        again = level_up(adjust_tokens(up, 9), "Agile")
        self.assertEqual((again.level, again.stat("Agile"), again.max_hp), (3, 3, 12))
        with self.assertRaises(RulesError):
            level_up(adjust_tokens(again, 20), "Agile")  # +3 is the top

    def test_tokens_and_state(self):
        with self.assertRaises(RulesError):
            adjust_tokens(hero(), -1)
        with self.assertRaises(RulesError):
            level_up(replace(adjust_tokens(hero(), 8), hp=0, condition=UNCONSCIOUS), "Agile")
        up = level_up(replace(adjust_tokens(hero(), 8), hp=0, condition=FUNCTIONING), "Agile")
        self.assertEqual((up.hp, up.condition), (1, UP))


if __name__ == "__main__":
    unittest.main()
