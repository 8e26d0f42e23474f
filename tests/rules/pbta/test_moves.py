"""pbta moves as data, attacks and damage dice, Defend and Readiness,
Take Watch. Every die is scripted."""

from __future__ import annotations

import unittest
from dataclasses import replace

from rules.dice import ScriptedRng
from rules.errors import RulesError
from rules.pbta.bands import CRITICAL, MISS, STANDARD, STEADY, STRONG, WATCH, WEAK
from rules.pbta.combat import attack
from rules.pbta.damage import WEAPONS, DiceExpr, damage_expr, find_weapon, half_up, parse_dice, roll_damage
from rules.pbta.defend import (
    DEFEND_OPTIONS,
    defend,
    drop_guard,
    grant_ally_forward,
    halve_incoming,
    spend_readiness,
    strike_back,
)
from rules.pbta.moves import DEFEND_HOLD, MOVES, REST_HEAL, WATCH_FORWARD
from rules.pbta.sheet import new_sheet
from rules.pbta.stats import STATS
from rules.pbta.uses import ALL_MOVES, USES_BY_STAT, find_move, find_roll, move_by_key, stat_move
from rules.pbta.watch import rouse_camp, take_watch


def hero(forceful=2, agile=1, insightful=1, charming=0):
    return new_sheet("human", {"Forceful": forceful, "Agile": agile, "Insightful": insightful,
                               "Charming": charming})


def pair(dice_total: int) -> list[int]:
    first = min(6, dice_total - 1)
    return [first, dice_total - first]


class MoveDataTests(unittest.TestCase):

    def test_named_moves_and_stats(self):
        stats = {m.key: (m.stat, m.scale.key) for m in MOVES}
        self.assertEqual(stats, {
            "melee": ("Forceful", "standard"), "ranged": ("Agile", "standard"),
            "defend": ("Forceful", "standard"), "rest": ("Forceful", "standard"),
            "watch": ("Insightful", "watch"), "keep_fighting": ("Forceful", "standard"),
            "bargain": ("Charming", "standard"),
        })

    def test_every_move_describes_every_band(self):
        for move in ALL_MOVES + tuple(stat_move(s) for s in STATS):
            with self.subTest(move=move.key):
                self.assertEqual(tuple(b for b, _ in move.outcomes), move.scale.keys)
                for _, text in move.outcomes:
                    self.assertTrue(text.strip())
                self.assertTrue(move.name and move.summary)

    def test_keys_unique_and_findable(self):
        keys = [m.key for m in ALL_MOVES]
        self.assertEqual(len(keys), len(set(keys)))
        for move in ALL_MOVES:
            self.assertIs(find_move(move.name), move)
            self.assertIs(move_by_key(move.key), move)

    def test_find_roll(self):
        self.assertEqual(find_roll("charm").key, "charm")
        self.assertEqual(find_roll("Charming").key, "charming")
        self.assertEqual(find_roll("forc").stat, "Forceful")
        self.assertEqual(find_roll("keep").key, "keep_fighting")
        with self.assertRaises(RulesError):
            find_roll("c")  # Charming, catch, charm, calm...
        with self.assertRaises(RulesError):
            find_roll("juggle")

    def test_uses_per_stat(self):
        counts = {stat: len(keys) for stat, keys in USES_BY_STAT.items()}
        self.assertEqual(counts, {"Forceful": 2, "Agile": 4, "Insightful": 11, "Charming": 6})
        for stat, keys in USES_BY_STAT.items():
            for key in keys:
                self.assertEqual(move_by_key(key).stat, stat)
        self.assertTrue(move_by_key(USES_BY_STAT["Forceful"][0]).offensive)
        self.assertTrue(move_by_key("ranged").offensive)

    def test_band_tables(self):
        self.assertEqual(DEFEND_HOLD, {CRITICAL: 3, STRONG: 3, WEAK: 1, MISS: 0})
        self.assertEqual(WATCH_FORWARD, {STRONG: 1, STEADY: 0, WEAK: -1, MISS: 0})
        self.assertEqual(REST_HEAL, {CRITICAL: (3, 1), STRONG: (2, 1), WEAK: (1, 1), MISS: (0, 1)})
        self.assertEqual(set(DEFEND_HOLD), set(STANDARD.keys))
        self.assertEqual(set(WATCH_FORWARD), set(WATCH.keys))


