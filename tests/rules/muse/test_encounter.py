"""A muse fight as a JSON-safe state: turns, actions, Tribulations in play,
damage, healing, dying and death."""

import json

import pytest

from rules.dice import ScriptedRng
from rules.errors import RulesError
from rules.muse import encounter as en
from rules.muse.combatant import Combatant, from_sheet
from rules.muse.dying import DyingState
from rules.muse.initiative import ENEMIES, PLAYERS
from rules.muse.sheet import Penalty, Sheet
from rules.muse.waking import help_wake


def ada(**kw):
    base = dict(who="#1", side=PLAYERS, pc=True, traits={"Swiftness": 3, "Endurance": 4, "Survival": 3},
                life=14, max_life=14)
    base.update(kw)
    return Combatant(**base)


def bandit(**kw):
    base = dict(who="#2", side=ENEMIES, pc=False, traits={"Swiftness": 2, "Endurance": 3, "Might": 3},
                life=5, max_life=13)
    base.update(kw)
    return Combatant(**base)


def fight(*fighters, dice=(4, 1)):
    """Ada (7) acts before the bandit (3) with the default dice."""
    rng = ScriptedRng(dice)
    state, events = en.start_combat(list(fighters or (ada(), bandit())), rng)
    assert rng.remaining == 0
    return state, events


def roundtrip(state):
    data = json.loads(json.dumps(state.to_dict()))
    back = en.CombatState.from_dict(data)
    assert back == state
    return back


def test_start_orders_turns_and_hands_out_actions():
    state, events = fight(ada(), bandit(level=10))
    assert [t.members for t in state.order] == [("#1",), ("#2",)]
    assert state.round == 1 and state.current_turn.members == ("#1",)
    assert state.fighter("#1").actions_left == 2 and state.fighter("#2").actions_left == 3
    assert events[0]["type"] == "initiative" and events[0]["rolls"][0]["total"] == 7
    roundtrip(state)


def test_turns_advance_and_rounds_wrap():
    state, _ = fight()
    with pytest.raises(RulesError):
        en.take_action(state, "#2", "attack", ScriptedRng([]))
    s1, ev = en.take_action(state, "#1", "attack", ScriptedRng([]), target="#2")
    assert s1.fighter("#1").actions_left == 1 and state.fighter("#1").actions_left == 2
    with pytest.raises(RulesError):
        en.take_action(s1, "#1", "other", ScriptedRng([]), cost=2)
    s2, _ = en.end_turn(s1, ScriptedRng([]))
    assert s2.current_turn.members == ("#2",) and s2.fighter("#1").actions_left == 0
    s3, ev = en.end_turn(s2, ScriptedRng([]))
    assert s3.round == 2 and s3.current_turn.members == ("#1",)
    assert s3.fighter("#1").actions_left == 2 and {"type": "round", "round": 2} in ev
    roundtrip(s3)


def test_move_costs_by_distance():
    state, _ = fight()
    s, _ = en.move(state, "#1", "close", ScriptedRng([]))
    assert s.fighter("#1").actions_left == 2
    s, _ = en.move(s, "#1", "near", ScriptedRng([]))
    assert s.fighter("#1").actions_left == 1
    with pytest.raises(RulesError):
        en.move(s, "#1", "far", ScriptedRng([]))
    s, _ = en.move(state, "#1", "far", ScriptedRng([]))
    assert s.fighter("#1").actions_left == 0


def test_stunned_loses_the_next_action_now_or_next_round():
    state, _ = fight()
    s, _ = en.impose_on(state, "#2", "Stunned", source="#1")
    assert s.fighter("#2").actions_left == 1 and s.fighter("#2").lost_actions == 0
    s, _ = en.end_turn(s, ScriptedRng([]))
    s, _ = en.impose_on(en.lift(s, "#2", "Stunned"), "#1", "Stunned")
    assert s.fighter("#1").actions_left == 0 and s.fighter("#1").lost_actions == 1
    s, _ = en.end_turn(s, ScriptedRng([]))
    assert s.fighter("#1").actions_left == 1 and s.fighter("#1").lost_actions == 0
    with pytest.raises(RulesError):
        en.move(s, "#1", "near", ScriptedRng([]))
    assert en.reactions_for(s, "#1") == ()


