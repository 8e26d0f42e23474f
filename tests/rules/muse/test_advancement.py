"""muse advancement: a level gives a Trait point, a point raises a Trait by 1
up to 10, a Trait raised to 10 is Mastered (its 6s explode), and the level
sets the actions per turn as before."""

import pytest

from rules.advancement import Bank, Raise
from rules.dice import ScriptedRng
from rules.errors import RulesError
from rules.muse.advancement import (
    LevelRules,
    check_level_award,
    check_level_undo,
    mastered_after,
    plan_raise,
    points_for,
)
from rules.muse.initiative import actions_per_turn
from rules.muse.roll import build_pool, roll_pool
from rules.muse.traits import RATING_MAX

RULES = LevelRules()


def test_a_level_gives_one_point():
    assert [points_for(n, RULES) for n in (1, 2, 10)] == [1, 2, 10]
    assert points_for(3, LevelRules(points_per_level=2)) == 6


@pytest.mark.parametrize("rating", range(1, RATING_MAX))
def test_a_point_raises_a_trait_by_one_at_every_rating(rating):
    assert plan_raise("might", rating, Bank(balance=1), RULES) == Raise("Might", rating, rating + 1, 1)


def test_ten_is_the_limit():
    with pytest.raises(RulesError, match="Might is 10, as high as a Trait goes"):
        plan_raise("Might", RATING_MAX, Bank(balance=5), RULES)


def test_no_point_no_raise():
    with pytest.raises(RulesError, match="takes 1 Trait point; you have 0"):
        plan_raise("Sage", 3, Bank(balance=0), RULES)


def test_unknown_trait():
    with pytest.raises(RulesError, match="no Trait called 'Luck'"):
        plan_raise("Luck", 3, Bank(balance=1), RULES)


def test_reaching_ten_masters_the_trait_and_its_sixes_explode():
    plan = plan_raise("Might", 9, Bank(balance=1), RULES)
    assert mastered_after(plan)
    assert not mastered_after(plan_raise("Might", 8, Bank(balance=1), RULES))
    # the sheet rules already roll a 10 as Mastered: a 6 adds a die
    result = roll_pool(build_pool("Might", plan.new), ScriptedRng([6] + [2] * 9 + [4]))
    assert len(result.extra) == 1 and result.successes == 2
    unmastered = roll_pool(build_pool("Might", plan.old), ScriptedRng([6] + [2] * 8))
    assert unmastered.extra == ()


def test_level_awards():
    assert check_level_award(1, 1, RULES) == 2
    assert check_level_award(9, 3, RULES) == 12
    for bad in (0, -1, 101):
        with pytest.raises(RulesError, match="Award from 1 to 100 levels"):
            check_level_award(1, bad, RULES)


def test_actions_per_turn_follow_the_level():
    assert actions_per_turn(9) == 2 and actions_per_turn(check_level_award(9, 1, RULES)) == 3


def test_a_level_undo_needs_its_points_unspent_and_level_one_left():
    check_level_undo(3, 2, 2, RULES)
    with pytest.raises(RulesError, match="only 1 are unspent"):
        check_level_undo(3, 2, 1, RULES)
    with pytest.raises(RulesError, match="leave level 0"):
        check_level_undo(2, 2, 5, RULES)
