"""Exact odds of a pbta roll (for +odds): the chance of each band for 2d6
plus a total modifier, on the standard scale or Take Watch's. Pure and
cached; the modifier is bounded so any legal roll answers at once.
"""

from __future__ import annotations

from fractions import Fraction
from functools import lru_cache

from rules.errors import RulesError
from rules.pbta.bands import SCALES, STANDARD
from rules.pbta.roll import DICE, SIDES

TOTAL_MODIFIER_LIMIT = 30  # stat, modifier and forwards together, either way


@lru_cache(maxsize=64)
def totals(modifier: int = 0) -> tuple[tuple[int, Fraction], ...]:
    """(total, probability) of 2d6 + ``modifier``."""
    if abs(modifier) > TOTAL_MODIFIER_LIMIT:
        raise RulesError(f"A total modifier of {modifier:+d} is beyond any roll.")
    import icepool

    die = DICE @ icepool.d(SIDES) + modifier
    return tuple((int(t), Fraction(p)) for t, p in zip(die.outcomes(), die.probabilities()))


@lru_cache(maxsize=128)
def band_distribution(modifier: int = 0, scale: str = STANDARD.key) -> tuple[tuple[str, Fraction], ...]:
    """(band key, probability) for every band of ``scale``, best first."""
    chosen = SCALES[scale]
    result = {key: Fraction(0) for key in chosen.keys}
    for total, p in totals(modifier):
        result[chosen.band(total).key] += p
    return tuple(result.items())