class DamageDiceTests(unittest.TestCase):

    def test_weapon_table(self):
        dice = {w.key: w.dice for w in WEAPONS}
        for key, expect in (("fist", "d4"), ("club", "d6"), ("spear", "d8"), ("axe", "d10"),
                            ("knife", "d4"), ("sling", "d6"), ("bow", "d6"), ("thrown_spear", "d8"),
                            ("big_club", "d8"), ("stone_axe", "d10")):
            self.assertEqual(dice[key], expect)
        self.assertTrue(find_weapon("bow").ranged and not find_weapon("club").ranged)
        self.assertEqual(find_weapon("thrown").name, "Thrown Spear")

    def test_parse(self):
        self.assertEqual(parse_dice("2d6"), DiceExpr(2, 6, 0))
        self.assertEqual(parse_dice(" D8 + 1 "), DiceExpr(1, 8, 1))
        self.assertEqual(parse_dice("3d4-2"), DiceExpr(3, 4, -2))
        self.assertEqual(parse_dice("d8+1").text, "d8+1")
        self.assertEqual(damage_expr("spear"), DiceExpr(1, 8, 0))
        self.assertEqual(damage_expr("2d6"), DiceExpr(2, 6, 0))

    def test_parse_refuses(self):
        for bad in ("", "d", "0d6", "11d6", "d1", "d101", "d6+21", "2d6*3", "d6+1+1", "__import__",
                    "1e9d6", "d6 d6", "-d6"):
            with self.subTest(bad=bad), self.assertRaises(RulesError):
                parse_dice(bad)
        with self.assertRaises(RulesError):
            damage_expr("boomerang")

    def test_roll_double_half(self):
        rng = ScriptedRng([3, 4])
        plain = roll_damage(rng, parse_dice("2d6+1"))
        self.assertEqual((plain.faces, plain.total), ((3, 4), 8))
        self.assertEqual(rng.calls, [(1, 6), (1, 6)])
        self.assertEqual(roll_damage(ScriptedRng([5]), parse_dice("d8"), doubled=True).total, 10)
        self.assertEqual(roll_damage(ScriptedRng([5]), parse_dice("d8"), halved=True).total, 3)
        self.assertEqual(roll_damage(ScriptedRng([1]), parse_dice("d4-3")).total, 0)
        self.assertEqual([half_up(n) for n in range(6)], [0, 1, 1, 2, 2, 3])


class AttackTests(unittest.TestCase):

    def test_bands_and_damage(self):
        sheet = hero(forceful=1)
        # dice total, damage face, band, damage dealt
        for dice, face, band, dealt in ((12, 5, CRITICAL, 10), (11, 5, STRONG, 5), (9, 5, STRONG, 5),
                                        (8, 5, WEAK, 5), (6, 5, WEAK, 5)):
            rng = ScriptedRng(pair(dice) + [face])
            result, _ = attack(sheet, rng, "club")
            self.assertEqual((result.roll.band, result.dealt), (band, dealt), dice)
            self.assertEqual(rng.calls[-1], (1, 6))
            self.assertEqual(result.damage.doubled, band == CRITICAL)
        rng = ScriptedRng(pair(5))
        result, _ = attack(sheet, rng, "club")
        self.assertEqual((result.roll.band, result.damage, result.dealt), (MISS, None, 0))
        self.assertEqual(rng.remaining, 0)  # no damage die on a miss

    def test_doubling_a_dice_expression(self):
        result, _ = attack(hero(forceful=2), ScriptedRng([6, 5, 4, 3]), "2d6+1")
        self.assertEqual((result.roll.band, result.damage.base, result.dealt), (CRITICAL, 8, 16))
        self.assertEqual(result.weapon, "2d6+1")

    def test_ranged_uses_agile(self):
        result, _ = attack(hero(forceful=2, agile=-1, insightful=2, charming=1), ScriptedRng([4, 4, 2]), "bow")
        self.assertEqual((result.roll.move, result.roll.stat, result.roll.total), ("ranged", "Agile", 7))
        thrown, _ = attack(hero(), ScriptedRng([4, 4, 2, 2]), "2d4", ranged=True)
        self.assertEqual(thrown.roll.stat, "Agile")

    def test_attacking_loses_readiness(self):
        sheet = replace(hero(), readiness=2)
        _, after = attack(sheet, ScriptedRng([1, 1]), "fist")
        self.assertEqual(after.readiness, 0)


