"""Exact odds of fs3 rolls (for +odds): success levels of one pool, and the
victory levels of an opposed roll. Pure: plain ints in, exact Fractions out.

A die is a hit, a 1, or neither. Embarrassing Failure needs no hits and
more 1s than the ruling rating (None: a plain pool, which never
embarrasses). Results are cached on their plain arguments; pools are
bounded by the roll rules (1..MAX_POOL dice thrown).
"""

from __future__ import annotations

from fractions import Fraction
from functools import lru_cache
from math import comb

from rules.errors import RulesError
from rules.fs3.combat.odds import hits_die
from rules.fs3.levels import Level, Victory, level_for, victory_for
from rules.fs3.roll import DIE_SIDES, HIT_ON, MAX_POOL, MIN_DICE

HIT_FACES = DIE_SIDES - HIT_ON + 1  # 7 and 8
ONE_FACES = 1
OTHER_FACES = DIE_SIDES - HIT_FACES - ONE_FACES


def thrown(dice: int) -> int:
    """Dice actually thrown for a pool total of ``dice`` (checked)."""
    if dice > MAX_POOL:
        raise RulesError(f"That pool would be {dice} dice; the most anyone rolls is {MAX_POOL}.")
    return max(MIN_DICE, dice)


@lru_cache(maxsize=256)
def hits_distribution(dice: int) -> tuple[tuple[int, Fraction], ...]:
    """(hits, probability) for a pool of ``dice`` (at least one die thrown)."""
    die = hits_die(thrown(dice))
    return tuple((int(h), Fraction(p)) for h, p in zip(die.outcomes(), die.probabilities()))


def _embarrassing(dice: int, ruling_rating: int) -> Fraction:
    """P(no hits and more than ``ruling_rating`` ones)."""
    n = thrown(dice)
    total = Fraction(0)
    for ones in range(max(0, ruling_rating + 1), n + 1):
        total += comb(n, ones) * Fraction(ONE_FACES, DIE_SIDES) ** ones * \
            Fraction(OTHER_FACES, DIE_SIDES) ** (n - ones)
    return total


@lru_cache(maxsize=512)
def level_distribution(dice: int, ruling_rating: int | None = None) -> tuple[tuple[Level, Fraction], ...]:
    """(level, probability) for every level, best last, summing to 1."""
    result = {level: Fraction(0) for level in Level}
    for hits, p in hits_distribution(dice):
        result[level_for(hits, 0, None)] += p
    if ruling_rating is not None:
        embarrassed = _embarrassing(dice, ruling_rating)
        result[Level.FAILURE] -= embarrassed
        result[Level.EMBARRASSING_FAILURE] += embarrassed
    return tuple(sorted(result.items()))


@lru_cache(maxsize=512)
def opposed_distribution(first: int, second: int) -> tuple[tuple[int, Victory, Fraction], ...]:
    """(winner, victory, probability): winner 0 is the first side, 1 the
    second, None on a draw. Best for the first side first."""
    a, b = hits_die(thrown(first)), hits_die(thrown(second))
    net = a - b
    result: dict[tuple, Fraction] = {}
    for n, p in zip(net.outcomes(), net.probabilities()):
        winner = 0 if n > 0 else (1 if n < 0 else None)
        key = (winner, victory_for(int(n)))
        result[key] = result.get(key, Fraction(0)) + Fraction(p)

    def order(item):
        (winner, victory), _ = item
        return -int(victory) if winner == 0 else (0 if winner is None else int(victory))

    return tuple((w, v, p) for (w, v), p in sorted(result.items(), key=order))


def success_probability(dice: int) -> Fraction:
    """P(at least one hit)."""
    return sum((p for h, p in hits_distribution(dice) if h > 0), Fraction(0))
