"""fs3 combat turns: Alertness order with random tie-breaks, actions in
order, KOs at the end of the turn, the taken-out rule, heroes, stances,
Luck, treatment, and a state that never shares anything with the old one.

The fighters are mostly NPCs of rating 1, so every roll is one d8 unless a
stance, Luck or a wound changes it; dice are scripted as 8 (a hit) or 3
(no hit).
"""

from __future__ import annotations

import json
import random

import pytest

from rules.dice import ScriptedRng, ScriptedRngExhausted
from rules.fs3.combat.combatant import Combatant
from rules.fs3.combat.state import CombatState, KORecord, use_hero
from rules.fs3.combat.turn import resolve_turn
from rules.fs3.combat.wounds import Severity, Wound
from rulesets.fs3.gear_data import WEAPONS

GEAR = {w["name"]: w for w in WEAPONS}
H, X = 8, 3  # a hit, a miss
NOW = 100_000.0


def npc(cid, rating=1, action=None, weapon="Knife", wounds=(), **kw) -> Combatant:
    return Combatant(id=cid, name=cid.title(), is_npc=True, npc_rating=rating,
                     weapon=dict(GEAR[weapon]) if weapon else None, action=action,
                     wounds=[Wound(s, "Chest", "Club", NOW) for s in wounds], **kw)


def state(*combatants, turn=1, records=()) -> CombatState:
    return CombatState({c.id: c for c in combatants}, turn=turn, now=NOW,
                       ko_records=list(records))


def attack(target, modifier=0):
    return {"type": "attack", "target": target, "modifier": modifier}


PASS = {"type": "pass"}


def types(events, kind):
    return [e for e in events if e["type"] == kind]


class ReversingRng(ScriptedRng):
    """Scripted dice, and a shuffle that visibly reorders (it reverses)."""

    def __init__(self, values):
        super().__init__(values)
        self.shuffled = []

    def shuffle(self, x):
        self.shuffled.append(list(x))
        x.reverse()


# --- order -------------------------------------------------------------------

def test_actors_go_in_order_of_alertness_hits():
    s = state(npc("a", 2, PASS), npc("b", 2, PASS), npc("c", 2, PASS))
    _, events = resolve_turn(s, ScriptedRng([X, X, H, H, H, X]))
    order = [e["id"] for e in types(events, "initiative")[0]["order"]]
    assert order == ["b", "c", "a"]
    assert [e["id"] for e in types(events, "pass")] == ["b", "c", "a"]
    assert [e["hits"] for e in types(events, "initiative")[0]["order"]] == [2, 1, 0]


def test_ties_are_shuffled_through_the_rng_and_only_ties():
    s = state(npc("a", 1, PASS), npc("b", 1, PASS), npc("c", 1, PASS))
    rng = ReversingRng([X, H, X])  # b leads; a and c tie on 0
    _, events = resolve_turn(s, rng)
    assert [e["id"] for e in types(events, "pass")] == ["b", "c", "a"]
    assert rng.shuffled == [["a", "c"]]


def test_ties_come_out_both_ways_with_a_real_rng():
    s = state(npc("a", 1, PASS), npc("b", 1, PASS))
    seen = set()
    for seed in range(200):
        rng = random.Random(seed)
        _, events = resolve_turn(s, rng)
        order = types(events, "initiative")[0]["order"]
        if order[0]["hits"] == order[1]["hits"]:
            seen.add(tuple(e["id"] for e in order))
    assert seen == {("a", "b"), ("b", "a")}


def test_pc_alertness_is_alertness_plus_wit():
    pc = Combatant(id="p", name="Pat", ratings={"Alertness": 3, "Wit": 2}, action=PASS)
    _, events = resolve_turn(state(pc), ScriptedRng([X] * 5))
    roll = types(events, "initiative")[0]["order"][0]["roll"]
    assert roll["parts"] == [["Alertness", 3], ["Wit", 2]]


def test_idle_and_knocked_out_combatants_do_not_roll():
    s = state(npc("a", 1, PASS), npc("b", 1, None), npc("c", 1, attack("a"), ko=True))
    rng = ScriptedRng([H])
    _, events = resolve_turn(s, rng)
    assert rng.remaining == 0
    assert [e["id"] for e in types(events, "idle")] == ["b"]
    assert types(events, "cannot_act") == [
        {"type": "cannot_act", "id": "c", "name": "C", "reason": "knocked_out"}]
    assert types(events, "attack") == []


