"""fs3 aid: the level bonus table, aiding up, aiding down, lapsing, and the
one-aid-per-roll rules (docs/rulings.md, "fs3: aid")."""

from __future__ import annotations

import unittest

from rules.errors import RulesError
from rules.fs3.aid import (
    DOWN,
    LAPSE_SECONDS,
    LEVEL_BONUS,
    UP,
    UP_CAP,
    UP_MAX_HELPERS,
    Grant,
    Party,
    bonus_from,
    check_aid_down,
    check_aid_up,
    level_bonus,
    live_for,
    make_grants,
    prune,
)
from rules.fs3.levels import Level

NOW = 10_000.0
SKILL = "Persuasion"


def party(pid: str, rating: int = 0, received=(), given=()) -> Party:
    return Party(id=pid, name=pid.title(), received=tuple(received), given=tuple(given), skill_rating=rating)


def grant(kind: str, helper: Party, target: Party, level: Level = Level.SUCCESS, skill: str = SKILL,
          now: float = NOW) -> Grant:
    (g,) = make_grants(kind, helper, [target], skill, level, now)
    return g


class LevelBonusTests(unittest.TestCase):

    def test_table(self):
        expected = {
            Level.EMBARRASSING_FAILURE: -1,
            Level.FAILURE: -1,
            Level.SUCCESS: 0,
            Level.GOOD_SUCCESS: 1,
            Level.GREAT_SUCCESS: 2,
            Level.AMAZING_SUCCESS: 3,
        }
        self.assertEqual(LEVEL_BONUS, expected)
        for level, bonus in expected.items():
            with self.subTest(level=level.label):
                self.assertEqual(level_bonus(level), bonus)
                self.assertEqual(grant(UP, party("a"), party("b"), level).bonus, bonus)
                self.assertEqual(grant(DOWN, party("a", 4), party("b"), level).bonus, bonus)

    def test_embarrassing_failure_counts_as_failure(self):
        self.assertEqual(level_bonus(Level.EMBARRASSING_FAILURE), level_bonus(Level.FAILURE))


class AidUpBonusTests(unittest.TestCase):

    def bonus(self, *levels: Level) -> int:
        target = party("t")
        grants = [grant(UP, party(f"h{i}"), target, lv) for i, lv in enumerate(levels)]
        total, used = bonus_from(grants, SKILL, NOW + 1)
        self.assertEqual(used, grants)
        return total

    def test_one_helper(self):
        self.assertEqual(self.bonus(Level.GREAT_SUCCESS), 2)
        self.assertEqual(self.bonus(Level.AMAZING_SUCCESS), 3)
        self.assertEqual(self.bonus(Level.FAILURE), -1)

    def test_two_helpers_add_up(self):
        self.assertEqual(self.bonus(Level.GOOD_SUCCESS, Level.GOOD_SUCCESS), 2)
        self.assertEqual(self.bonus(Level.SUCCESS, Level.SUCCESS), 0)
        self.assertEqual(self.bonus(Level.AMAZING_SUCCESS, Level.FAILURE), 2)

    def test_capped_at_plus_three(self):
        self.assertEqual(UP_CAP, 3)
        self.assertEqual(self.bonus(Level.GREAT_SUCCESS, Level.GREAT_SUCCESS), 3)
        self.assertEqual(self.bonus(Level.AMAZING_SUCCESS, Level.GOOD_SUCCESS), 3)
        self.assertEqual(self.bonus(Level.AMAZING_SUCCESS, Level.AMAZING_SUCCESS), 3)

    def test_no_lower_cap(self):
        self.assertEqual(self.bonus(Level.FAILURE, Level.FAILURE), -2)
        self.assertEqual(self.bonus(Level.EMBARRASSING_FAILURE, Level.FAILURE), -2)

    def test_nothing_banked_is_no_bonus(self):
        self.assertEqual(bonus_from([], SKILL, NOW), (0, []))

    def test_only_the_rolled_skill_counts(self):
        target = party("t")
        g1 = grant(UP, party("a"), target, Level.GOOD_SUCCESS, skill="Stealth")
        g2 = grant(UP, party("b"), target, Level.GREAT_SUCCESS)
        self.assertEqual(bonus_from([g1, g2], SKILL, NOW), (2, [g2]))
        self.assertEqual(bonus_from([g1, g2], "Stealth", NOW), (1, [g1]))
        self.assertEqual(bonus_from([g1, g2], "Medicine", NOW), (0, []))