def test_poisoned_halves_life_when_it_takes_hold():
    state, _ = fight()
    s, ev = en.impose_on(state, "#1", "Poisoned", source="#2")
    assert s.fighter("#1").life == 7 and ev[0]["life"] == 7
    assert s.fighter("#1").pool("Endurance").dice == 2


def test_fading_counts_round_ends():
    state, _ = fight()
    s, _ = en.impose_on(state, "#2", "Frozen", source="#1")
    ended = []
    for _ in range(10):  # five rounds, two turns each
        s, ev = en.end_turn(s, ScriptedRng([]))
        ended += [e for e in ev if e["type"] == "tribulation ended"]
    assert ended == [{"type": "tribulation ended", "who": "#2", "tribulation": "Frozen"}]
    assert s.round == 6


def test_bleeding_in_turn():
    state, _ = fight()
    s, _ = en.impose_on(state, "#2", "Bleeding", source="#1")
    s, ev = en.end_turn(s, ScriptedRng([2]))  # bandit's turn begins: 1d6 = 2
    assert s.fighter("#2").life == 3
    assert [e["amount"] for e in ev if e["type"] == "ongoing damage"] == [2]
    s2, _ = en.take_action(s, "#2", "attack", ScriptedRng([]), target="#1")
    assert s2.fighter("#2").life == 2  # one more for an action not spent on the wound
    with pytest.raises(RulesError):  # recovery only at the start of the turn
        en.take_action(s2, "#2", "recover", ScriptedRng([]), recovering="Bleeding")
    s3, _ = en.take_action(s, "#2", "recover", ScriptedRng([]), recovering="Bleeding")
    assert s3.fighter("#2").life == 3 and s3.fighter("#2").actions_left == 1


def test_burning_in_turn():
    state, _ = fight()
    s, _ = en.impose_on(state, "#2", "Burning")
    s, _ = en.end_turn(s, ScriptedRng([1]))
    assert s.fighter("#2").life == 4
    s, _ = en.take_action(s, "#2", "other", ScriptedRng([3]))
    assert s.fighter("#2").life == 1


def test_frozen_cannot_act_but_may_recover():
    state, _ = fight()
    s, _ = en.impose_on(state, "#1", "Frozen")
    with pytest.raises(RulesError):
        en.take_action(s, "#1", "attack", ScriptedRng([]), target="#2")
    with pytest.raises(RulesError):
        en.take_action(s, "#1", "recover", ScriptedRng([]), recovering="Tired")
    s, _ = en.take_action(s, "#1", "recover", ScriptedRng([]), recovering="Frozen")
    assert s.fighter("#1").actions_left == 1


def test_charmed_and_intimidated_in_play():
    state, _ = fight()
    s, _ = en.impose_on(state, "#1", "Intimidated", source="#2")
    with pytest.raises(RulesError):
        en.take_action(s, "#1", "attack", ScriptedRng([]), target="#2")
    bandit_ = s.fighter("#2")
    assert bandit_.pool("Might", against=s.fighter("#1")).dice == 5
    assert bandit_.pool("Might").dice == 3


def test_damage_to_zero_starts_dying():
    state, _ = fight()
    s, ev = en.damage(state, "#2", 5, cause="#1")
    b = s.fighter("#2")
    assert b.dying == DyingState() and "Unconscious" in b.tribulations and b.actions_left == 0
    assert [e["type"] for e in ev] == ["damage", "dying"]
    assert en.reactions_for(s, "#2") == ()


def test_instant_death_at_minus_endurance():
    state, _ = fight()
    s, ev = en.damage(state, "#2", 7)
    assert not s.fighter("#2").dead and s.fighter("#2").life == -2
    s, ev = en.damage(state, "#2", 8)  # 5 - 8 = -3 = -Endurance
    assert s.fighter("#2").dead and ev[-1]["type"] == "dead"
    with pytest.raises(RulesError):
        en.damage(s, "#2", 1)
    with pytest.raises(RulesError):
        en.heal(s, "#1", "#2", 3)


def dying_bandit():
    state, _ = fight()
    s, _ = en.damage(state, "#2", 5)
    return s


def test_three_dying_successes_revive_tired():
    s = dying_bandit()
    win = [4, 2, 2, 2, 2, 2]  # Endurance 3 vs GM 3: 1-0
    s, ev = en.end_turn(s, ScriptedRng(win))
    assert s.fighter("#2").dying == DyingState(1, 0)
    for _ in range(2):
        s, _ = en.end_turn(s, ScriptedRng([]))
        s, ev = en.end_turn(s, ScriptedRng(win))
    b = s.fighter("#2")
    assert b.dying is None and b.life == 1 and set(b.tribulations) == {"Tired"}
    assert ev[-1] == {"type": "revived", "who": "#2", "life": 1}
    assert b.pool("Might").dice == 2


