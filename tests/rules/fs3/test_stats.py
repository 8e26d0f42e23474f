"""Statistical check of the fs3 roller against the exact distribution.

For every pool size n = 1..12 the real roller (build_pool + roll_pool, fed a
``random.Random(seed)``) is rolled N = 20,000 times as a skill roll whose
ruling attribute is rated r = min(5, max(1, n // 2)), and the observed
frequency of every Level, Embarrassing Failure included, is compared with the
exact probability computed by icepool.

Tolerance: for each level with exact probability p the observed frequency f
must satisfy

    |f - p| <= 4.5 * sqrt(p * (1 - p) / N) + 0.002

i.e. 4.5 standard errors of a binomial proportion plus a small absolute
slack (which also covers levels of probability 0 or nearly 0). With fixed
seeds the test is deterministic; with fresh seeds a correct roller would
fail it far less than once in ten thousand runs. The tests at the end show
the same check rejects rollers that are subtly wrong, so it can fail.

icepool is the primary source of the exact numbers; a plain multinomial sum
cross-checks it. The exact side is written from docs/rulings.md ("fs3: rolls") alone (d8, hits on
7-8, the level table, "more 1s than the rating"): it uses neither the
roller's constants nor ``level_for``, so a mistake there cannot hide by
appearing on both sides of the comparison.
"""

from __future__ import annotations

import math
import random
from collections import Counter
from fractions import Fraction
from functools import lru_cache
from unittest import mock

import icepool
import pytest

from rules.dice import roll_dice
from rules.fs3.abilities import Catalogue
from rules.fs3.levels import Level, level_for
from rules.fs3.roll import build_pool, roll_pool
from rules.fs3.sheet import Sheet
from rulesets.fs3.abilities import ATTRIBUTES, SKILLS

TRIALS = 20_000
POOL_SIZES = range(1, 13)
Z = 4.5
SLACK = 0.002
SEED_BASE = 8_000

CAT = Catalogue.from_data(ATTRIBUTES, SKILLS)
SKILL = CAT.find("Alertness")
RULING = CAT.find(SKILL.ruling)


# The rulings, restated independently of rules/.
SIDES = 8
HIT_FACES = (7, 8)


def ruling_level(hits: int, ones: int, ruling_rating: int) -> Level:
    if hits == 0:
        return Level.EMBARRASSING_FAILURE if ones > ruling_rating else Level.FAILURE
    if hits == 1:
        return Level.SUCCESS
    if hits in (2, 3):
        return Level.GOOD_SUCCESS
    if hits in (4, 5):
        return Level.GREAT_SUCCESS
    return Level.AMAZING_SUCCESS


