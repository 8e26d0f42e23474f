"""Exact odds of a Word roll (for +odds): fumbles, how many times the chain
explodes, and the chance the dice reach a DC. Items are left out (they add
after the roll). Pure: plain ints in, exact Fractions out, cached; the
chain stops at MAX_EXPLOSIONS as the roll does, so a d100 with the lowest
threshold still answers quickly.
"""

from __future__ import annotations

from fractions import Fraction
from functools import lru_cache

from rules.mw.ladder import check_die, explosion_die
from rules.mw.roll import FUMBLE_FACE, MAX_EXPLOSIONS, threshold_for


def _explode_chance(sides: int, reduction: int) -> Fraction:
    threshold = threshold_for(sides, reduction)
    return Fraction(sides - threshold + 1, sides)


@lru_cache(maxsize=512)
def _chain(sides: int, reduction: int, depth: int) -> tuple[tuple[int, ...], int]:
    """Counts of each total of a chain die rolled after ``depth`` explosions
    and all it sets off, over a common denominator: (counts, denominator),
    counts[t] for total t. Exploding faces add the next die's counts shifted
    by the face, summed as a sliding window over prefix sums."""
    if depth >= MAX_EXPLOSIONS:
        return (0,) + (1,) * sides, sides
    threshold = threshold_for(sides, reduction)
    sub, sub_denom = _chain(explosion_die(sides), reduction, depth + 1)
    return _combine(sides, threshold, sub, sub_denom, low=1)


def _combine(sides: int, threshold: int, sub, sub_denom: int, low: int):
    """Faces ``low``..``sides`` of a ``sides`` die (each equally likely);
    a face at or over ``threshold`` adds a roll from ``sub``."""
    size = sides + len(sub)
    counts = [0] * size
    for face in range(low, min(threshold, sides + 1)):
        counts[face] += sub_denom
    if threshold <= sides:
        prefix = [0]
        for c in sub:
            prefix.append(prefix[-1] + c)
        n = len(sub)
        for total in range(size):
            hi = min(total - threshold, n - 1)  # sub index for the lowest face
            lo = max(total - sides, 0)  # sub index for the highest face
            if hi >= lo:
                counts[total] += prefix[hi + 1] - prefix[lo]
    while counts and counts[-1] == 0:
        counts.pop()
    return tuple(counts), (sides - low + 1) * sub_denom


@lru_cache(maxsize=256)
def total_counts(sides: int, reduction: int) -> tuple[tuple[int, ...], int]:
    """The dice total of a roll that did not fumble: (counts, denominator)."""
    check_die(sides)
    threshold = threshold_for(sides, reduction)
    sub, sub_denom = _chain(explosion_die(sides), reduction, 1)
    return _combine(sides, threshold, sub, sub_denom, low=FUMBLE_FACE + 1)


def fumble_chance(sides: int) -> Fraction:
    return Fraction(1, check_die(sides))


@lru_cache(maxsize=256)
def explosion_distribution(sides: int, reduction: int) -> tuple[tuple[int, Fraction], ...]:
    """(explosions, probability) counted over every roll, fumbles included
    (a fumble never explodes)."""
    check_die(sides)
    out, reach, current = [], Fraction(1), sides
    for count in range(MAX_EXPLOSIONS):
        p = _explode_chance(current, reduction)
        out.append((count, reach * (1 - p)))
        reach *= p
        current = explosion_die(current)
    out.append((MAX_EXPLOSIONS, reach))
    return tuple((c, p) for c, p in out if p)


@lru_cache(maxsize=1024)
def reach_chance(sides: int, reduction: int, dc: int) -> Fraction:
    """P(no fumble and a dice total of at least ``dc``)."""
    counts, denom = total_counts(sides, reduction)
    good = sum(counts[max(dc, 0):])
    return Fraction(good, denom) * (1 - fumble_chance(sides))


def mean_total(sides: int, reduction: int) -> Fraction:
    """The average dice total over every roll (a fumble counts its 1)."""
    counts, denom = total_counts(sides, reduction)
    no_fumble = 1 - fumble_chance(sides)
    mean = Fraction(sum(t * c for t, c in enumerate(counts)), denom)
    return mean * no_fumble + fumble_chance(sides) * FUMBLE_FACE
