"""pbta: stats, peoples, chargen, bands and the 2d6 roll record
(docs/rulings.md, "pbta"). Every die here is scripted; nothing patches random."""

from __future__ import annotations

import unittest
from dataclasses import replace

from rules.dice import ScriptedRng
from rules.errors import RulesError
from rules.pbta import bands
from rules.pbta.bands import CRITICAL, MISS, STANDARD, STEADY, STRONG, WATCH, WEAK, band_for
from rules.pbta.moves import BARGAIN, DEFEND, KEEP_FIGHTING, MELEE, TAKE_WATCH
from rules.pbta.roll import (
    FORWARD_PREFIX,
    MODIFIER_MAX,
    MODIFIER_MIN,
    ZERO_HP_PENALTY,
    ZERO_HP_SOURCE,
    Modifier,
    build_modifiers,
    roll_move,
)
from rules.pbta.sheet import (
    BARGAINING,
    DEAD,
    DOWN,
    FUNCTIONING,
    LAST_ACTION,
    UNCONSCIOUS,
    UP,
    Forward,
    Sheet,
    add_forward,
    new_sheet,
    with_stat,
)
from rules.pbta.stats import (
    CHARGEN_TOTAL,
    PEOPLES,
    STANDARD_ARRAY,
    STATS,
    check_chargen,
    find_people,
    find_stat,
)
from rules.pbta.uses import find_move, stat_move


def hero(forceful=2, agile=1, insightful=1, charming=0, people="human") -> Sheet:
    return new_sheet(people, {"Forceful": forceful, "Agile": agile, "Insightful": insightful,
                              "Charming": charming})


def pair(dice_total: int) -> list[int]:
    """Two d6 faces adding to ``dice_total`` (2..12)."""
    first = min(6, dice_total - 1)
    return [first, dice_total - first]


def roll(sheet, move, dice_total, modifier=0):
    rng = ScriptedRng(pair(dice_total))
    result, after = roll_move(sheet, move, rng, modifier)
    assert rng.remaining == 0 and rng.calls == [(1, 6), (1, 6)]
    return result, after


class StatsAndPeoplesTests(unittest.TestCase):

    def test_four_stats(self):
        self.assertEqual(STATS, ("Forceful", "Agile", "Insightful", "Charming"))
        self.assertEqual(find_stat("ins"), "Insightful")
        self.assertEqual(find_stat("CHARMING"), "Charming")
        with self.assertRaises(RulesError):
            find_stat("Wits")

    def test_peoples_hp(self):
        hp = {p.name: p.hp for p in PEOPLES}
        self.assertEqual(hp, {"Woodling": 8, "Wall Person": 9, "Human": 10, "Neanderthal": 12, "Giant": 14})
        self.assertEqual(find_people("wall").hp, 9)
        self.assertEqual(find_people("wall_person").name, "Wall Person")

    def test_new_sheet_full_hp(self):
        for people in PEOPLES:
            sheet = hero(people=people.key)
            self.assertEqual((sheet.hp, sheet.max_hp, sheet.level), (people.hp, people.hp, 1))

    def test_standard_array_is_legal_and_spends_budget(self):
        self.assertEqual(sum(STANDARD_ARRAY), CHARGEN_TOTAL)
        check_chargen(dict(zip(STATS, STANDARD_ARRAY)))
        check_chargen(dict(zip(STATS, (2, 2, 1, -1))))
        check_chargen(dict(zip(STATS, (1, 1, 1, 1))))

    def test_chargen_refusals(self):
        for bad in ((3, 1, 0, 0), (2, 2, 1, 0), (2, 1, 1, -2), (2, 1, 1)):
            with self.subTest(bad=bad), self.assertRaises(RulesError):
                check_chargen(dict(zip(STATS, bad)))

    def test_stat_range_in_play(self):
        sheet = with_stat(hero(), "Forceful", 3)
        self.assertEqual(sheet.stat("Forceful"), 3)
        with_stat(sheet, "Agile", -1)
        for bad in (4, -2):
            with self.assertRaises(RulesError):
                with_stat(sheet, "Agile", bad)


