"""fs3 combat stances: the dice each gives, lookup, and what each needs."""

from __future__ import annotations

import pytest

from rules.errors import RulesError
from rules.fs3.combat.stances import (
    DEFAULT_STANCE,
    STANCE_AFTER_FALL,
    STANCE_AFTER_HIDDEN_ATTACK,
    STANCES,
    check_stance_allowed,
    find_stance,
)

EXPECTED = {
    # name: (attack, defense, needs shield, needs mount)
    "Normal": (0, 0, False, False),
    "Aggressive": (3, -3, False, False),
    "Defensive": (-3, 3, False, False),
    "Mounted": (1, 0, False, True),
    "Cover": (0, 0, False, False),
    "Outofsight": (0, 0, False, False),
    "Reserve": (0, 0, False, False),
    "Shield": (0, 1, True, False),
    "Agg_Shield": (3, -2, True, False),
    "Def_Shield": (-3, 4, True, False),
    "Mount_Shield": (1, 1, True, True),
}


def test_every_stance_is_listed_once():
    assert sorted(s.name for s in STANCES) == sorted(EXPECTED)


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_stance_modifiers_and_needs(name):
    stance = find_stance(name)
    got = (stance.attack, stance.defense, stance.needs_shield, stance.needs_mount)
    assert got == EXPECTED[name]


def test_default_is_normal():
    assert DEFAULT_STANCE == "Normal"
    assert STANCE_AFTER_FALL == "Normal"
    assert STANCE_AFTER_HIDDEN_ATTACK == "Normal"


def test_only_outofsight_and_reserve_hide():
    assert {s.name for s in STANCES if s.hidden} == {"Outofsight", "Reserve"}


def test_only_cover_gives_cover_and_only_mounted_stances_ride():
    assert {s.name for s in STANCES if s.cover} == {"Cover"}
    assert {s.name for s in STANCES if s.riding} == {"Mounted", "Mount_Shield"}


@pytest.mark.parametrize("typed, found", [
    ("aggressive", "Aggressive"), ("AGGR", "Aggressive"), ("def_", "Def_Shield"),
    ("defe", "Defensive"), ("o", "Outofsight"), ("res", "Reserve"), ("mounted", "Mounted"),
    ("mount_", "Mount_Shield"), ("agg shield", "Agg_Shield"), ("Shield", "Shield"),
    ("n", "Normal"), ("c", "Cover"),
])
def test_lookup_by_case_insensitive_unique_prefix(typed, found):
    assert find_stance(typed).name == found


@pytest.mark.parametrize("typed", ["agg", "def", "mount", "", "   ", "flying"])
def test_ambiguous_empty_or_unknown_names_raise(typed):
    with pytest.raises(RulesError):
        find_stance(typed)


def test_ambiguous_message_names_the_choices():
    with pytest.raises(RulesError) as err:
        find_stance("agg")
    assert "Aggressive" in str(err.value) and "Agg_Shield" in str(err.value)


@pytest.mark.parametrize("name", ["Shield", "Agg_Shield", "Def_Shield"])
def test_shield_stances_need_a_shield(name):
    with pytest.raises(RulesError, match="shield"):
        check_stance_allowed(find_stance(name), has_shield=False, has_mount=True)
    check_stance_allowed(find_stance(name), has_shield=True, has_mount=False)


def test_mounted_needs_a_mount():
    with pytest.raises(RulesError, match="mount"):
        check_stance_allowed(find_stance("Mounted"), has_shield=True, has_mount=False)
    check_stance_allowed(find_stance("Mounted"), has_shield=False, has_mount=True)


def test_mount_shield_needs_both():
    stance = find_stance("Mount_Shield")
    for shield, mount in [(False, False), (True, False), (False, True)]:
        with pytest.raises(RulesError):
            check_stance_allowed(stance, has_shield=shield, has_mount=mount)
    check_stance_allowed(stance, has_shield=True, has_mount=True)


@pytest.mark.parametrize("name", ["Defensive", "Aggressive", "Agg_Shield", "Def_Shield", "Normal"])
def test_a_mounted_fighter_may_take_other_stances(name):
    check_stance_allowed(find_stance(name), has_shield=True, has_mount=True)
