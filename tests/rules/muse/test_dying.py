"""Dying: the status thresholds, dying checks, waking and instant death."""

import pytest

from rules.dice import ScriptedRng
from rules.muse.dying import (
    DEAD,
    DYING,
    MAX_DYING_REROLLS,
    REVIVED,
    UP,
    DyingState,
    dies_instantly,
    dying_check,
    fall,
    status_for,
    wake,
)
from rules.muse.roll import build_pool
from rules.muse.tribulations import impose

END2 = build_pool("Endurance", 2)


@pytest.mark.parametrize("life,status", [(1, UP), (0, DYING), (-5, DYING), (-6, DEAD), (-7, DEAD)])
def test_status_thresholds_with_endurance_six(life, status):
    assert status_for(life, 6) == status


def test_instant_death_at_exactly_minus_endurance():
    assert dies_instantly(-6, 6) and not dies_instantly(-5, 6)


def test_check_win_and_loss():
    win = dying_check(END2, DyingState(), ScriptedRng([4, 2, 2, 2]))
    assert win.won and win.after == DyingState(1, 0) and win.outcome is None
    lose = dying_check(END2, DyingState(), ScriptedRng([2, 2, 4, 2]))
    assert not lose.won and lose.after == DyingState(0, 1)
    assert len(lose.rolls[0][1].faces) == 2  # GM rolls the same number of dice


def test_ties_are_rerolled():
    check = dying_check(END2, DyingState(), ScriptedRng([4, 2, 5, 2,   2, 2, 4, 2]))
    assert not check.won and len(check.rolls) == 2


def test_ties_past_the_cap_go_to_the_dying():
    rng = ScriptedRng([4, 2, 4, 2] * (MAX_DYING_REROLLS + 1))
    check = dying_check(END2, DyingState(), rng)
    assert check.won and len(check.rolls) == MAX_DYING_REROLLS + 1 and rng.remaining == 0


def test_three_successes_revive():
    state = DyingState(2, 2)
    check = dying_check(END2, state, ScriptedRng([4, 2, 2, 2]))
    assert check.after == DyingState(3, 2) and check.outcome == REVIVED


def test_three_failures_kill():
    state = DyingState(2, 2)
    check = dying_check(END2, state, ScriptedRng([2, 2, 2, 4]))
    assert check.after == DyingState(2, 3) and check.outcome == DEAD
    with pytest.raises(ValueError):
        dying_check(END2, check.after, ScriptedRng([4, 4, 4, 4]))


def test_fall_and_wake():
    fallen = fall({})
    assert "Unconscious" in fallen and fall(fallen) == fallen
    woke = wake(impose(fallen, "Bleeding"))
    assert set(woke) == {"Bleeding", "Tired"}
    assert set(wake(impose(fallen, "Tired"))) == {"Tired"}
    assert DyingState.from_dict(DyingState(1, 2).to_dict()) == DyingState(1, 2)
    assert DyingState.from_dict(None) is None