class DefendTests(unittest.TestCase):

    def test_holds_by_band(self):
        sheet = hero(forceful=1)
        for dice, hold in ((12, 3), (9, 3), (11, 3), (8, 1), (6, 1), (5, 0), (2, 0)):
            result, after = defend(sheet, ScriptedRng(pair(dice)))
            self.assertEqual((result.hold, after.readiness), (hold, hold), dice)

    def test_new_defend_replaces_hold(self):
        _, sheet = defend(hero(forceful=1), ScriptedRng([6, 6]))
        _, sheet = defend(sheet, ScriptedRng([3, 3]))
        self.assertEqual(sheet.readiness, 1)

    def test_spend_options(self):
        self.assertEqual([o.key for o in DEFEND_OPTIONS],
                         ["redirect", "halve", "ally", "strike", "hold_back", "draw"])
        _, sheet = defend(hero(forceful=1), ScriptedRng([6, 6]))
        for name in ("redirect", "Halve", "draw"):
            option, sheet = spend_readiness(sheet, name)
        self.assertEqual((option.key, sheet.readiness), ("draw", 0))
        with self.assertRaises(RulesError):
            spend_readiness(sheet, "halve")
        with self.assertRaises(RulesError):
            spend_readiness(replace(sheet, readiness=1), "fly away")

    def test_option_effects(self):
        self.assertEqual([halve_incoming(n) for n in (1, 5, 6)], [1, 3, 3])
        ally = grant_ally_forward(hero())
        self.assertEqual([(f.source, f.value) for f in ally.forwards], [("Defend", 1)])
        hit = strike_back(ScriptedRng([7]), parse_dice("d8"))
        self.assertEqual((hit.base, hit.total), (7, 4))

    def test_losing_readiness(self):
        _, sheet = defend(hero(forceful=1), ScriptedRng([6, 6]))
        self.assertEqual(drop_guard(sheet).readiness, 0)
        _, after = attack(sheet, ScriptedRng([1, 1]), "club")
        self.assertEqual(after.readiness, 0)


class WatchTests(unittest.TestCase):

    def test_camp_forward(self):
        watcher = hero(insightful=0)
        for dice, fwd in ((10, 1), (9, 0), (8, -1), (7, -1), (6, 0)):
            result, after = take_watch(watcher, ScriptedRng(pair(dice)))
            self.assertEqual(result.camp_forward, fwd, dice)
            camp = rouse_camp(result, [after, hero()])
            for sheet in camp:
                self.assertEqual(sum(f.value for f in sheet.forwards), fwd)

    def test_watch_forward_reaches_next_roll(self):
        result, watcher = take_watch(hero(insightful=1), ScriptedRng([5, 5]))
        [watcher] = rouse_camp(result, [watcher])
        roll_result, _ = attack(watcher, ScriptedRng([3, 3, 4]), "club")
        self.assertEqual(roll_result.roll.total, 3 + 3 + 2 + 1)


if __name__ == "__main__":
    unittest.main()
