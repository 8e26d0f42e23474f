"""The muse roller against exact distributions computed with icepool.

icepool is the source of truth. One die's contribution is +1 for 4-6, -1 for
a 1 (0 on a Key Trait roll) and 0 otherwise; a pool sums its dice and the
total is floored at 0. For a Mastered pool each face is encoded as
1000 * contribution, plus 1 on a 6 so that icepool's ``explode`` (which
explodes the highest outcome) fires on 6s only; the exploded sum divided by
1000 (floored) is the success count before the floor at 0. icepool's
``depth`` limits extra dice per starting die, while the roller's cap of 20
counts extra dice over the whole pool: with depth 20 per die the two differ
only when a pool adds more than 20 dice, which for ten dice has a chance far
below 1e-9, invisible at this sample size.

Each outcome's observed frequency over ``ROLLS`` seeded rolls must be within
``SE_LIMIT`` standard errors plus ``SLACK`` of the exact chance, and the
same check must reject rollers that get a rule wrong.
"""

import math
import random
from collections import Counter
from functools import lru_cache

import icepool
import pytest

from rules.muse.roll import MAX_EXTRA_DICE, build_pool, roll_pool

ROLLS = 20_000
SE_LIMIT = 4.5
SLACK = 0.002
SEED = 4_6_6


def _contribution(key: bool) -> dict:
    return {1: 0 if key else -1, 2: 0, 3: 0, 4: 1, 5: 1, 6: 1}


def _as_dict(die) -> dict:
    return {int(o): float(p) for o, p in zip(die.outcomes(), die.probabilities())}


@lru_cache(maxsize=None)
def exact_plain(dice: int, key: bool) -> dict:
    one_die = icepool.d6.map(_contribution(key))
    return _as_dict((dice @ one_die).map(lambda total: max(total, 0)))


@lru_cache(maxsize=None)
def exact_mastered(dice: int, key: bool) -> dict:
    value = _contribution(key)
    encoded = icepool.d6.map({f: 1000 * value[f] + (1 if f == 6 else 0) for f in range(1, 7)})
    chain = encoded.explode(depth=MAX_EXTRA_DICE)
    return _as_dict((dice @ chain).map(lambda total: max(total // 1000, 0)))


def mismatches(observed: Counter, exact: dict, n: int) -> list:
    """Outcomes whose observed frequency is too far from the exact chance."""
    bad = []
    for outcome in sorted(set(observed) | set(exact)):
        p = exact.get(outcome, 0.0)
        freq = observed.get(outcome, 0) / n
        limit = SE_LIMIT * math.sqrt(p * (1 - p) / n) + SLACK
        if abs(freq - p) > limit:
            bad.append((outcome, round(freq, 5), round(p, 5)))
    return bad


@lru_cache(maxsize=None)
def rolls_of(pool, seed: int) -> tuple:
    rng = random.Random(seed)
    return tuple(roll_pool(pool, rng) for _ in range(ROLLS))


def sample(pool, seed: int, score=lambda r: r.successes) -> Counter:
    return Counter(score(r) for r in rolls_of(pool, seed))


def test_exact_model_sanity():
    assert exact_plain(1, False) == {0: 0.5, 1: 0.5}
    assert exact_plain(1, True) == {0: 0.5, 1: 0.5}
    # at least one success: a hit beside a 2 or 3 (3*2*2 ways) or two hits (9 ways)
    assert exact_plain(2, False)[0] == pytest.approx(1 - (3 * 2 * 2 + 9) / 36)
    assert sum(exact_mastered(10, False).values()) == pytest.approx(1.0)
    # mastery shifts the mean up by the extra dice: each die adds 1/5 extra dice on average
    mean = sum(k * p for k, p in exact_mastered(10, True).items())
    assert mean == pytest.approx(10 * 0.5 * 1.2, rel=1e-6)


@pytest.mark.parametrize("dice", range(1, 11))
def test_plain_roller_matches_icepool(dice):
    pool = build_pool("Might", dice) if dice < 10 else build_pool("Might", 9, bonus=1)
    assert not pool.mastered and pool.dice == dice
    assert mismatches(sample(pool, SEED + dice), exact_plain(dice, False), ROLLS) == []


@pytest.mark.parametrize("dice", range(1, 11))
def test_key_trait_roller_matches_icepool(dice):
    pool = build_pool("Charm", 9, bonus=dice - 9, key_trait=True) if dice == 10 else \
        build_pool("Charm", dice, key_trait=True)
    assert pool.dice == dice and not pool.mastered
    assert mismatches(sample(pool, SEED + 100 + dice), exact_plain(dice, True), ROLLS) == []


def test_mastered_roller_matches_icepool():
    pool = build_pool("Power", 10)
    assert pool.mastered and pool.dice == 10
    assert mismatches(sample(pool, SEED + 1000), exact_mastered(10, False), ROLLS) == []


def test_the_check_rejects_wrong_rollers():
    pool = build_pool("Might", 5)
    exact = exact_plain(5, False)
    right = sample(pool, SEED + 2000)
    assert mismatches(right, exact, ROLLS) == []
    ones_ignored = sample(pool, SEED + 2000, lambda r: r.hits)
    unfloored = sample(pool, SEED + 2000, lambda r: r.hits - r.ones)
    five_up = sample(pool, SEED + 2000, lambda r: max(0, sum(f >= 5 for f in r.faces) - r.ones))
    for wrong in (ones_ignored, unfloored, five_up):
        assert mismatches(wrong, exact, ROLLS) != []
    # a Key Trait roll judged by the plain model, and a Mastered one without explosions
    assert mismatches(sample(build_pool("Charm", 5, key_trait=True), SEED + 105), exact, ROLLS) != []
    unexploded = sample(build_pool("Power", 10), SEED + 1000,
                        lambda r: max(0, sum(f >= 4 for f in r.base) - r.base.count(1)))
    assert mismatches(unexploded, exact_mastered(10, False), ROLLS) != []
    assert mismatches(unexploded, exact_plain(10, False), ROLLS) == []