# --- KO at the end of the turn -----------------------------------------------

def _ko_turn():
    """Turn 1: a KOs b (b had a Moderate wound, a Light one makes -1.0);
    b still acts afterwards."""
    a = npc("a", 1, attack("b"))
    b = npc("b", 1, attack("a"), wounds=(Severity.MODERATE,))
    s = state(a, b)
    rng = ScriptedRng([
        H, X,  # alertness: a 1 hit, b 0 (b's 1 die less 0 for -0.75)
        H, X, 1, 50, X,  # a attacks b: hit, def miss, Right Leg, 50-30=20 Light, KO check fails
        X, X,  # b (now -1.0: 1 die, floored at one) attacks a: miss
    ])
    new, events = resolve_turn(s, rng)
    assert rng.remaining == 0
    return s, new, events


def test_ko_applies_at_the_end_and_the_victim_still_acts():
    old, new, events = _ko_turn()
    kinds = [e["type"] for e in events]
    assert kinds == ["turn_start", "initiative", "attack", "attack", "ko", "turn_end"]
    first, second = types(events, "attack")
    assert first["id"] == "a" and first["result"]["knocked_out"] is True
    assert second["id"] == "b"  # still acts: nobody is down until the turn ends
    assert types(events, "ko")[0] == {"type": "ko", "id": "b", "name": "B", "by": "a",
                                      "by_name": "A"}
    assert new.combatants["b"].ko and not old.combatants["b"].ko
    assert [w.severity for w in new.combatants["b"].wounds] == [Severity.MODERATE,
                                                                Severity.LIGHT]
    assert new.ko_records == [KORecord("b", "a", 1)]
    assert new.turn == 2 and all(c.action is None for c in new.combatants.values())


def test_taken_out_when_the_koer_passes_and_nobody_attacks_them():
    _, s, _ = _ko_turn()
    s.combatants["a"].action = PASS
    new, events = resolve_turn(s, ScriptedRng([X]))
    out = types(events, "taken_out")
    assert len(out) == 1 and out[0]["id"] == "b" and out[0]["by"] == "a"
    assert out[0]["combatant"]["ko"] is True and len(out[0]["combatant"]["wounds"]) == 2
    assert "b" not in new.combatants and new.ko_records == []


def _after_ko(**kw):
    """Turn 2 of a fight where a knocked b out at the end of turn 1."""
    a = npc("a", 1, kw.pop("a_action", PASS))
    b = npc("b", 1, kw.pop("b_action", None), ko=True, luck=kw.pop("b_luck", 0))
    c = npc("c", 1, kw.pop("c_action", None))
    return state(a, b, c, turn=2, records=[KORecord("b", "a", 1)])


def test_not_taken_out_when_someone_attacks_the_koer():
    s = _after_ko(c_action=attack("a"))
    # alertness a, c; then c attacks a and misses.
    new, events = resolve_turn(s, ScriptedRng([H, X, X, X]))
    assert types(events, "pass") and types(events, "attack")
    assert types(events, "taken_out") == [] and "b" in new.combatants
    assert new.ko_records == []  # the chance is gone for good
    new.combatants["a"].action = PASS
    later, events = resolve_turn(new, ScriptedRng([X]))
    assert types(events, "taken_out") == [] and later.combatants["b"].ko


def test_not_taken_out_when_the_koer_does_something_else():
    s = _after_ko(a_action=attack("c"))
    new, events = resolve_turn(s, ScriptedRng([X, X, X]))
    assert types(events, "taken_out") == [] and "b" in new.combatants


def test_not_taken_out_when_the_koer_is_merely_idle():
    s = _after_ko(a_action=None)
    new, events = resolve_turn(s, ScriptedRng([]))
    assert types(events, "taken_out") == [] and "b" in new.combatants


def test_not_taken_out_after_a_hero_comeback():
    s = _after_ko(b_luck=1)
    s, hero_events = use_hero(s, "b")
    assert hero_events == [{"type": "hero", "id": "b", "name": "B", "luck_left": 0}]
    b = s.combatants["b"]
    assert not b.ko and b.hero_used and s.ko_records[0].hero
    s.combatants["b"].action = PASS  # back in the fight: b may act
    new, events = resolve_turn(s, ScriptedRng([H, X]))
    assert types(events, "taken_out") == [] and "b" in new.combatants
    assert [e["id"] for e in types(events, "pass")] == ["a", "b"]


