"""fs3 rolls: the catalogue, the sheet, pool make-up, dice, levels and
Embarrassing Failure (docs/rulings.md, "fs3: sheet" and "fs3: rolls").

Every roll here goes through a ScriptedRng, so each face is chosen by the
test; nothing patches the random module.
"""

from __future__ import annotations

import random
import unittest

from rules.dice import DiceRoll, ScriptedRng, ScriptedRngExhausted, roll_dice
from rules.errors import RulesError
from rules.fs3.abilities import Ability, Catalogue
from rules.fs3.levels import Level, level_for
from rules.fs3.roll import (
    LUCK_DICE,
    MAX_POOL,
    MODIFIER_MAX,
    MODIFIER_MIN,
    PoolPart,
    build_pool,
    plain_pool,
    roll_pool,
)
from rules.fs3.sheet import STARTING_LUCK, Budget, Sheet, adjust_luck, check_budget, points_spent
from rulesets.fs3.abilities import ATTRIBUTES, SKILLS

CAT = Catalogue.from_data(ATTRIBUTES, SKILLS)


def ab(name: str) -> Ability:
    return CAT.find(name)


def make_sheet(luck: int = STARTING_LUCK, **ratings: int) -> Sheet:
    sheet = Sheet(luck=luck)
    for name, value in ratings.items():
        sheet = sheet.with_rating(ab(name), value)
    return sheet


def parts(pool) -> list[tuple[str, int]]:
    return [(p.label, p.dice) for p in pool.parts]


def roll_with(pool, faces):
    """Roll ``pool`` with exactly ``faces``; fail if the roller asks for more
    or fewer dice than that."""
    rng = ScriptedRng(faces)
    result = roll_pool(pool, rng)
    assert rng.remaining == 0, f"pool of {pool.dice} dice left {rng.remaining} scripted faces unused"
    assert rng.calls == [(1, 8)] * len(faces), "every die must be a d8"
    return result


def plain(faces, modifier: int = 0):
    """A plain pool of len(faces) dice rolled with those faces."""
    return roll_with(plain_pool(len(faces), modifier), faces)


# --------------------------------------------------------------------------- seam


class RngSeamTests(unittest.TestCase):

    def test_scripted_rng_returns_values_in_order(self):
        rng = ScriptedRng([3, 8, 1])
        self.assertEqual(roll_dice(rng, 3, 8).faces, (3, 8, 1))

    def test_scripted_rng_rejects_a_value_outside_the_range(self):
        with self.assertRaises(AssertionError):
            roll_dice(ScriptedRng([9]), 1, 8)

    def test_scripted_rng_runs_out_loudly(self):
        with self.assertRaises(ScriptedRngExhausted):
            roll_dice(ScriptedRng([4]), 2, 8)

    def test_seeded_random_is_reproducible(self):
        a = roll_dice(random.Random(42), 10, 8, hit_on=7)
        b = roll_dice(random.Random(42), 10, 8, hit_on=7)
        self.assertEqual(a, b)

    def test_negative_count_is_refused(self):
        with self.assertRaises(ValueError):
            roll_dice(ScriptedRng([]), -1, 8)

    def test_dice_roll_record(self):
        roll = DiceRoll(sides=8, faces=(7, 1, 8, 3, 1), hit_on=7)
        self.assertEqual(roll.count, 5)
        self.assertEqual(roll.hits, 2)
        self.assertEqual(roll.ones, 2)
        self.assertEqual(roll.sorted_faces, (8, 7, 3, 1, 1))


# --------------------------------------------------------------------- catalogue