class BandTests(unittest.TestCase):

    def test_standard_boundaries(self):
        expect = {-1: MISS, 6: MISS, 7: WEAK, 9: WEAK, 10: STRONG, 12: STRONG, 13: CRITICAL, 17: CRITICAL}
        for total, band in expect.items():
            self.assertEqual(band_for(total, STANDARD), band, total)

    def test_watch_boundaries(self):
        expect = {6: MISS, 7: WEAK, 8: WEAK, 9: STEADY, 10: STRONG, 13: STRONG}
        for total, band in expect.items():
            self.assertEqual(band_for(total, WATCH), band, total)

    def test_labels(self):
        self.assertEqual([b.label for b in STANDARD.bands], ["13+", "10-12", "7-9", "6-"])
        self.assertEqual([b.label for b in WATCH.bands], ["10+", "9", "7-8", "6-"])
        self.assertTrue(bands.succeeded(WEAK) and not bands.succeeded(MISS))

    def test_rolled_boundaries(self):
        sheet = hero(forceful=1)
        for dice, band in ((5, MISS), (6, WEAK), (8, WEAK), (9, STRONG), (11, STRONG), (12, CRITICAL)):
            result, _ = roll(sheet, stat_move("Forceful"), dice)
            self.assertEqual((result.total, result.band), (dice + 1, band))

    def test_rolled_watch_boundaries(self):
        sheet = hero(insightful=0)
        for dice, band in ((6, MISS), (7, WEAK), (8, WEAK), (9, STEADY), (10, STRONG)):
            result, _ = roll(sheet, TAKE_WATCH, dice)
            self.assertEqual(result.band, band, dice)