def test_three_dying_failures_kill_and_turns_skip_the_dead():
    s = dying_bandit()
    lose = [2, 2, 2, 4, 2, 2]
    s, _ = en.end_turn(s, ScriptedRng(lose))
    s, _ = en.end_turn(s, ScriptedRng([]))
    s, _ = en.end_turn(s, ScriptedRng(lose))
    s, _ = en.end_turn(s, ScriptedRng([]))
    s, ev = en.end_turn(s, ScriptedRng(lose))
    assert s.fighter("#2").dead and ev[-1]["type"] == "dead"
    s, _ = en.end_turn(s, ScriptedRng([]))
    assert s.current_turn.members == ("#1",) and s.round == 4
    s, _ = en.end_turn(s, ScriptedRng([]))  # the dead bandit's turn is skipped
    assert s.current_turn.members == ("#1",) and s.round == 5
    roundtrip(s)


def test_unconscious_and_dying_takes_no_action_at_all():
    """docs/rulings.md, "muse": Unconscious wins over dying's one action."""
    s = dying_bandit()
    s, _ = en.end_turn(s, ScriptedRng([2, 2, 2, 4, 2, 2]))
    assert s.fighter("#2").actions_left == 0
    with pytest.raises(RulesError, match="wake you"):
        en.take_action(s, "#2", "recover", ScriptedRng([]), recovering="Unconscious")
    for kind in ("other", "attack", "move", "heal", "defend"):
        with pytest.raises(RulesError, match="no action at all"):
            en.take_action(s, "#2", kind, ScriptedRng([]), cost=0 if kind == "move" else 1)
    s3, _ = en.end_turn(s, ScriptedRng([]))
    assert s3.fighter("#2").actions_left == 0 and s3.fighter("#1").actions_left == 2


def test_dying_with_unconscious_lifted_has_its_one_action():
    s = dying_bandit()
    s = en.lift(s, "#2", "Unconscious")
    s, _ = en.end_turn(s, ScriptedRng([2, 2, 2, 4, 2, 2]))
    s, _ = en.end_turn(s, ScriptedRng([]))
    s, _ = en.end_turn(s, ScriptedRng([2, 2, 2, 4, 2, 2]))
    assert s.fighter("#2").dying is not None and s.fighter("#2").actions_left == 1
    s2, _ = en.take_action(s, "#2", "other", ScriptedRng([]))
    assert s2.fighter("#2").actions_left == 0


def test_unconscious_without_dying_blocks_actions():
    state, _ = fight()
    s, _ = en.impose_on(state, "#1", "Unconscious")
    with pytest.raises(RulesError):
        en.take_action(s, "#1", "other", ScriptedRng([]))
    s, _ = en.take_action(s, "#1", "recover", ScriptedRng([]), recovering="Unconscious")


def test_healing_the_dying_wakes_them_tired():
    s = dying_bandit()
    s = en.CombatState.from_dict({**s.to_dict(), "combatants": {
        **s.to_dict()["combatants"], "#3": bandit(who="#3", pc=False).to_dict()}})
    s, ev = en.heal(s, "#1", "#2", 1)
    b = s.fighter("#2")
    assert b.life == 1 and b.dying is None and set(b.tribulations) == {"Tired"}
    assert [e["type"] for e in ev] == ["healed", "revived"]
    with pytest.raises(RulesError):  # once per round per healer
        en.heal(s, "#1", "#3", 1)
    with pytest.raises(RulesError):
        en.take_action(s, "#1", "heal", ScriptedRng([]), target="#3")
    s, _ = en.end_turn(s, ScriptedRng([]))
    s, _ = en.end_turn(s, ScriptedRng([]))
    s, _ = en.heal(s, "#1", "#3", 20)
    assert s.fighter("#3").life == 13


def test_healing_short_of_one_keeps_dying():
    state, _ = fight()
    s, _ = en.damage(state, "#2", 7)
    s, ev = en.heal(s, "#1", "#2", 2)
    assert s.fighter("#2").life == 0 and s.fighter("#2").dying is not None
    assert [e["type"] for e in ev] == ["healed"]