class CatalogueTests(unittest.TestCase):

    def test_default_data_matches_the_rulings(self):
        self.assertEqual([a.name for a in CAT.attributes], ["Brawn", "Finesse", "Wit", "Presence", "Grit"])
        expected = {
            "Alertness": "Wit", "Archery": "Finesse", "Athletics": "Brawn", "Dodge": "Finesse",
            "Firearms": "Finesse", "Medicine": "Wit", "Melee": "Brawn", "Persuasion": "Presence",
            "Riding": "Finesse", "Stealth": "Finesse", "Survival": "Wit", "Thrown": "Finesse",
            "Composure": "Grit",
        }
        self.assertEqual({s.name: s.ruling for s in CAT.skills}, expected)

    def test_exact_name_in_any_case(self):
        for typed in ("Alertness", "alertness", "ALERTNESS", "aLeRtNeSs", "  alertness  "):
            with self.subTest(typed=typed):
                self.assertEqual(CAT.find(typed).name, "Alertness")
        self.assertTrue(CAT.find("brawn").is_attribute)

    def test_unique_prefix(self):
        for typed, name in [("ale", "Alertness"), ("AL", "Alertness"), ("d", "Dodge"), ("med", "Medicine"),
                            ("Mel", "Melee"), ("pers", "Persuasion"), ("pres", "Presence"), ("g", "Grit"),
                            ("fin", "Finesse"), ("fir", "Firearms"), ("w", "Wit")]:
            with self.subTest(typed=typed):
                self.assertEqual(CAT.find(typed).name, name)

    def test_ambiguous_prefix_is_refused_and_names_the_choices(self):
        for typed, choices in [("a", {"Alertness", "Archery", "Athletics"}), ("me", {"Medicine", "Melee"}),
                               ("f", {"Finesse", "Firearms"}), ("s", {"Stealth", "Survival"}),
                               ("P", {"Presence", "Persuasion"})]:
            with self.subTest(typed=typed):
                with self.assertRaises(RulesError) as ctx:
                    CAT.find(typed)
                for choice in choices:
                    self.assertIn(choice, ctx.exception.message)

    def test_exact_name_beats_a_longer_name_it_prefixes(self):
        cat = Catalogue.from_data([("Wit", "")], [("Art", "Wit", ""), ("Artistry", "Wit", "")])
        self.assertEqual(cat.find("art").name, "Art")
        self.assertEqual(cat.find("arti").name, "Artistry")

    def test_unknown_and_empty_names_are_refused(self):
        for typed in ("Sorcery", "x", "alertnessy", "", "   ", None):
            with self.subTest(typed=typed):
                with self.assertRaises(RulesError):
                    CAT.find(typed)

    def test_rules_error_is_a_value_error_with_a_readable_message(self):
        with self.assertRaises(ValueError) as ctx:
            CAT.find("Sorcery")
        self.assertIn("Sorcery", str(ctx.exception))

    def test_bad_catalogue_data_is_refused(self):
        with self.assertRaises(ValueError):
            Catalogue.from_data([("Wit", ""), ("wit", "")], [])
        with self.assertRaises(ValueError):
            Catalogue.from_data([("Wit", "")], [("Alertness", "Cunning", "")])


# ------------------------------------------------------------------------- sheet


class RatingTests(unittest.TestCase):

    def test_defaults_are_the_minimums(self):
        sheet = Sheet()
        self.assertEqual(sheet.rating(ab("Brawn")), 1)
        self.assertEqual(sheet.rating(ab("Melee")), 0)

    def test_attribute_range_is_1_to_5(self):
        brawn = ab("Brawn")
        for value in (1, 2, 3, 4, 5):
            self.assertEqual(Sheet().with_rating(brawn, value).rating(brawn), value)
        for value in (0, 6, -1, 9):
            with self.subTest(value=value):
                with self.assertRaises(RulesError):
                    Sheet().with_rating(brawn, value)

    def test_skill_range_is_0_to_8(self):
        melee = ab("Melee")
        for value in range(0, 9):
            self.assertEqual(Sheet().with_rating(melee, value).rating(melee), value)
        for value in (-1, 9, 12):
            with self.subTest(value=value):
                with self.assertRaises(RulesError):
                    Sheet().with_rating(melee, value)

    def test_with_rating_leaves_the_original_alone(self):
        before = Sheet()
        after = before.with_rating(ab("Wit"), 4)
        self.assertEqual(before.rating(ab("Wit")), 1)
        self.assertEqual(after.rating(ab("Wit")), 4)

    def test_dict_round_trip(self):
        sheet = make_sheet(luck=1, Wit=3, Alertness=2)
        self.assertEqual(Sheet.from_dict(sheet.to_dict()), sheet)
        self.assertEqual(Sheet.from_dict(None).luck, STARTING_LUCK)