class AidUpChecksTests(unittest.TestCase):

    def test_a_free_helper_may_aid(self):
        check_aid_up(party("a"), party("t"), SKILL, NOW)

    def test_at_most_two_helpers(self):
        self.assertEqual(UP_MAX_HELPERS, 2)
        target = party("t")
        first = grant(UP, party("a"), target)
        check_aid_up(party("b"), party("t", received=[first]), SKILL, NOW)
        second = grant(UP, party("b"), target)
        with self.assertRaises(RulesError):
            check_aid_up(party("c"), party("t", received=[first, second]), SKILL, NOW)

    def test_a_third_helper_in_another_skill_is_fine(self):
        target = party("t")
        banked = [grant(UP, party("a"), target), grant(UP, party("b"), target)]
        check_aid_up(party("c"), party("t", received=banked), "Stealth", NOW)

    def test_cannot_aid_yourself(self):
        with self.assertRaises(RulesError):
            check_aid_up(party("a"), party("a"), SKILL, NOW)

    def test_cannot_aid_the_same_person_twice(self):
        helper, target = party("a"), party("t")
        banked = grant(UP, helper, target)
        with self.assertRaises(RulesError):
            check_aid_up(party("a", given=[banked]), party("t", received=[banked]), SKILL, NOW)


class AidDownChecksTests(unittest.TestCase):

    def test_helper_needs_skill_four(self):
        with self.assertRaises(RulesError):
            check_aid_down(party("h", 3), [party("t", 0)], SKILL, NOW)
        check_aid_down(party("h", 4), [party("t", 0)], SKILL, NOW)

    def test_aided_skill_must_be_three_or_lower(self):
        check_aid_down(party("h", 8), [party("t", 3)], SKILL, NOW)
        with self.assertRaises(RulesError):
            check_aid_down(party("h", 8), [party("t", 4)], SKILL, NOW)
        with self.assertRaises(RulesError):
            check_aid_down(party("h", 8), [party("a", 1), party("b", 5)], SKILL, NOW)

    def test_at_most_half_the_helper_skill_rounded_down(self):
        for rating, most in [(4, 2), (5, 2), (6, 3), (7, 3), (8, 4)]:
            with self.subTest(rating=rating):
                targets = [party(f"t{i}", 1) for i in range(most + 1)]
                check_aid_down(party("h", rating), targets[:most], SKILL, NOW)
                with self.assertRaises(RulesError):
                    check_aid_down(party("h", rating), targets, SKILL, NOW)

    def test_needs_someone_to_aid(self):
        with self.assertRaises(RulesError):
            check_aid_down(party("h", 6), [], SKILL, NOW)

    def test_each_target_once(self):
        with self.assertRaises(RulesError):
            check_aid_down(party("h", 6), [party("t", 1), party("t", 1)], SKILL, NOW)

    def test_cannot_aid_yourself(self):
        with self.assertRaises(RulesError):
            check_aid_down(party("h", 6), [party("h", 6)], SKILL, NOW)
        with self.assertRaises(RulesError):
            # Even when one's own rating would qualify as a target.
            check_aid_down(party("h", 4), [party("a", 1), Party("h", "H", skill_rating=3)], SKILL, NOW)

    def test_one_helper_roll_gives_everyone_the_same_bonus(self):
        helper = party("h", 8)
        targets = [party(f"t{i}", 2) for i in range(4)]
        check_aid_down(helper, targets, SKILL, NOW)
        grants = make_grants(DOWN, helper, targets, SKILL, Level.GREAT_SUCCESS, NOW)
        self.assertEqual([g.recipient for g in grants], ["t0", "t1", "t2", "t3"])
        self.assertEqual({(g.kind, g.giver, g.level, g.expires_at) for g in grants},
                         {(DOWN, "h", int(Level.GREAT_SUCCESS), NOW + LAPSE_SECONDS)})
        for g in grants:
            self.assertEqual(bonus_from([g], SKILL, NOW), (2, [g]))

    def test_aid_down_failure_is_a_penalty(self):
        (g,) = make_grants(DOWN, party("h", 4), [party("t")], SKILL, Level.EMBARRASSING_FAILURE, NOW)
        self.assertEqual(bonus_from([g], SKILL, NOW)[0], -1)

    def test_aid_down_amazing_is_plus_three(self):
        (g,) = make_grants(DOWN, party("h", 4), [party("t")], SKILL, Level.AMAZING_SUCCESS, NOW)
        self.assertEqual(bonus_from([g], SKILL, NOW)[0], 3)


