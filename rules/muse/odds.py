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

NON_SIX_WEIGHTS = {False: ((1, 2), (0, 2), (-1, 1)), True: ((1, 2), (0, 3))}
"""Score of one face that is not a 6, with how many faces give it: 4 or 5
is +1, 2 or 3 is 0, a 1 is -1 (0 on a Key Trait roll)."""


@lru_cache(maxsize=256)
def _non_sixes(count: int, key_trait: bool) -> dict[int, int]:
    """How many ways ``count`` dice that are not 6s make each total score
    (out of 5 ** count)."""
    if count == 0:
        return {0: 1}
    prev = _non_sixes(count - 1, key_trait)
    out: dict[int, int] = {}
    for score, n in prev.items():
        for step, ways in NON_SIX_WEIGHTS[key_trait]:
            out[score + step] = out.get(score + step, 0) + n * ways
    return out


def _chain(sixes: int, cap: int) -> dict[tuple[int, int], int]:
    """(added 6s, added non-6s) after a first throw with ``sixes`` 6s, with
    how many orders give it (each order's non-6 faces counted later)."""
    if sixes == 0:
        return {(0, 0): 1}
    out: dict[tuple[int, int], int] = {}
    # Ends on its own: ``sixes`` non-6s, the last of them last, m 6s before.
    for m in range(0, cap - sixes + 1):
        out[(m, sixes)] = comb(sixes - 1 + m, m)
    # Cut off: ``cap`` dice added with fewer than ``sixes`` non-6s among them.
    for u in range(0, min(sixes - 1, cap) + 1):
        key = (cap - u, u)
        out[key] = out.get(key, 0) + comb(cap, u)
    return out


@lru_cache(maxsize=512)
def successes_distribution(dice: int, key_trait: bool = False, mastered: bool = False,
                           cap: int = MAX_EXTRA_DICE) -> tuple[tuple[int, Fraction], ...]:
    """(successes, probability) for a pool of ``dice`` d6, summing to 1.

    Counted in whole numbers over 6 ** (dice + extra) throws, where extra is
    the most dice mastery can add: a roll that threw fewer dice stands for
    6 ** (the dice it did not throw) of those throws.
    """
    if dice < 0:
        raise RulesError("A pool cannot have a negative number of dice.")
    if dice > MAX_POOL:
        raise RulesError(f"That pool would be {dice} dice; the most anyone rolls is {MAX_POOL}.")
    extra = cap if mastered else 0
    weights: dict[tuple[int, int], int] = {}  # (6s in all, non-6s in all) -> ways
    for k in range(dice + 1):
        added = _chain(k, cap) if mastered else {(0, 0): 1}
        for (m, u), ways in added.items():
            key = (k + m, dice - k + u)
            weights[key] = weights.get(key, 0) + comb(dice, k) * ways * DIE_SIDES ** (extra - m - u)
    counts: dict[int, int] = {}
    for (sixes, others), w in weights.items():
        for score, n in _non_sixes(others, key_trait).items():
            successes = max(0, sixes + score)
            counts[successes] = counts.get(successes, 0) + w * n
    total = DIE_SIDES ** (dice + extra)
    return tuple(sorted((s, Fraction(n, total)) for s, n in counts.items() if n))


def at_least(dist, successes: int) -> Fraction:
    return sum((p for s, p in dist if s >= successes), Fraction(0))