class BudgetTests(unittest.TestCase):

    def test_points_count_above_the_minimums(self):
        self.assertEqual(points_spent(Sheet(), CAT), (0, 0))
        sheet = make_sheet(Brawn=3, Wit=2, Melee=4, Alertness=1)
        self.assertEqual(points_spent(sheet, CAT), (3, 5))

    def test_spending_exactly_the_budget_passes(self):
        sheet = make_sheet(Brawn=3, Wit=2, Melee=4, Alertness=1)
        check_budget(sheet, CAT, Budget(attribute_points=3, skill_points=5))

    def test_one_attribute_point_over_is_refused(self):
        sheet = make_sheet(Brawn=3, Wit=3)
        with self.assertRaises(RulesError) as ctx:
            check_budget(sheet, CAT, Budget(attribute_points=3, skill_points=10))
        self.assertIn("attribute", ctx.exception.message)

    def test_one_skill_point_over_is_refused(self):
        sheet = make_sheet(Melee=4, Alertness=2)
        with self.assertRaises(RulesError) as ctx:
            check_budget(sheet, CAT, Budget(attribute_points=10, skill_points=5))
        self.assertIn("skill", ctx.exception.message)


class LuckTests(unittest.TestCase):

    def test_luck_starts_at_3(self):
        self.assertEqual(Sheet().luck, 3)

    def test_award_and_spend(self):
        self.assertEqual(adjust_luck(3, 2), 5)
        self.assertEqual(adjust_luck(3, -1), 2)
        self.assertEqual(adjust_luck(1, -1), 0)
        self.assertEqual(adjust_luck(0, 0), 0)

    def test_luck_never_goes_below_zero(self):
        for luck, change in [(0, -1), (2, -3), (3, -10)]:
            with self.subTest(luck=luck, change=change):
                with self.assertRaises(RulesError):
                    adjust_luck(luck, change)


# ------------------------------------------------------------------------- pools