def test_shared_turn_gives_actions():
    cara = ada(who="#3", traits={"Swiftness": 5})
    state, _ = fight(ada(), cara, bandit(), dice=(4, 2, 1))
    assert state.current_turn.members == ("#1", "#3") and state.current_turn.shared
    s = en.give(state, "#3", "#1", 2)
    assert s.fighter("#1").actions_left == 4 and s.fighter("#3").actions_left == 0
    with pytest.raises(RulesError):
        en.give(state, "#1", "#2", 1)
    s, _ = en.take_action(s, "#1", "attack", ScriptedRng([]), target="#2", cost=4)
    with pytest.raises(RulesError):
        en.take_action(s, "#3", "attack", ScriptedRng([]), target="#2")


def test_everyone_dead_ends_the_fight():
    state, _ = fight()
    s, _ = en.damage(state, "#2", 20)
    s, _ = en.damage(s, "#1", 30)
    s, _ = en.end_turn(s, ScriptedRng([]))
    assert s.over
    with pytest.raises(RulesError):
        en.take_action(s, "#1", "other", ScriptedRng([]))
    with pytest.raises(RulesError):
        en.end_turn(s, ScriptedRng([]))


def test_no_fighters_no_fight():
    with pytest.raises(RulesError):
        en.start_combat([], ScriptedRng([]))


def test_start_with_a_fighter_already_down():
    state, _ = fight(ada(), bandit(life=0))
    assert state.fighter("#2").dying == DyingState() and state.fighter("#2").actions_left == 0


def test_from_sheet_snapshot():
    sheet = Sheet(traits={"Might": 10, "Endurance": 5, "Swiftness": 4}, key_trait="Might", level=20,
                  life_points=9, penalties=[Penalty("Swiftness", 1, None), Penalty("Charm", 1, 10.0)])
    c = from_sheet("#5", PLAYERS, True, sheet, now=20.0)
    assert (c.life, c.max_life, c.level, c.penalties) == (9, 15, 20, {"Swiftness": 1})
    assert c.pool("Might").mastered and c.pool("Might").key_trait
    assert c.pool("Swiftness").dice == 3
    state, _ = en.start_combat([c], ScriptedRng([6]))
    assert state.initiative[0].total == 10  # the score, not the penalised pool
    assert state.fighter("#5").actions_left == 4
    with pytest.raises(RulesError):
        Combatant(who="#6", side="neutral", pc=False)


# --- healing several, waking -----------------------------------------------------

def test_healing_several_gives_each_the_same_once_per_round():
    state, _ = fight()
    state.combatants["#1"].life = 3
    state.combatants["#2"].life = 11
    new, events = en.heal(state, "#1", ["#1", "#2", "#1"], 4)
    assert new.fighter("#1").life == 7 and new.fighter("#2").life == 13  # capped
    assert [e["who"] for e in events] == ["#1", "#2"]
    with pytest.raises(RulesError, match="already healed"):
        en.heal(new, "#1", ["#2"], 1)
    with pytest.raises(RulesError):
        en.heal(state, "#1", [], 1)


def test_healing_several_revives_the_dying_among_them():
    state, _ = fight()
    state, _ = en.damage(state, "#2", 5)
    new, events = en.heal(state, "#1", ["#1", "#2"], 2)
    assert new.fighter("#2").dying is None and new.fighter("#2").life == 2
    assert {"type": "revived", "who": "#2", "life": 2} in events


def test_helpers_to_wake_are_counted_once_and_forgotten_at_round_end():
    state, _ = fight()
    state, _ = en.impose_on(state, "#2", "Unconscious")
    state = help_wake(state, "#1", "#2")
    state = help_wake(state, "#1", "#2")
    assert state.fighter("#2").wakers == ["#1"]
    assert roundtrip(state).fighter("#2").wakers == ["#1"]
    state, _ = en.end_turn(state, ScriptedRng([]))
    state, _ = en.end_turn(state, ScriptedRng([]))  # round 2
    assert state.fighter("#2").wakers == []


def test_help_wake_refusals():
    state, _ = fight()
    with pytest.raises(RulesError, match="not Unconscious"):
        help_wake(state, "#1", "#2")
    with pytest.raises(RulesError, match="cannot wake yourself"):
        help_wake(state, "#1", "#1")
    dying, _ = en.damage(state, "#2", 5)
    with pytest.raises(RulesError, match="dying"):
        help_wake(dying, "#1", "#2")
