"""fs3 healing: daily points, dropping a level, Light wounds going away, and
treatment of the worst wound under a day old."""

from __future__ import annotations

import pytest

from rules.dice import ScriptedRng
from rules.fs3.combat.healing import (
    DAY_SECONDS,
    HEALED,
    HEALING_POINTS_TO_DROP,
    NOTHING_TO_TREAT,
    ROLL_FAILED,
    daily_points,
    heal_wound,
    heal_wounds,
    roll_daily_healing,
    treat,
    treatable_index,
)
from rules.fs3.combat.wounds import Severity, Wound
from rules.fs3.roll import plain_pool

L, M, S, C = Severity.LIGHT, Severity.MODERATE, Severity.SERIOUS, Severity.CRITICAL
NOW = 1_000_000.0


def wound(severity, points=0, age=0.0, treated=False, location="Chest"):
    return Wound(severity, location, "Sword", NOW - age, healing_points=points, treated=treated)


def test_points_needed_per_level():
    assert HEALING_POINTS_TO_DROP == {L: 2, M: 3, S: 4, C: 5}


@pytest.mark.parametrize("brawn, doctor, points", [
    (False, False, 1), (True, False, 2), (False, True, 2), (True, True, 3),
])
def test_daily_points(brawn, doctor, points):
    assert daily_points(brawn, doctor) == points


@pytest.mark.parametrize("severity, needed", [(L, 2), (M, 3), (S, 4), (C, 5)])
def test_a_wound_drops_one_level_exactly_at_its_points(severity, needed):
    just_short = heal_wound(wound(severity, points=needed - 2), 1)
    assert just_short.severity == severity and just_short.healing_points == needed - 1
    dropped = heal_wound(wound(severity, points=needed - 1), 1)
    if severity == L:
        assert dropped is None  # a healed Light wound is gone
    else:
        assert dropped.severity == Severity(severity - 1) and dropped.healing_points == 0


def test_at_most_one_level_a_day():
    assert heal_wound(wound(M, points=2), 3).severity == L


def test_heal_wounds_keeps_the_rest_and_reports_changes():
    kept, changes = heal_wounds([wound(L, points=1), wound(S, points=0)], 2)
    assert [w.severity for w in kept] == [S]
    assert kept[0].healing_points == 2
    assert changes[0].after is None and changes[1].after.healing_points == 2


def test_daily_healing_rolls_brawn_then_doctor():
    # Brawn+Brawn pool of 4: one hit (success); doctor pool of 3: no hits.
    rng = ScriptedRng([7, 2, 2, 2, 1, 3, 5])
    result = roll_daily_healing([wound(L, points=0), wound(M, points=1)], rng,
                                plain_pool(4), plain_pool(3))
    assert result.brawn_roll.hits == 1 and result.doctor_roll.hits == 0
    assert result.points == 2
    # Light 0+2 heals away; Moderate 1+2 reaches 3 and drops to Light.
    assert [w.severity for w in result.wounds] == [L]
    assert result.wounds[0].healing_points == 0


def test_daily_healing_with_every_bonus_heals_three_points():
    rng = ScriptedRng([8, 1, 7])
    result = roll_daily_healing([wound(C, points=2)], rng, plain_pool(2), plain_pool(1))
    assert result.points == 3
    assert result.wounds[0].severity == S and result.wounds[0].healing_points == 0


def test_daily_healing_failed_brawn_roll_gives_one_point():
    result = roll_daily_healing([wound(S)], ScriptedRng([1, 6]), plain_pool(2))
    assert result.doctor_roll is None and result.points == 1
    assert result.wounds[0].healing_points == 1


# --- treatment ---------------------------------------------------------------

def test_treat_picks_the_worst_wound_under_a_day_old():
    ws = [wound(M, age=100), wound(C, age=DAY_SECONDS + 1), wound(S, age=50), wound(L)]
    assert treatable_index(ws, NOW) == 2
    result = treat(ws, plain_pool(1), ScriptedRng([7]), NOW)
    assert result.outcome == HEALED
    assert [w.severity for w in result.wounds] == [M, C, M, L]
    assert result.wounds[2].treated and result.change.before.severity == S


def test_exactly_one_day_old_is_too_old():
    assert treatable_index([wound(S, age=DAY_SECONDS)], NOW) is None
    assert treatable_index([wound(S, age=DAY_SECONDS - 1)], NOW) == 0


def test_among_equal_wounds_the_newest_is_treated():
    ws = [wound(S, age=300, location="Chest"), wound(S, age=10, location="Head")]
    assert treatable_index(ws, NOW) == 1


def test_treated_light_wound_is_gone():
    result = treat([wound(L)], plain_pool(1), ScriptedRng([8]), NOW)
    assert result.wounds == () and result.change.after is None


def test_failed_treatment_changes_nothing():
    ws = [wound(S)]
    result = treat(ws, plain_pool(2), ScriptedRng([6, 1]), NOW)
    assert result.outcome == ROLL_FAILED and result.wounds == tuple(ws)


def test_no_fresh_wound_means_no_roll():
    rng = ScriptedRng([])
    result = treat([wound(S, age=2 * DAY_SECONDS)], plain_pool(3), rng, NOW)
    assert result.outcome == NOTHING_TO_TREAT and result.roll is None


def test_a_wound_is_treated_once():
    first = treat([wound(M)], plain_pool(1), ScriptedRng([7]), NOW)
    assert first.wounds[0].severity == L and first.wounds[0].treated
    second = treat(list(first.wounds), plain_pool(1), ScriptedRng([]), NOW)
    assert second.outcome == NOTHING_TO_TREAT