def test_a_blocked_attack_on_the_koer_does_not_count_as_attacking_them():
    s = _after_ko(c_action=attack("a"))
    s.combatants["a"].stance = "Outofsight"
    new, events = resolve_turn(s, ScriptedRng([H, X]))
    assert types(events, "attack_failed")[0]["reason"] == "target_hidden"
    assert [e["id"] for e in types(events, "taken_out")] == ["b"]


def test_second_ko_in_a_turn_keeps_the_first_koer_and_skips_the_check():
    victim = npc("v", 1, None, wounds=(Severity.MODERATE,))
    s = state(npc("a", 1, attack("v")), npc("c", 1, attack("v")), victim)
    rng = ScriptedRng([
        H, X,  # alertness: a then c
        H, X, 1, 50, X,  # a: Light to the leg, KO check fails
        H, X, 1, 50,  # c: another Light, no KO check (already going down)
    ])
    new, events = resolve_turn(s, rng)
    assert rng.remaining == 0
    assert types(events, "attack")[1]["result"]["ko_check"] is None
    assert [(e["id"], e["by"]) for e in types(events, "ko")] == [("v", "a")]


def test_attacking_someone_already_down_wounds_without_a_ko_check():
    s = state(npc("a", 1, attack("b")), npc("b", 1, None, ko=True, wounds=(Severity.SERIOUS,)))
    rng = ScriptedRng([X, H, X, 9, 50])
    new, events = resolve_turn(s, rng)
    assert len(new.combatants["b"].wounds) == 2 and types(events, "ko") == []


# --- stances, hiding, falling ------------------------------------------------

def test_stance_action_changes_stance_in_order():
    s = state(npc("a", 1, {"type": "stance", "stance": "Outofsight"}), npc("b", 1, attack("a")))
    new, events = resolve_turn(s, ScriptedRng([H, X]))
    assert types(events, "stance")[0] == {"type": "stance", "id": "a", "name": "A",
                                          "from": "Normal", "to": "Outofsight",
                                          "reason": "action"}
    failed = types(events, "attack_failed")[0]
    assert failed["reason"] == "target_hidden" and failed["target_stance"] == "Outofsight"
    assert new.combatants["a"].stance == "Outofsight"


def test_a_stance_the_fighter_cannot_take_fails_without_changing_anything():
    s = state(npc("a", 1, {"type": "stance", "stance": "Mounted"}))
    new, events = resolve_turn(s, ScriptedRng([X]))
    assert "mount" in types(events, "action_failed")[0]["reason"]
    assert new.combatants["a"].stance == "Normal"


@pytest.mark.parametrize("hidden", ["Outofsight", "Reserve"])
def test_attacking_from_hiding_moves_to_normal(hidden):
    s = state(npc("a", 1, attack("b"), stance=hidden), npc("b", 1))
    new, events = resolve_turn(s, ScriptedRng([X, X, X]))
    assert types(events, "stance")[0]["reason"] == "attack_from_hiding"
    assert new.combatants["a"].stance == "Normal"
    assert [e["type"] for e in events].index("stance") < [e["type"] for e in events].index(
        "attack")


def test_a_rider_who_fails_the_fall_check_drops_to_normal():
    rider = npc("r", 2, None, stance="Mounted", has_mount=True)
    s = state(npc("a", 1, attack("r")), rider)
    # a hits (1 vs rider's 2 dice, 0 hits), Chest, 41+... = Moderate; Riding (rating 2) 0 hits.
    rng = ScriptedRng([X, H, X, X, 9, 60, X, X])
    new, events = resolve_turn(s, rng)
    assert rng.remaining == 0
    assert types(events, "stance")[0] == {"type": "stance", "id": "r", "name": "R",
                                          "from": "Mounted", "to": "Normal", "reason": "fell"}
    assert new.combatants["r"].stance == "Normal" and new.combatants["r"].has_mount


def test_a_bad_modifier_fails_the_action_not_the_turn():
    s = state(npc("a", 1, {"type": "attack", "target": "b", "modifier": 40}), npc("b", 1))
    new, events = resolve_turn(s, ScriptedRng([X]))
    assert "modifier" in types(events, "action_failed")[0]["reason"]
    assert new.turn == 2


def test_attack_on_someone_gone_or_oneself_fails_quietly():
    s = state(npc("a", 1, attack("zz")), npc("b", 1, attack("b")))
    _, events = resolve_turn(s, ScriptedRng([H, X]))
    assert [e["reason"] for e in types(events, "attack_failed")] == ["no_target", "self"]


