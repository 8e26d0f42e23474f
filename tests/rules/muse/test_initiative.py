"""Initiative, shared turns by side, actions per turn, giving actions."""

import pytest

from rules.dice import ScriptedRng
from rules.errors import RulesError
from rules.muse.initiative import (
    ENEMIES,
    PLAYERS,
    RANDOM,
    Turn,
    actions_per_turn,
    give_actions,
    roll_initiative,
    turn_order,
)


def test_initiative_is_d6_plus_swiftness():
    rolls = roll_initiative([("#1", PLAYERS, 5)], ScriptedRng([4]))
    assert rolls[0].total == 9 and rolls[0].die == 4 and rolls[0].to_dict()["total"] == 9


def test_order_descending():
    rolls = roll_initiative([("luis", PLAYERS, 2), ("claud", PLAYERS, 3), ("audi", PLAYERS, 1)],
                            ScriptedRng([5, 6, 4]))
    order = turn_order(rolls)
    assert [(t.total, t.members) for t in order] == [(9, ("claud",)), (7, ("luis",)), (5, ("audi",))]


def test_same_side_ties_share_a_turn_sides_never_do():
    rolls = roll_initiative([("a", PLAYERS, 3), ("b", PLAYERS, 4), ("x", ENEMIES, 2), ("y", ENEMIES, 5),
                             ("z", ENEMIES, 1)], ScriptedRng([4, 3, 5, 2, 1]))
    # totals: a 7, b 7, x 7, y 7, z 2
    order = turn_order(rolls)
    assert [(t.total, t.side, t.members) for t in order] == [
        (7, PLAYERS, ("a", "b")), (7, ENEMIES, ("x", "y")), (2, ENEMIES, ("z",))]
    assert order[0].shared and not order[2].shared


def test_random_tie_rule_uses_the_rng():
    rolls = roll_initiative([("a", PLAYERS, 3), ("x", ENEMIES, 3)], ScriptedRng([2, 2]))
    assert [t.side for t in turn_order(rolls, ScriptedRng([1]), RANDOM)] == [ENEMIES, PLAYERS]
    assert [t.side for t in turn_order(rolls, ScriptedRng([0]), RANDOM)] == [PLAYERS, ENEMIES]


def test_bad_entries():
    with pytest.raises(RulesError):
        roll_initiative([("a", "neutral", 3)], ScriptedRng([1]))
    with pytest.raises(RulesError):
        roll_initiative([("a", PLAYERS, 3), ("a", PLAYERS, 3)], ScriptedRng([1, 1]))


@pytest.mark.parametrize("level,actions", [(1, 2), (9, 2), (10, 3), (19, 3), (20, 4), (39, 5),
                                           (40, 6), (50, 6), (99, 6)])
def test_actions_per_turn(level, actions):
    assert actions_per_turn(level) == actions


def test_give_actions_within_shared_turn():
    turn = Turn(7, PLAYERS, ("a", "b"))
    assert give_actions({"a": 2, "b": 2}, turn, "a", "b", 2) == {"a": 0, "b": 4}
    with pytest.raises(RulesError):
        give_actions({"a": 2, "b": 2}, turn, "a", "b", 3)
    with pytest.raises(RulesError):
        give_actions({"a": 2, "b": 2}, turn, "a", "c", 1)
    with pytest.raises(RulesError):
        give_actions({"a": 2, "b": 2}, turn, "a", "a", 1)
    with pytest.raises(RulesError):
        give_actions({"a": 2, "b": 2}, turn, "a", "b", 0)
