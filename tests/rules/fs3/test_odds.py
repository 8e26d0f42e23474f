"""Exact fs3 roll odds checked against brute-force enumeration of every
face of small pools, and summing to 1 for every legal pool size."""

from __future__ import annotations

import itertools
from fractions import Fraction

import pytest

from rules.errors import RulesError
from rules.fs3.levels import Level, level_for, victory_for
from rules.fs3.odds import level_distribution, opposed_distribution, success_probability
from rules.fs3.roll import MAX_POOL


def brute_levels(dice: int, rating):
    out: dict = {}
    faces = list(itertools.product(range(1, 9), repeat=max(1, dice)))
    for roll in faces:
        hits = sum(1 for f in roll if f >= 7)
        ones = sum(1 for f in roll if f == 1)
        level = level_for(hits, ones, rating)
        out[level] = out.get(level, 0) + 1
    return {lvl: Fraction(n, len(faces)) for lvl, n in out.items()}


@pytest.mark.parametrize("dice,rating", [(1, 0), (2, 1), (3, 1), (4, 2), (5, 0), (0, None), (4, None)])
def test_levels_match_enumeration(dice, rating):
    exact = dict(level_distribution(dice, rating))
    brute = brute_levels(dice, rating)
    for level in Level:
        assert exact[level] == brute.get(level, 0), level


@pytest.mark.parametrize("dice", range(-3, MAX_POOL + 1))
def test_levels_sum_to_one(dice):
    assert sum(p for _, p in level_distribution(dice, 3)) == 1


def test_known_values():
    # one die: a hit 2 in 8; with rating 0 a lone 1 embarrasses
    dist = dict(level_distribution(1, 0))
    assert dist[Level.SUCCESS] == Fraction(1, 4)
    assert dist[Level.EMBARRASSING_FAILURE] == Fraction(1, 8)
    assert dist[Level.FAILURE] == Fraction(5, 8)
    assert success_probability(2) == 1 - Fraction(9, 16)


def test_too_big_refused():
    with pytest.raises(RulesError):
        level_distribution(MAX_POOL + 1)


def brute_opposed(a, b):
    out: dict = {}
    total = 0
    for ra in itertools.product(range(1, 9), repeat=a):
        ha = sum(1 for f in ra if f >= 7)
        for rb in itertools.product(range(1, 9), repeat=b):
            hb = sum(1 for f in rb if f >= 7)
            net = ha - hb
            key = (0 if net > 0 else 1 if net < 0 else None, victory_for(net))
            out[key] = out.get(key, 0) + 1
            total += 1
    return {k: Fraction(v, total) for k, v in out.items()}


@pytest.mark.parametrize("a,b", [(1, 1), (2, 1), (1, 3), (3, 2)])
def test_opposed_matches_enumeration(a, b):
    exact = {(w, v): p for w, v, p in opposed_distribution(a, b)}
    assert exact == brute_opposed(a, b)


def test_opposed_sums_to_one_and_is_symmetric():
    dist = opposed_distribution(MAX_POOL, 5)
    assert sum(p for *_, p in dist) == 1
    mine = {(w, v): p for w, v, p in opposed_distribution(4, 6)}
    theirs = {(w, v): p for w, v, p in opposed_distribution(6, 4)}
    flip = {0: 1, 1: 0, None: None}
    assert {(flip[w], v): p for (w, v), p in mine.items()} == theirs