class RollRecordTests(unittest.TestCase):

    def test_record_holds_dice_modifiers_total(self):
        result, _ = roll_move(hero(forceful=2), MELEE, ScriptedRng([3, 5]), modifier=1)
        self.assertEqual(result.dice, (3, 5))
        self.assertEqual(result.modifiers, (Modifier("Forceful", 2), Modifier("modifier", 1)))
        self.assertEqual((result.total, result.band, result.stat, result.label), (11, STRONG, "Forceful",
                                                                                   "Melee Combat"))
        self.assertEqual(result.to_dict()["modifiers"], [["Forceful", 2], ["modifier", 1]])
        self.assertEqual(result.to_dict()["total"], 11)

    def test_negative_stat_and_modifier_bounds(self):
        result, _ = roll(hero(charming=-1, forceful=2, agile=2, insightful=1), stat_move("Charming"), 7)
        self.assertEqual((result.total, result.band), (6, MISS))
        roll_move(hero(), MELEE, ScriptedRng([1, 1]), MODIFIER_MIN)
        roll_move(hero(), MELEE, ScriptedRng([1, 1]), MODIFIER_MAX)
        for bad in (MODIFIER_MIN - 1, MODIFIER_MAX + 1):
            with self.assertRaises(RulesError):
                roll_move(hero(), MELEE, ScriptedRng([1, 1]), bad)

    def test_forwards_apply_once_then_are_spent(self):
        sheet = add_forward(add_forward(hero(insightful=1), 1, "Take Watch"), 1, "Defend")
        sheet = add_forward(sheet, 0, "nothing")  # a zero forward is not banked
        self.assertEqual(len(sheet.forwards), 2)
        first, sheet = roll(sheet, find_move("remember"), 6)
        self.assertEqual(first.total, 6 + 1 + 1 + 1)
        self.assertIn(Modifier(FORWARD_PREFIX + "Take Watch", 1), first.modifiers)
        self.assertEqual(sheet.forwards, ())
        second, _ = roll(sheet, find_move("remember"), 6)
        self.assertEqual(second.total, 7)

    def test_negative_forward(self):
        sheet = add_forward(hero(agile=1), -1, "late watch")
        result, sheet = roll(sheet, find_move("dodge"), 9)
        self.assertEqual((result.total, result.band), (9, WEAK))
        self.assertEqual(sheet.forwards, ())

    def test_minus_one_while_functioning_at_zero(self):
        sheet = replace(hero(forceful=1), hp=0, condition=FUNCTIONING)
        parts = build_modifiers(sheet, "Forceful")
        self.assertEqual(parts[-1], Modifier(ZERO_HP_SOURCE, ZERO_HP_PENALTY))
        result, after = roll(sheet, find_move("break"), 9)
        self.assertEqual((result.total, result.band), (9, WEAK))
        self.assertEqual(after.condition, FUNCTIONING)  # the penalty stays until healed
        again, _ = roll(after, find_move("break"), 9)
        self.assertEqual(again.total, 9)

    def test_no_penalty_when_up_or_on_last_action(self):
        for sheet in (hero(forceful=1), replace(hero(forceful=1), hp=0, condition=LAST_ACTION)):
            self.assertNotIn(ZERO_HP_SOURCE, [m.source for m in build_modifiers(sheet, "Forceful")])

    def test_last_action_then_unconscious(self):
        sheet = replace(hero(), hp=0, condition=LAST_ACTION)
        _, after = roll(sheet, MELEE, 8)
        self.assertEqual(after.condition, UNCONSCIOUS)
        with self.assertRaises(RulesError):
            roll(after, MELEE, 8)

    def test_who_may_roll_what(self):
        up = hero()
        down = replace(up, hp=0, condition=DOWN)
        out = replace(up, hp=0, condition=BARGAINING)
        dead = replace(up, hp=0, condition=DEAD)
        for sheet, move in ((up, KEEP_FIGHTING), (up, BARGAIN), (down, MELEE), (down, BARGAIN),
                            (out, MELEE), (out, KEEP_FIGHTING), (dead, BARGAIN), (dead, MELEE)):
            with self.subTest(cond=sheet.condition, move=move.key), self.assertRaises(RulesError):
                roll_move(sheet, move, ScriptedRng([3, 3]))
        roll(down, KEEP_FIGHTING, 7)
        roll(out, BARGAIN, 7)

    def test_offensive_move_drops_readiness(self):
        sheet = replace(hero(), readiness=3)
        _, after = roll(sheet, find_move("remember"), 8)
        self.assertEqual(after.readiness, 3)
        _, after = roll(sheet, DEFEND, 8)  # defend itself is not offensive (defend.py sets the hold)
        self.assertEqual(after.readiness, 3)
        for move in (MELEE, find_move("ranged")):
            _, after = roll(sheet, move, 8)
            self.assertEqual(after.readiness, 0)


class SheetTests(unittest.TestCase):

    def test_round_trip(self):
        sheet = replace(add_forward(hero(), 1, "Defend"), tokens=5, readiness=1,
                        temptation="honey", prices=("favor",))
        data = sheet.to_dict()
        self.assertEqual(Sheet.from_dict(data), sheet)
        self.assertEqual(data["forwards"], [["Defend", 1]])

    def test_from_dict_refuses_broken_state(self):
        data = hero().to_dict()
        for key, value in (("hp", 11), ("condition", "sleepy"), ("condition", DOWN), ("people", "elf")):
            with self.subTest(key=key), self.assertRaises(RulesError):
                Sheet.from_dict({**data, key: value})
        with self.assertRaises(RulesError):
            Sheet.from_dict({**data, "hp": 0})  # 0 HP needs a 0-HP condition
        Sheet.from_dict({**data, "hp": 0, "condition": FUNCTIONING})

    def test_forward_record(self):
        self.assertEqual(add_forward(hero(), -1, "x").forwards, (Forward("x", -1),))
        self.assertEqual(hero().condition, UP)


if __name__ == "__main__":
    unittest.main()