# --- Luck ----------------------------------------------------------------------

def test_luck_is_paid_at_the_start_and_used_for_the_turn():
    a = npc("a", 1, attack("b"), luck=2, luck_spend="attack")
    b = npc("b", 1, PASS, luck=1, luck_spend="defense")
    # attack 1+3 dice, defense 1+3 dice, all misses.
    rng = ScriptedRng([H, X] + [X] * 8)
    new, events = resolve_turn(state(a, b), rng)
    assert [(e["id"], e["on"], e["luck_left"]) for e in types(events, "luck_spent")] == [
        ("a", "attack", 1), ("b", "defense", 0)]
    result = types(events, "attack")[0]["result"]
    assert ["luck", 3] in result["attack"]["parts"] and ["luck", 3] in result["defense"]["parts"]
    assert new.combatants["a"].luck == 1 and new.combatants["a"].luck_spend is None


def test_luck_spend_without_luck_lapses():
    a = npc("a", 1, attack("b"), luck=0)
    a.luck_spend = "attack"
    rng = ScriptedRng([X, X, X])
    _, events = resolve_turn(state(a, npc("b", 1)), rng)
    assert types(events, "luck_lapsed")[0]["id"] == "a"
    assert types(events, "attack")[0]["result"]["attack"]["parts"] == [["rating", 1]]


# --- treatment -------------------------------------------------------------------

def test_treat_heals_one_level_of_the_worst_fresh_wound():
    patient = npc("p", 1, None, wounds=(Severity.LIGHT, Severity.SERIOUS))
    medic = Combatant(id="m", name="Medic", ratings={"Medicine": 2, "Wit": 2},
                      action={"type": "treat", "target": "p"})
    rng = ScriptedRng([X, X, X, X] + [H, X, X, X])  # alertness 4 dice, Medicine 4 dice
    new, events = resolve_turn(state(patient, medic), rng)
    event = types(events, "treat")[0]
    assert event["outcome"] == "healed" and event["result"]["roll"]["parts"] == [
        ["Medicine", 2], ["Wit", 2]]
    assert [w.severity for w in new.combatants["p"].wounds] == [Severity.LIGHT,
                                                                Severity.MODERATE]


# --- state hygiene -----------------------------------------------------------------

def _busy_state():
    a = npc("a", 2, attack("b"), luck=1, luck_spend="attack", team="red")
    a.armor = [{"name": "Light Grounder Armor", "protection": 3, "table": "light_grounder",
                "locations": ["Chest", "Abdomen"]}]
    b = npc("b", 3, PASS, wounds=(Severity.LIGHT,), team="blue", stance="Defensive")
    return state(a, b, records=[KORecord("x", "a", 0, hero=True)])


def test_old_state_is_untouched_and_shares_nothing():
    old = _busy_state()
    before = json.dumps(old.to_dict(), sort_keys=True)
    new, _ = resolve_turn(old, random.Random(3))
    assert json.dumps(old.to_dict(), sort_keys=True) == before
    for cid in old.combatants:
        o, n = old.combatants[cid], new.combatants[cid]
        assert o is not n
        for attr in ("ratings", "armor", "wounds"):
            assert getattr(o, attr) is not getattr(n, attr)
        assert o.weapon is not n.weapon
    new.combatants["a"].armor[0]["locations"].append("Head")
    new.combatants["a"].weapon["penetration"] = 99
    assert json.dumps(old.to_dict(), sort_keys=True) == before


def test_state_round_trips_through_json_and_resolves_the_same():
    s = _busy_state()
    text = json.dumps(s.to_dict())
    back = CombatState.from_dict(json.loads(text))
    assert back.to_dict() == s.to_dict()
    assert list(back.combatants) == list(s.combatants)
    new1, events1 = resolve_turn(s, random.Random(11))
    new2, events2 = resolve_turn(back, random.Random(11))
    assert new1.to_dict() == new2.to_dict() and events1 == events2
    json.dumps(events1)  # events are JSON-safe too
    json.dumps(new1.to_dict())


def test_events_about_combatants_name_them():
    _, _, events = _ko_turn()
    for event in events:
        if event["type"] not in ("turn_start", "turn_end", "initiative"):
            assert "id" in event and "name" in event


def test_running_out_of_scripted_dice_is_loud():
    with pytest.raises(ScriptedRngExhausted):
        resolve_turn(state(npc("a", 1, PASS)), ScriptedRng([]))
