"""Exact Word-roll odds against icepool's own exploding-die mixture (an
independent computation) and hand counts; every distribution sums to 1."""

from __future__ import annotations

from fractions import Fraction

import icepool
import pytest

from rules.mw.ladder import LADDER, explosion_die
from rules.mw.odds import explosion_distribution, fumble_chance, reach_chance, total_counts
from rules.mw.roll import MAX_EXPLOSIONS, threshold_for


def icepool_total(sides, reduction, depth=0, first=True):
    threshold = threshold_for(sides, reduction)
    faces = icepool.Die(range(2, sides + 1)) if first else icepool.d(sides)
    if depth >= MAX_EXPLOSIONS:
        return faces
    rest = icepool_total(explosion_die(sides), reduction, depth + 1, first=False)
    return faces.map(lambda f: f + rest if f >= threshold else f)


@pytest.mark.parametrize("sides,reduction", [(4, 0), (4, 2), (6, 1), (8, 3), (10, 0), (12, 5)])
def test_totals_match_icepool(sides, reduction):
    counts, denom = total_counts(sides, reduction)
    mine = {t: Fraction(c, denom) for t, c in enumerate(counts) if c}
    ref = icepool_total(sides, reduction)
    theirs = {int(o): Fraction(p) for o, p in zip(ref.outcomes(), ref.probabilities())}
    assert mine == theirs
    assert sum(mine.values()) == 1


def test_hand_counts():
    # d4, no reduction: only a 4 explodes (into a d6 that explodes on 6)
    assert fumble_chance(4) == Fraction(1, 4)
    assert reach_chance(4, 0, 4) == Fraction(1, 4)  # only a 4 reaches 4
    assert reach_chance(4, 0, 5) == Fraction(1, 4)  # 4 + at least 1
    assert reach_chance(4, 0, 2) == Fraction(3, 4)  # anything but the fumble
    # d4 with reduction 2: threshold 2, so every face but the fumble explodes
    assert dict(explosion_distribution(4, 2))[0] == Fraction(1, 4)


@pytest.mark.parametrize("sides", LADDER)
@pytest.mark.parametrize("reduction", [0, 3, 200])
def test_explosions_sum_to_one(sides, reduction):
    dist = explosion_distribution(sides, reduction)
    assert sum(p for _, p in dist) == 1
    assert max(c for c, _ in dist) <= MAX_EXPLOSIONS


def test_worst_case_is_bounded():
    counts, denom = total_counts(100, 200)
    assert sum(counts) == denom
    assert len(counts) - 1 == 100 * (MAX_EXPLOSIONS + 1)