class PoolMakeupTests(unittest.TestCase):

    def test_skill_adds_its_ruling_attribute(self):
        sheet = make_sheet(Wit=2, Alertness=3)
        pool = build_pool(sheet, ab("Alertness"), CAT)
        self.assertEqual(pool.label, "Alertness")
        self.assertEqual(parts(pool), [("Alertness", 3), ("Wit", 2)])
        self.assertEqual((pool.total, pool.dice, pool.ruling_rating), (5, 5, 2))
        result = roll_with(pool, [7, 2, 8, 1, 5])
        self.assertEqual(result.roll.faces, (7, 2, 8, 1, 5))
        self.assertEqual(result.hits, 2)
        self.assertEqual(result.level, Level.GOOD_SUCCESS)

    def test_each_skill_uses_its_own_ruling_attribute(self):
        sheet = make_sheet(Brawn=4, Finesse=2, Wit=3, Presence=5, Grit=1)
        for skill in CAT.skills:
            with self.subTest(skill=skill.name):
                pool = build_pool(sheet, skill, CAT)
                ruling = sheet.rating(ab(skill.ruling))
                self.assertEqual(parts(pool), [(skill.name, 0), (skill.ruling, ruling)])
                self.assertEqual(pool.ruling_rating, ruling)

    def test_unskilled_roll_is_the_attribute_alone(self):
        pool = build_pool(make_sheet(Finesse=3), ab("Stealth"), CAT)
        self.assertEqual(pool.total, 3)

    def test_bare_attribute_is_rolled_twice(self):
        pool = build_pool(make_sheet(Brawn=3), ab("Brawn"), CAT)
        self.assertEqual(parts(pool), [("Brawn", 3), ("Brawn", 3)])
        self.assertEqual((pool.total, pool.ruling_rating), (6, 3))
        roll_with(pool, [1, 2, 3, 4, 5, 6])

    def test_modifiers_add_and_subtract(self):
        sheet = make_sheet(Wit=2, Alertness=3)
        up = build_pool(sheet, ab("Alertness"), CAT, modifier=2)
        self.assertIn(("modifier", 2), parts(up))
        self.assertEqual(up.total, 7)
        down = build_pool(sheet, ab("Alertness"), CAT, modifier=-2)
        self.assertIn(("modifier", -2), parts(down))
        self.assertEqual(down.total, 3)
        roll_with(down, [8, 8, 8])

    def test_zero_modifier_adds_no_part(self):
        pool = build_pool(make_sheet(Wit=2, Alertness=3), ab("Alertness"), CAT, modifier=0)
        self.assertEqual(len(pool.parts), 2)

    def test_luck_adds_three_dice(self):
        self.assertEqual(LUCK_DICE, 3)
        pool = build_pool(make_sheet(Wit=2, Alertness=3), ab("Alertness"), CAT, luck=True)
        self.assertIn(("luck", 3), parts(pool))
        self.assertEqual(pool.total, 8)
        roll_with(pool, [1] * 8)

    def test_aid_adds_or_removes_dice(self):
        sheet = make_sheet(Presence=3, Persuasion=2)
        pool = build_pool(sheet, ab("Persuasion"), CAT, aid=3)
        self.assertIn(("aid", 3), parts(pool))
        self.assertEqual(pool.total, 8)
        pool = build_pool(sheet, ab("Persuasion"), CAT, aid=-2)
        self.assertIn(("aid", -2), parts(pool))
        self.assertEqual(pool.total, 3)

    def test_wound_penalty_removes_dice(self):
        pool = build_pool(make_sheet(Brawn=3, Melee=3), ab("Melee"), CAT, wound_penalty=-2)
        self.assertIn(("wounds", -2), parts(pool))
        self.assertEqual(pool.total, 4)
        roll_with(pool, [7, 7, 7, 7])

    def test_wound_penalty_is_never_positive(self):
        with self.assertRaises(ValueError):
            build_pool(make_sheet(Brawn=3), ab("Melee"), CAT, wound_penalty=1)

    def test_everything_together_is_recorded_part_by_part(self):
        sheet = make_sheet(Brawn=3, Melee=4)
        pool = build_pool(sheet, ab("Melee"), CAT, modifier=-1, luck=True, aid=2, wound_penalty=-1,
                          extra=(PoolPart("stance", 3),))
        self.assertEqual(parts(pool), [("Melee", 4), ("Brawn", 3), ("modifier", -1), ("aid", 2),
                                       ("luck", 3), ("wounds", -1), ("stance", 3)])
        self.assertEqual(pool.total, 13)
        result = roll_with(pool, [8, 7, 6, 5, 4, 3, 2, 1, 1, 7, 2, 2, 2])
        self.assertEqual(result.hits, 3)
        record = result.to_dict()
        self.assertEqual(record["label"], "Melee")
        self.assertEqual(record["parts"][0], ["Melee", 4])
        self.assertEqual(len(record["faces"]), 13)
        self.assertEqual(record["hits"], 3)
        self.assertEqual(record["level"], "Good Success")


class PoolFloorTests(unittest.TestCase):

    def test_pool_of_zero_rolls_one_die(self):
        pool = build_pool(make_sheet(Finesse=1), ab("Stealth"), CAT, modifier=-1)
        self.assertEqual((pool.total, pool.dice), (0, 1))
        self.assertEqual(roll_with(pool, [7]).level, Level.SUCCESS)

    def test_negative_pool_rolls_one_die(self):
        pool = build_pool(make_sheet(Finesse=1), ab("Stealth"), CAT, modifier=-10, wound_penalty=-3)
        self.assertEqual((pool.total, pool.dice), (-12, 1))
        self.assertEqual(roll_with(pool, [3]).level, Level.FAILURE)

    def test_plain_pool_below_one(self):
        self.assertEqual(plain_pool(0).dice, 1)
        self.assertEqual(plain_pool(2, modifier=-5).dice, 1)
        roll_with(plain_pool(0), [8])

    def test_negative_plain_pool_is_refused(self):
        with self.assertRaises(RulesError):
            plain_pool(-1)