def ruling_rating_for(n: int) -> int:
    return min(5, max(1, n // 2))


# ------------------------------------------------------------ exact distribution

# One d8 as a (hit, one) vector; the sum of n of them is the joint
# distribution of (hits, ones) for an n-die pool.
D8_HITS_ONES = icepool.Die(range(1, SIDES + 1)).map(
    lambda face: icepool.Vector((int(face in HIT_FACES), int(face == 1))), star=False)


@lru_cache(maxsize=None)
def exact_hits_ones(n: int) -> dict[tuple[int, int], Fraction]:
    joint = n @ D8_HITS_ONES
    total = joint.denominator()
    return {(int(v[0]), int(v[1])): Fraction(q, total) for v, q in joint.items()}


@lru_cache(maxsize=None)
def exact_levels(n: int, ruling_rating: int) -> dict[Level, Fraction]:
    joint = n @ D8_HITS_ONES
    levels = joint.map(lambda v: ruling_level(int(v[0]), int(v[1]), ruling_rating), star=False)
    return {level: levels.probability(level) for level in Level}


def multinomial_hits_ones(n: int) -> dict[tuple[int, int], Fraction]:
    """The same joint distribution by hand: 2 hit faces, 1 one face, 5 others."""
    p_hit, p_one, p_other = Fraction(2, 8), Fraction(1, 8), Fraction(5, 8)
    out = {}
    for hits in range(n + 1):
        for ones in range(n - hits + 1):
            rest = n - hits - ones
            ways = math.factorial(n) // (math.factorial(hits) * math.factorial(ones) * math.factorial(rest))
            out[(hits, ones)] = ways * p_hit ** hits * p_one ** ones * p_other ** rest
    return out


# ---------------------------------------------------------------------- rollers


def real_roller(n: int, ruling_rating: int, rng) -> Level:
    sheet = Sheet(ratings={RULING.name: ruling_rating, SKILL.name: n - ruling_rating})
    pool = build_pool(sheet, SKILL, CAT)
    assert pool.dice == n and pool.ruling_rating == ruling_rating
    return roll_pool(pool, rng).level


def hits_on_six_roller(n: int, ruling_rating: int, rng) -> Level:
    roll = roll_dice(rng, n, SIDES, hit_on=6)
    return ruling_level(roll.hits, roll.ones, ruling_rating)


def loose_embarrassment_roller(n: int, ruling_rating: int, rng) -> Level:
    """Embarrassing at ones == rating (one too early)."""
    roll = roll_dice(rng, n, SIDES, hit_on=7)
    return ruling_level(roll.hits, roll.ones, ruling_rating - 1)


def one_die_short_roller(n: int, ruling_rating: int, rng) -> Level:
    roll = roll_dice(rng, max(1, n - 1), SIDES, hit_on=7)
    return ruling_level(roll.hits, roll.ones, ruling_rating)


def sample(roller, n: int, seed: int, trials: int = TRIALS) -> Counter:
    rng = random.Random(seed)
    r = ruling_rating_for(n)
    return Counter(roller(n, r, rng) for _ in range(trials))


def deviations(counts: Counter, exact: dict[Level, Fraction], trials: int) -> list[str]:
    """Levels whose observed frequency is outside the stated tolerance."""
    problems = []
    unknown = set(counts) - set(exact)
    if unknown:
        problems.append(f"outcomes with no exact probability: {sorted(unknown)}")
    for level, prob in exact.items():
        p = float(prob)
        observed = counts.get(level, 0) / trials
        allowed = Z * math.sqrt(p * (1 - p) / trials) + SLACK
        if abs(observed - p) > allowed:
            problems.append(f"{level.label}: observed {observed:.4f}, exact {p:.4f}, allowed +/-{allowed:.4f}")
    return problems


# ------------------------------------------------------------------------ tests


class TestExactDistribution:

    @pytest.mark.parametrize("n", POOL_SIZES)
    def test_icepool_agrees_with_the_multinomial(self, n):
        by_hand = {k: v for k, v in multinomial_hits_ones(n).items() if v}
        assert exact_hits_ones(n) == by_hand

    @pytest.mark.parametrize("n", POOL_SIZES)
    def test_levels_sum_to_one(self, n):
        assert sum(exact_levels(n, ruling_rating_for(n)).values()) == 1

    def test_restated_levels_agree_with_level_for(self):
        for r in range(1, 6):
            for hits in range(0, 13):
                for ones in range(0, 13 - hits):
                    assert level_for(hits, ones, r) == ruling_level(hits, ones, r), (hits, ones, r)

    def test_known_values(self):
        one = exact_levels(1, 1)
        assert one[Level.SUCCESS] == Fraction(1, 4)
        assert one[Level.FAILURE] == Fraction(3, 4)
        assert one[Level.EMBARRASSING_FAILURE] == 0
        two = exact_levels(2, 1)
        assert two[Level.EMBARRASSING_FAILURE] == Fraction(1, 64)  # both dice show 1
        assert two[Level.GOOD_SUCCESS] == Fraction(1, 16)
        assert exact_levels(5, 2)[Level.AMAZING_SUCCESS] == 0
        assert exact_levels(6, 3)[Level.AMAZING_SUCCESS] == Fraction(1, 4 ** 6)


class TestRollerMatchesExact:

    @pytest.mark.parametrize("n", POOL_SIZES)
    def test_every_level_frequency(self, n):
        r = ruling_rating_for(n)
        counts = sample(real_roller, n, SEED_BASE + n)
        assert sum(counts.values()) == TRIALS
        problems = deviations(counts, exact_levels(n, r), TRIALS)
        assert not problems, f"pool {n} (ruling {r}): " + "; ".join(problems)


class TestTheCheckCanFail:
    """Wrong rollers must be caught by the very same comparison."""

    @pytest.mark.parametrize("n", [1, 4, 9])
    def test_hitting_on_six_is_caught(self, n):
        counts = sample(hits_on_six_roller, n, SEED_BASE + 100 + n)
        assert deviations(counts, exact_levels(n, ruling_rating_for(n)), TRIALS)

    @pytest.mark.parametrize("n", [2, 4])
    def test_embarrassing_one_too_early_is_caught(self, n):
        counts = sample(loose_embarrassment_roller, n, SEED_BASE + 200 + n)
        problems = deviations(counts, exact_levels(n, ruling_rating_for(n)), TRIALS)
        assert any(p.startswith("Embarrassing Failure") for p in problems)

    @pytest.mark.parametrize("n", [3, 8])
    def test_a_missing_die_is_caught(self, n):
        counts = sample(one_die_short_roller, n, SEED_BASE + 300 + n)
        assert deviations(counts, exact_levels(n, ruling_rating_for(n)), TRIALS)

    def test_an_impossible_level_is_caught(self):
        counts = Counter({Level.FAILURE: TRIALS - 1, Level.AMAZING_SUCCESS: 1})
        assert deviations(counts, exact_levels(1, 1), TRIALS)


# ------------------------------------------- the game's own generator (SystemRandom)


def system_random_from(seed: int):
    """A random.SystemRandom whose kernel bytes come from a seeded stream, so
    that the game generator's own code path is tested deterministically."""
    stream = random.Random(seed)
    return mock.patch.object(random, "_urandom", stream.randbytes)


class TestGameGeneratorMatchesExact:
    """The game rolls fs3's d8s through random.SystemRandom, whose pools are
    read from one draw of bits (rules/dice.py): the same check applies."""

    @pytest.mark.parametrize("n", POOL_SIZES)
    def test_every_level_frequency(self, n):
        r = ruling_rating_for(n)
        rng = random.SystemRandom()
        with system_random_from(SEED_BASE + 400 + n):
            counts = Counter(real_roller(n, r, rng) for _ in range(TRIALS))
        problems = deviations(counts, exact_levels(n, r), TRIALS)
        assert not problems, f"pool {n} (ruling {r}): " + "; ".join(problems)

    def test_faces_are_uniform_and_independent_across_a_pool(self):
        rng = random.SystemRandom()
        pairs = Counter()
        faces = Counter()
        with system_random_from(SEED_BASE + 500):
            for _ in range(TRIALS):
                roll = roll_dice(rng, 3, SIDES).faces
                faces.update(roll)
                pairs[(roll[0], roll[2])] += 1
        expected_face = 3 * TRIALS / SIDES
        assert all(abs(faces[f] - expected_face) <= Z * math.sqrt(expected_face) for f in range(1, 9))
        assert set(faces) == set(range(1, 9))
        expected_pair = TRIALS / 64
        assert all(abs(pairs[(a, b)] - expected_pair) <= Z * math.sqrt(expected_pair)
                   for a in range(1, 9) for b in range(1, 9))

    def test_a_d8_pool_is_one_draw_and_other_dice_go_die_by_die(self):
        rng = random.SystemRandom()
        with mock.patch.object(rng, "getrandbits", wraps=rng.getrandbits) as bits, \
                mock.patch.object(rng, "randint", wraps=rng.randint) as randint:
            assert len(roll_dice(rng, 6, 8).faces) == 6
            assert (bits.call_count, randint.call_count) == (1, 0)
            assert bits.call_args.args == (18,)
            bits.reset_mock()
            assert all(1 <= f <= 6 for f in roll_dice(rng, 5, 6).faces)
            assert randint.call_count == 5
            assert roll_dice(rng, 0, 8).faces == ()

    def test_seeded_and_scripted_generators_still_roll_die_by_die(self):
        from rules.dice import ScriptedRng

        assert roll_dice(ScriptedRng([8, 1, 7]), 3, 8).faces == (8, 1, 7)
        first = roll_dice(random.Random(5), 4, 8).faces
        again = random.Random(5)
        assert first == tuple(again.randint(1, 8) for _ in range(4))

    def test_a_wrong_split_would_be_caught(self):
        """Two bits a die (faces 1-4 only) fails the same comparison."""
        rng = random.SystemRandom()
        with system_random_from(SEED_BASE + 600):
            counts = Counter()
            for _ in range(TRIALS):
                draw = rng.getrandbits(8)
                faces = [((draw >> (2 * i)) & 3) + 1 for i in range(4)]
                hits = sum(f >= 7 for f in faces)
                counts[ruling_level(hits, faces.count(1), ruling_rating_for(4))] += 1
        assert deviations(counts, exact_levels(4, ruling_rating_for(4)), TRIALS)
