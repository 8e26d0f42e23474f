"""fs3 hit locations, wound rolls, severities, wound records, penalties and
the KO threshold."""

from __future__ import annotations

import json

import pytest

from rules.dice import ScriptedRng
from rules.errors import RulesError
from rules.fs3.combat.locations import (
    HUMANOID_TABLE,
    LOCATION_MODIFIERS,
    location_for,
    location_index,
    location_modifier,
    roll_location,
)
from rules.fs3.combat.wounds import (
    KO_THRESHOLD,
    Severity,
    Wound,
    WoundRoll,
    brawn_bonus,
    needs_ko_check,
    roll_wound,
    severity_for,
    total_modifier,
    worst_severity,
    wound_penalty,
)

L, M, S, C = Severity.LIGHT, Severity.MODERATE, Severity.SERIOUS, Severity.CRITICAL


def wounds(*severities: Severity) -> list[Wound]:
    return [Wound(s, "Chest", "Knife", 0.0) for s in severities]


# --- locations ---------------------------------------------------------------

def test_humanoid_table_is_the_ten_entries_in_order():
    assert HUMANOID_TABLE == ("Left Leg", "Right Leg", "Left Arm", "Right Arm", "Abdomen",
                              "Abdomen", "Head", "Chest", "Chest", "Chest")


@pytest.mark.parametrize("die, net, expected", [
    (1, 0, "Left Leg"), (2, 0, "Right Leg"), (3, 0, "Left Arm"), (4, 0, "Right Arm"),
    (5, 0, "Abdomen"), (6, 0, "Abdomen"), (7, 0, "Head"), (8, 0, "Chest"), (10, 0, "Chest"),
    (1, 1, "Right Leg"), (1, 6, "Head"), (5, 2, "Head"), (7, 1, "Chest"),
    (10, 5, "Chest"), (9, 40, "Chest"),  # capped at the last entry
])
def test_location_index_is_die_minus_one_plus_net_hits(die, net, expected):
    assert location_for(die, net) == expected
    assert location_index(die, net) == min(die - 1 + net, 9)


def test_roll_location_uses_a_d10():
    rng = ScriptedRng([4])
    assert roll_location(rng, 2) == (4, "Abdomen")
    assert rng.calls == [(1, 10)]


@pytest.mark.parametrize("location, modifier", [
    ("Head", 30), ("Chest", 0), ("Abdomen", 0), ("Left Arm", -30), ("Right Arm", -30),
    ("Left Leg", -30), ("Right Leg", -30),
])
def test_location_wound_modifiers(location, modifier):
    assert location_modifier(location) == modifier
    assert LOCATION_MODIFIERS[location] == modifier


# --- severity ----------------------------------------------------------------

@pytest.mark.parametrize("total, severity", [
    (-50, L), (1, L), (40, L), (41, M), (80, M), (81, S), (99, S), (100, C), (175, C),
])
def test_severity_band_edges(total, severity):
    assert severity_for(total) == severity


def test_wound_roll_adds_die_lethality_location_and_brawn():
    rng = ScriptedRng([55])
    roll = roll_wound(rng, lethality=10, location_modifier=30, bonus=5)
    assert rng.calls == [(1, 100)]
    assert roll.total == 100 and roll.severity == C
    assert roll.to_dict() == {"die": 55, "lethality": 10, "location_modifier": 30,
                              "brawn_bonus": 5, "total": 100, "severity": "Critical"}
    assert WoundRoll(55, 10, 30, 4).severity == S


@pytest.mark.parametrize("is_npc, melee, brawn, bonus", [
    (False, True, 1, 0), (False, True, 2, 0), (False, True, 3, 5), (False, True, 5, 15),
    (False, False, 5, 0),  # ranged weapon: no bonus
    (True, True, 5, 0),  # NPC: no bonus
])
def test_brawn_bonus_only_for_pcs_with_melee_weapons(is_npc, melee, brawn, bonus):
    assert brawn_bonus(is_npc, melee, brawn) == bonus


# --- modifiers, penalty, KO threshold ---------------------------------------

@pytest.mark.parametrize("severities, total, penalty", [
    ((), 0.0, 0),
    ((L,), -0.25, 0),
    ((M,), -0.75, 0),
    ((L, L, L), -0.75, 0),
    ((L, L, L, L), -1.0, -1),
    ((M, L), -1.0, -1),
    ((M, L, L), -1.25, -1),
    ((S,), -1.5, -1),
    ((C,), -2.5, -2),
    ((S, S), -3.0, -3),
    ((C, M, L), -3.5, -3),
    ((C, C, S, M), -7.25, -7),
])
def test_modifiers_add_up_and_penalty_drops_the_fraction(severities, total, penalty):
    ws = wounds(*severities)
    assert total_modifier(ws) == total
    assert wound_penalty(ws) == penalty


def test_ko_threshold_is_minus_one_inclusive():
    assert KO_THRESHOLD == -1.0
    assert needs_ko_check(wounds(M, L))  # exactly -1.0
    assert needs_ko_check(wounds(L, L, L, L))
    assert not needs_ko_check(wounds(M))  # -0.75
    assert not needs_ko_check(wounds(L, L, L))
    assert needs_ko_check(wounds(S))


def test_worst_severity():
    assert worst_severity([]) is None
    assert worst_severity(wounds(L, S, M)) == S


# --- records -----------------------------------------------------------------

def test_wound_round_trips_through_json():
    wound = Wound(S, "Left Arm", "Axe", 1700000000.5, healing_points=2,
                  description="a deep cut", treated=True)
    data = json.loads(json.dumps(wound.to_dict()))
    assert data["severity"] == "Serious"
    assert Wound.from_dict(data) == wound


def test_wound_accepts_severity_names_and_rejects_nonsense():
    assert Wound("moderate", "Chest", "Knife", 0.0).severity == M
    assert Severity.parse(4) == C
    with pytest.raises(RulesError):
        Severity.parse("Grazed")