class ModifierRangeTests(unittest.TestCase):

    def test_limits(self):
        self.assertEqual((MODIFIER_MIN, MODIFIER_MAX), (-10, 10))

    def test_edges_are_accepted(self):
        sheet = make_sheet(Wit=2, Alertness=3)
        for modifier in (-10, -1, 1, 10):
            with self.subTest(modifier=modifier):
                pool = build_pool(sheet, ab("Alertness"), CAT, modifier=modifier)
                self.assertEqual(pool.total, 5 + modifier)
                self.assertEqual(plain_pool(5, modifier=modifier).total, 5 + modifier)

    def test_outside_is_refused(self):
        sheet = make_sheet(Wit=2, Alertness=3)
        for modifier in (-11, 11, -50, 100):
            with self.subTest(modifier=modifier):
                with self.assertRaises(RulesError):
                    build_pool(sheet, ab("Alertness"), CAT, modifier=modifier)
                with self.assertRaises(RulesError):
                    plain_pool(5, modifier=modifier)


class PoolSizeTests(unittest.TestCase):

    def test_thirty_dice_is_the_most(self):
        self.assertEqual(MAX_POOL, 30)
        self.assertEqual(plain_pool(30).dice, 30)
        self.assertEqual(plain_pool(20, modifier=10).dice, 30)
        roll_with(plain_pool(30), [4] * 30)

    def test_over_thirty_is_refused(self):
        with self.assertRaises(RulesError) as ctx:
            plain_pool(31)
        self.assertIn("31", ctx.exception.message)
        with self.assertRaises(RulesError):
            plain_pool(21, modifier=10)

    def test_ability_pool_at_and_over_the_limit(self):
        sheet = make_sheet(Brawn=5, Melee=8)  # 13 dice
        pool = build_pool(sheet, ab("Melee"), CAT, modifier=10, luck=True, aid=4)
        self.assertEqual(pool.total, 30)
        with self.assertRaises(RulesError):
            build_pool(sheet, ab("Melee"), CAT, modifier=10, luck=True, aid=5)

    def test_bare_attribute_over_the_limit(self):
        sheet = make_sheet(Brawn=5)  # 10 dice
        with self.assertRaises(RulesError):
            build_pool(sheet, ab("Brawn"), CAT, modifier=10, luck=True, aid=8)

    def test_penalties_can_bring_a_pool_back_under(self):
        sheet = make_sheet(Brawn=5, Melee=8)
        pool = build_pool(sheet, ab("Melee"), CAT, modifier=10, luck=True, aid=5, wound_penalty=-1)
        self.assertEqual(pool.total, 30)


# -------------------------------------------------------------------- dice, hits


class HitTests(unittest.TestCase):

    def test_only_seven_and_eight_hit(self):
        for face in range(1, 9):
            with self.subTest(face=face):
                self.assertEqual(plain([face]).hits, 1 if face >= 7 else 0)

    def test_hits_and_ones_are_counted_over_the_whole_pool(self):
        result = plain([1, 2, 3, 4, 5, 6, 7, 8])
        self.assertEqual((result.hits, result.ones), (2, 1))
        self.assertEqual(result.roll.sorted_faces, (8, 7, 6, 5, 4, 3, 2, 1))
        self.assertTrue(result.roll.is_hit(7))
        self.assertFalse(result.roll.is_hit(6))


class LevelTests(unittest.TestCase):

    CASES = [
        (0, Level.FAILURE),
        (1, Level.SUCCESS),
        (2, Level.GOOD_SUCCESS),
        (3, Level.GOOD_SUCCESS),
        (4, Level.GREAT_SUCCESS),
        (5, Level.GREAT_SUCCESS),
        (6, Level.AMAZING_SUCCESS),
        (7, Level.AMAZING_SUCCESS),
        (10, Level.AMAZING_SUCCESS),
    ]

    def test_level_for_each_boundary(self):
        for hits, level in self.CASES:
            with self.subTest(hits=hits):
                self.assertEqual(level_for(hits), level)

    def test_rolled_levels_at_each_boundary(self):
        for hits, level in self.CASES:
            with self.subTest(hits=hits):
                faces = [8] * hits + [4] * (10 - hits)
                result = plain(faces)
                self.assertEqual(result.hits, hits)
                self.assertEqual(result.level, level)
                self.assertEqual(result.succeeded, hits > 0)

    def test_labels(self):
        self.assertEqual(Level.EMBARRASSING_FAILURE.label, "Embarrassing Failure")
        self.assertEqual(Level.FAILURE.label, "Failure")
        self.assertEqual(Level.GOOD_SUCCESS.label, "Good Success")
        self.assertEqual(Level.AMAZING_SUCCESS.label, "Amazing Success")

    def test_order_and_success(self):
        self.assertEqual(sorted(Level), [Level.EMBARRASSING_FAILURE, Level.FAILURE, Level.SUCCESS,
                                         Level.GOOD_SUCCESS, Level.GREAT_SUCCESS, Level.AMAZING_SUCCESS])
        self.assertFalse(Level.EMBARRASSING_FAILURE.succeeded)
        self.assertFalse(Level.FAILURE.succeeded)
        self.assertTrue(Level.SUCCESS.succeeded)


