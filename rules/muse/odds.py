"""Exact odds of muse rolls (for +odds): the chance of each number of
successes for a pool, with or without the Key Trait (1s cancel nothing)
and mastery (each 6 adds a die, up to MAX_EXTRA_DICE added dice).

How mastery is counted without enumerating every chain: the added dice
keep coming until as many non-6s have been rolled among them as the first
throw had 6s, or until the cap is reached. So a roll is fixed by how many
6s (S) and how many other faces (N) were thrown in all; every 6 is a
success, and each other face is a success (4, 5), a cancelling 1 or a
blank. Pure: plain ints in, exact Fractions out, cached.
"""

from __future__ import annotations

from fractions import Fraction
from functools import lru_cache
from math import comb

from rules.errors import RulesError
from rules.muse.roll import DIE_SIDES, MAX_EXTRA_DICE, MAX_POOL

P_SIX = Fraction(1, DIE_SIDES)
P_OTHER = 1 - P_SIX


@lru_cache(maxsize=8)
def _non_six_face(key_trait: bool) -> tuple[tuple[int, Fraction], ...]:
    """Score of one die known not to be a 6: 4 or 5 is +1, a 1 is -1 (0 on
    a Key Trait roll), 2 or 3 is 0."""
    five = DIE_SIDES - 1
    return ((1, Fraction(2, five)), (0, Fraction(2, five) + (Fraction(1, five) if key_trait else 0)),
            ) + (() if key_trait else ((-1, Fraction(1, five)),))


@lru_cache(maxsize=256)
def _non_sixes(count: int, key_trait: bool) -> dict[int, Fraction]:
    """Total score of ``count`` dice that are not 6s."""
    if count == 0:
        return {0: Fraction(1)}
    prev = _non_sixes(count - 1, key_trait)
    out: dict[int, Fraction] = {}
    for score, p in prev.items():
        for step, q in _non_six_face(key_trait):
            out[score + step] = out.get(score + step, Fraction(0)) + p * q
    return out


def _chain(sixes: int, cap: int) -> dict[tuple[int, int], Fraction]:
    """(added 6s, added non-6s) after a first throw with ``sixes`` 6s."""
    if sixes == 0:
        return {(0, 0): Fraction(1)}
    out: dict[tuple[int, int], Fraction] = {}
    # Ends on its own: ``sixes`` non-6s, the last of them last, m 6s before.
    for m in range(0, cap - sixes + 1):
        out[(m, sixes)] = comb(sixes - 1 + m, m) * P_SIX ** m * P_OTHER ** sixes
    # Cut off: ``cap`` dice added with fewer than ``sixes`` non-6s among them.
    for u in range(0, min(sixes - 1, cap) + 1):
        key = (cap - u, u)
        out[key] = out.get(key, Fraction(0)) + comb(cap, u) * P_OTHER ** u * P_SIX ** (cap - u)
    return out


@lru_cache(maxsize=512)
def successes_distribution(dice: int, key_trait: bool = False, mastered: bool = False,
                           cap: int = MAX_EXTRA_DICE) -> tuple[tuple[int, Fraction], ...]:
    """(successes, probability) for a pool of ``dice`` d6, summing to 1."""
    if dice < 0:
        raise RulesError("A pool cannot have a negative number of dice.")
    if dice > MAX_POOL:
        raise RulesError(f"That pool would be {dice} dice; the most anyone rolls is {MAX_POOL}.")
    weights: dict[tuple[int, int], Fraction] = {}  # (6s in all, non-6s in all)
    for k in range(dice + 1):
        p_first = comb(dice, k) * P_SIX ** k * P_OTHER ** (dice - k)
        added = _chain(k, cap) if mastered else {(0, 0): Fraction(1)}
        for (m, u), q in added.items():
            key = (k + m, dice - k + u)
            weights[key] = weights.get(key, Fraction(0)) + p_first * q
    result: dict[int, Fraction] = {}
    for (sixes, others), w in weights.items():
        for score, p in _non_sixes(others, key_trait).items():
            successes = max(0, sixes + score)
            result[successes] = result.get(successes, Fraction(0)) + w * p
    return tuple(sorted((s, p) for s, p in result.items() if p))


def at_least(dist, successes: int) -> Fraction:
    return sum((p for s, p in dist if s >= successes), Fraction(0))