class LapseTests(unittest.TestCase):

    def test_lapse_is_ten_minutes(self):
        self.assertEqual(LAPSE_SECONDS, 600)
        g = grant(UP, party("a"), party("t"), Level.GOOD_SUCCESS)
        self.assertEqual(g.expires_at, NOW + 600)
        self.assertTrue(g.live(NOW))
        self.assertTrue(g.live(NOW + 599.9))
        self.assertFalse(g.live(NOW + 600))
        self.assertFalse(g.live(NOW + 3600))

    def test_a_lapsed_grant_gives_nothing(self):
        g = grant(UP, party("a"), party("t"), Level.GOOD_SUCCESS)
        self.assertEqual(bonus_from([g], SKILL, NOW + 599), (1, [g]))
        self.assertEqual(bonus_from([g], SKILL, NOW + 600), (0, []))
        self.assertEqual(prune([g], NOW + 600), [])
        self.assertEqual(prune([g], NOW + 10), [g])
        self.assertEqual(live_for([g], SKILL, NOW + 601), [])

    def test_custom_lapse(self):
        (g,) = make_grants(UP, party("a"), [party("t")], SKILL, Level.SUCCESS, NOW, lapse_seconds=60)
        self.assertFalse(g.live(NOW + 60))

    def test_a_lapsed_grant_no_longer_blocks(self):
        a, t = party("a"), party("t")
        old = grant(UP, a, t)
        later = NOW + LAPSE_SECONDS
        # t was aided, but that has lapsed: t may now aid someone.
        check_aid_up(party("t", received=[old]), party("x"), SKILL, later)
        # and a may be aided again.
        check_aid_up(party("y"), party("a", given=[old]), SKILL, later)
        # a third helper is fine once the old ones lapsed.
        full = [old, grant(UP, party("b"), t)]
        check_aid_up(party("c"), party("t", received=full), SKILL, later)

    def test_grant_dict_round_trip(self):
        g = grant(DOWN, party("h", 5), party("t"), Level.GOOD_SUCCESS)
        self.assertEqual(Grant.from_dict(g.to_dict()), g)


class OneAidPerRollTests(unittest.TestCase):
    """A character takes part in at most one aid for a given roll."""

    def test_aided_up_may_not_aid_down_with_that_skill(self):
        a = party("a", 6)
        banked = grant(UP, party("b"), a)
        with self.assertRaises(RulesError):
            check_aid_down(party("a", 6, received=[banked]), [party("c", 1)], SKILL, NOW)
        # Another skill is a different roll.
        check_aid_down(party("a", 6, received=[banked]), [party("c", 1)], "Stealth", NOW)

    def test_aided_may_not_aid_up_either(self):
        banked = grant(UP, party("b"), party("a"))
        with self.assertRaises(RulesError):
            check_aid_up(party("a", received=[banked]), party("c"), SKILL, NOW)

    def test_a_helper_may_not_be_aided(self):
        gave = grant(UP, party("a"), party("c"))
        with self.assertRaises(RulesError):
            check_aid_up(party("b"), party("a", given=[gave]), SKILL, NOW)
        gave_down = grant(DOWN, party("a", 5), party("c", 1))
        with self.assertRaises(RulesError):
            check_aid_down(party("h", 6), [party("a", 2, given=[gave_down])], SKILL, NOW)

    def test_nobody_receives_both_kinds(self):
        up = grant(UP, party("a"), party("t"))
        with self.assertRaises(RulesError):
            check_aid_down(party("h", 6), [party("t", 1, received=[up])], SKILL, NOW)
        down = grant(DOWN, party("h", 6), party("t", 1))
        with self.assertRaises(RulesError):
            check_aid_up(party("a"), party("t", 1, received=[down]), SKILL, NOW)

    def test_no_second_aid_down(self):
        down = grant(DOWN, party("h", 6), party("t", 1))
        with self.assertRaises(RulesError):
            check_aid_down(party("k", 8), [party("t", 1, received=[down])], SKILL, NOW)
        # nor the same helper again
        with self.assertRaises(RulesError):
            check_aid_down(party("h", 6, given=[down]), [party("t", 1, received=[down])], SKILL, NOW)

    def test_one_blocked_target_blocks_the_whole_aid_down(self):
        up = grant(UP, party("a"), party("t2"))
        with self.assertRaises(RulesError):
            check_aid_down(party("h", 6), [party("t1", 1), party("t2", 1, received=[up])], SKILL, NOW)

    def test_errors_are_readable(self):
        banked = grant(UP, party("b"), party("a"))
        with self.assertRaises(RulesError) as ctx:
            check_aid_up(party("a", received=[banked]), party("c"), SKILL, NOW)
        self.assertIn("A", ctx.exception.message)
        self.assertIn(SKILL, ctx.exception.message)