class EmbarrassingFailureTests(unittest.TestCase):
    """No hits and more 1s than the ruling attribute's rating."""

    def alertness(self, faces, wit=2, alertness=2, **kw):
        pool = build_pool(make_sheet(Wit=wit, Alertness=alertness), ab("Alertness"), CAT, **kw)
        return roll_with(pool, faces)

    def test_ones_equal_to_the_rating_is_a_plain_failure(self):
        result = self.alertness([1, 1, 3, 4])
        self.assertEqual(result.ones, 2)
        self.assertEqual(result.level, Level.FAILURE)

    def test_one_more_one_than_the_rating_is_embarrassing(self):
        result = self.alertness([1, 1, 1, 4])
        self.assertEqual(result.level, Level.EMBARRASSING_FAILURE)
        self.assertFalse(result.succeeded)
        self.assertEqual(result.to_dict()["level"], "Embarrassing Failure")

    def test_a_single_hit_prevents_it(self):
        self.assertEqual(self.alertness([1, 1, 1, 7]).level, Level.SUCCESS)

    def test_the_ruling_attribute_counts_not_the_skill(self):
        # Wit 1, Alertness 5: two 1s beat Wit though they are fewer than the skill.
        self.assertEqual(self.alertness([1, 1, 2, 2, 3, 3], wit=1, alertness=5).level,
                         Level.EMBARRASSING_FAILURE)
        self.assertEqual(self.alertness([1, 2, 2, 2, 3, 3], wit=1, alertness=5).level, Level.FAILURE)
        # Wit 5, Alertness 1: five 1s are not more than Wit.
        self.assertEqual(self.alertness([1, 1, 1, 1, 1, 2], wit=5, alertness=1).level, Level.FAILURE)

    def test_extra_dice_do_not_change_the_threshold(self):
        result = self.alertness([1, 1, 1, 2, 2, 2, 2], luck=True)
        self.assertEqual(result.pool.ruling_rating, 2)
        self.assertEqual(result.level, Level.EMBARRASSING_FAILURE)

    def test_bare_attribute_uses_that_attribute(self):
        pool = build_pool(make_sheet(Brawn=2), ab("Brawn"), CAT)
        self.assertEqual(pool.ruling_rating, 2)
        self.assertEqual(roll_with(pool, [1, 1, 5, 6]).level, Level.FAILURE)
        self.assertEqual(roll_with(pool, [1, 1, 1, 6]).level, Level.EMBARRASSING_FAILURE)

    def test_bare_attribute_rating_five_needs_six_ones(self):
        pool = build_pool(make_sheet(Presence=5), ab("Presence"), CAT)
        self.assertEqual(roll_with(pool, [1] * 5 + [2] * 5).level, Level.FAILURE)
        self.assertEqual(roll_with(pool, [1] * 6 + [2] * 4).level, Level.EMBARRASSING_FAILURE)

    def test_level_for_boundary(self):
        self.assertEqual(level_for(0, ones=3, ruling_rating=3), Level.FAILURE)
        self.assertEqual(level_for(0, ones=4, ruling_rating=3), Level.EMBARRASSING_FAILURE)
        self.assertEqual(level_for(1, ones=9, ruling_rating=1), Level.SUCCESS)

    def test_plain_pools_have_no_ruling_attribute(self):
        result = plain([1, 1, 1, 1, 1])
        self.assertIsNone(result.pool.ruling_rating)
        self.assertEqual(result.level, Level.FAILURE)
        self.assertEqual(level_for(0, ones=5), Level.FAILURE)
