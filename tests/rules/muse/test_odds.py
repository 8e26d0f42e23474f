"""Exact muse success odds checked against an independent enumeration of
every roll (small pools, a small explosion cap) and a memoized recursion
over the real cap; every distribution sums to 1."""

from __future__ import annotations

import itertools
from fractions import Fraction
from functools import lru_cache

import pytest

from rules.errors import RulesError
from rules.muse.odds import successes_distribution
from rules.muse.roll import MAX_POOL


def score(faces, key):
    hits = sum(1 for f in faces if f >= 4)
    ones = sum(1 for f in faces if f == 1)
    return hits if key else max(0, hits - ones)


def enumerate_rolls(dice, key, mastered, cap):
    """Every sequence of faces the roller could throw, with its probability."""
    out: dict = {}

    def extend(faces, pending, extra, p):
        if not mastered or pending == 0 or extra >= cap:
            s = score(faces, key)
            out[s] = out.get(s, 0) + p
            return
        for f in range(1, 7):
            extend(faces + (f,), pending - 1 + (f == 6), extra + 1, p / 6)

    for base in itertools.product(range(1, 7), repeat=dice):
        extend(base, sum(1 for f in base if f == 6), 0, Fraction(1, 6 ** dice))
    return {s: p for s, p in out.items() if p}


@pytest.mark.parametrize("dice,key,mastered,cap", [
    (1, False, False, 20), (3, False, False, 20), (3, True, False, 20),
    (1, False, True, 3), (2, False, True, 3), (2, True, True, 2), (3, False, True, 2),
])
def test_matches_enumeration(dice, key, mastered, cap):
    exact = dict(successes_distribution(dice, key, mastered, cap))
    assert exact == enumerate_rolls(dice, key, mastered, cap)


def recursion(dice, key, cap):
    """An independent count over (dice left to throw, dice added so far)."""
    face_score = {1: 0 if key else -1, 2: 0, 3: 0, 4: 1, 5: 1, 6: 1}

    @lru_cache(maxsize=None)
    def go(left, added):
        # net score distribution of the rest of the roll (before the floor)
        if left == 0:
            return {0: Fraction(1)}
        out: dict = {}
        for f in range(1, 7):
            more = 1 if f == 6 and added < cap else 0
            for s, p in go(left - 1 + more, added + more).items():
                out[s + face_score[f]] = out.get(s + face_score[f], 0) + p / 6
        return out

    final: dict = {}
    for s, p in go(dice, 0).items():
        final[max(0, s)] = final.get(max(0, s), 0) + p
    return final


@pytest.mark.parametrize("dice,key", [(4, False), (10, False), (10, True)])
def test_mastery_matches_recursion(dice, key):
    assert dict(successes_distribution(dice, key, True)) == recursion(dice, key, 20)


@pytest.mark.parametrize("dice", [0, 1, 7, 20, MAX_POOL])
@pytest.mark.parametrize("key,mastered", [(False, False), (True, False), (False, True), (True, True)])
def test_sums_to_one(dice, key, mastered):
    assert sum(p for _, p in successes_distribution(dice, key, mastered)) == 1


def test_bounds():
    with pytest.raises(RulesError):
        successes_distribution(MAX_POOL + 1)
    assert dict(successes_distribution(0)) == {0: 1}
