"""Waking someone Unconscious: others try to wake them, each adding a die
to their Awareness recovery roll.

In a fight, each fighter who spends an action trying to wake a sleeper is
counted among its helpers for the rest of the round (:func:`help_wake`);
the waking roll (:func:`wake_roll`) is the sleeper's own Awareness plus one
die per helper, whether a helper's action or the sleeper's own recovery
roll sets it off.

Choices where the text is silent: the helpers of a round all count, so a
second helper rolls with two extra dice; they are forgotten when the round
ends or the sleeper wakes. A dying character's Unconscious is not shaken
off this way (only dying checks and healing end it), and nobody wakes
themselves by helping.
"""

from __future__ import annotations

import copy
from dataclasses import replace

from rules.dice import Rng
from rules.errors import RulesError
from rules.muse.combatant import CombatState
from rules.muse.recovery import RecoveryResult, recovery_roll
from rules.muse.roll import Pool
from rules.muse.tribulations import UNCONSCIOUS, Afflictions


def wake_roll(active: Afflictions, pool: Pool, helpers: int, rng: Rng, *,
              opposing: Pool | None = None, afflicted_pc: bool = True,
              source_pc: bool = False) -> RecoveryResult:
    """An attempt to wake someone Unconscious: their own Awareness recovery
    roll, with one more die for each character helping to wake them."""
    if UNCONSCIOUS not in active:
        raise RulesError("Not Unconscious: there is nobody to wake.")
    if helpers < 0:
        raise ValueError("helpers is never negative")
    return recovery_roll(active, UNCONSCIOUS, replace(pool, assists=pool.assists + helpers), rng,
                         opposing=opposing, afflicted_pc=afflicted_pc, source_pc=source_pc)


def help_wake(state: CombatState, helper: str, sleeper: str) -> CombatState:
    """Count ``helper`` among those trying to wake ``sleeper`` this round."""
    state = copy.deepcopy(state)
    state.fighter(helper)
    s = state.fighter(sleeper)
    if helper == sleeper:
        raise RulesError("You cannot wake yourself: try +combat/recover unconscious on your turn.")
    if s.dead:
        raise RulesError(f"{sleeper} is dead.")
    if UNCONSCIOUS not in s.tribulations:
        raise RulesError(f"{sleeper} is not Unconscious.")
    if s.dying is not None:
        raise RulesError(f"{sleeper} is dying: only healing or their own dying checks bring "
                         f"them round.")
    if helper not in s.wakers:
        s.wakers.append(helper)
    return state
