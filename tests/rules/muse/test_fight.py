"""rules.muse.fight: late joiners, passing, move trips, resisting and
counter Traits, and the stand-in reaction."""

import json

import pytest

from rules.dice import ScriptedRng
from rules.errors import RulesError
from rules.muse import encounter as en
from rules.muse import fight
from rules.muse.combatant import Combatant, CombatState
from rules.muse.initiative import ENEMIES, PLAYERS
from rules.muse.tribulations import impose


def fighter(who, side=PLAYERS, pc=True, **traits):
    return Combatant(who=who, side=side, pc=pc, traits=traits or {"Swiftness": 2},
                     life=12, max_life=12)


def begun():
    """#1 (2+2=4) then #2, an enemy (1+2=3)."""
    rng = ScriptedRng([2, 1])
    state, _ = en.start_combat([fighter("#1"), fighter("#2", ENEMIES, False)], rng)
    return state


def test_joiner_shares_a_turn_with_its_own_side_on_a_tie():
    state = begun()
    new, events = fight.join(state, fighter("#3"), ScriptedRng([2]))
    assert [t.members for t in new.order] == [("#1", "#3"), ("#2",)]
    assert new.fighter("#3").actions_left == 2
    assert events[0]["shared"] is True
    assert "#3" not in state.combatants, "the old state is untouched"
    assert CombatState.from_dict(json.loads(json.dumps(new.to_dict()))) == new


def test_joiner_never_shares_with_the_other_side_and_keeps_the_turn_pointer():
    state = begun()
    state, _ = en.end_turn(state, ScriptedRng([]))  # now #2's turn (index 1)
    new, events = fight.join(state, fighter("#3"), ScriptedRng([6]))  # 8: goes first
    assert [t.members for t in new.order] == [("#3",), ("#1",), ("#2",)]
    assert new.current_turn.members == ("#2",)
    new, _ = fight.join(new, fighter("#4", ENEMIES, False), ScriptedRng([2]))  # 4, like #1
    assert [t.members for t in new.order] == [("#3",), ("#1",), ("#4",), ("#2",)]
    assert new.current_turn.members == ("#2",)
    with pytest.raises(RulesError):
        fight.join(new, fighter("#4"), ScriptedRng([1]))


def test_pass_and_turn_done():
    state = begun()
    assert not fight.turn_done(state)
    with pytest.raises(RulesError):
        fight.pass_turn(state, "#2")
    passed = fight.pass_turn(state, "#1")
    assert fight.turn_done(passed) and passed.fighter("#1").actions_left == 0


@pytest.mark.parametrize("start,end,band", [
    ("Close", "Close", "Close"), ("Near", "Close", "Near"), ("Close", "far", "Far"),
    ("Far", "Near", "Far"), ("near", "near", "Near"),
])
def test_trip_is_the_longer_distance(start, end, band):
    assert fight.trip(start, end) == band


def test_resisting_and_counter_traits_take_the_biggest_pool():
    c = fighter("#1", Swiftness=2, Power=5, Endurance=3, Might=4)
    assert fight.resisting_trait(c, "Power") == "Power"
    assert fight.reaction_trait(c, "counter") == "Power"
    assert fight.reaction_trait(c, "counter", "might") == "Might"
    assert fight.reaction_trait(c, "dodge") == "Swiftness"
    c.tribulations = impose({}, "Tired")  # halves every pool: still the same order
    assert fight.reaction_trait(c, "counter") == "Power"
    tie = fighter("#2", Swiftness=3, Power=3, Endurance=3)
    assert fight.resisting_trait(tie, "Might") == "Swiftness"  # table order on a tie
    with pytest.raises(RulesError):
        fight.reaction_trait(c, "counter", "Charm")
    with pytest.raises(RulesError):
        fight.reaction_trait(c, "parry")


def test_stand_in_reaction():
    all3 = ("dodge", "endure", "counter")
    assert fight.stand_in_reaction(None, all3, 0) == "dodge"
    assert fight.stand_in_reaction("counter", all3, 0) == "counter"
    assert fight.stand_in_reaction("counter", all3, 10) == "dodge"
    assert fight.stand_in_reaction("dodge", ("endure",), 0) == "endure"
    assert fight.stand_in_reaction("dodge", (), 0) is None


# --- leaving ------------------------------------------------------------------

def test_leaving_out_of_turn_keeps_the_turn_pointer():
    state = begun()
    state, _ = en.end_turn(state, ScriptedRng([]))  # #2's turn (index 1)
    state, _ = fight.join(state, fighter("#3"), ScriptedRng([6]))  # first in the order
    new, events = fight.leave(state, "#3", ScriptedRng([]))
    assert [t.members for t in new.order] == [("#1",), ("#2",)]
    assert new.current_turn.members == ("#2",)
    assert "#3" not in new.combatants and all(r.who != "#3" for r in new.initiative)
    assert events == [{"type": "left", "who": "#3", "side": PLAYERS}]
    assert "#3" in state.combatants, "the old state is untouched"


def test_the_last_of_the_turn_in_progress_leaves_and_the_next_turn_begins():
    state = begun()
    new, events = fight.leave(state, "#1", ScriptedRng([]))
    assert new.current_turn.members == ("#2",)
    assert [e["type"] for e in events] == ["left", "side empty", "turn"]
    assert events[1]["side"] == PLAYERS
    assert not new.over


def test_the_last_turn_of_the_round_leaving_ends_the_round():
    state = begun()
    state, _ = fight.join(state, fighter("#3", ENEMIES, False), ScriptedRng([1]))  # 1+2=3
    state, _ = en.end_turn(state, ScriptedRng([]))  # #2 and #3 share the enemy turn
    state = fight.pass_turn(state, "#2")
    new, events = fight.leave(state, "#3", ScriptedRng([]))
    assert new.current_turn.members == ("#2",), "a shared turn keeps its other member"
    state, _ = fight.leave(state, "#2", ScriptedRng([]))
    new, events = fight.leave(state, "#3", ScriptedRng([]))
    assert new.round == 2 and new.turn_index == 0 and new.current_turn.members == ("#1",)
    assert [e["type"] for e in events] == ["left", "side empty", "round", "turn"]


def test_nobody_left_is_over_and_wakers_forget_the_leaver():
    state = begun()
    state.combatants["#1"].wakers = ["#2"]
    state, _ = fight.leave(state, "#2", ScriptedRng([]))
    assert state.combatants["#1"].wakers == []
    state, events = fight.leave(state, "#1", ScriptedRng([]))
    assert state.over and state.combatants == {}
    with pytest.raises(RulesError):
        fight.leave(begun(), "#9", ScriptedRng([]))
