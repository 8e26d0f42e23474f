"""mw statistics: 20,000 seeded Word rolls against exact probabilities.

The exact figures come from a small recursion over the explosion chain
(every face of every die, down to the explosion limit), which is itself
checked against icepool building the same chain die by die. The measures:
fumble rate, the chance of at least one and of at least two explosions,
and success against the DC with items added.

Tolerance per measure: |observed - exact| <= 4.5 standard errors + 0.002,
with a fixed seed. Two deliberately wrong rollers (one exploding on
"over" instead of "at or over" the threshold, one re-rolling the same die
instead of climbing the ladder) must fail the same check.
"""

from __future__ import annotations

import math
import random
import unittest
from fractions import Fraction
from functools import lru_cache

import icepool

from rules.mw.ladder import explosion_die
from rules.mw.roll import MAX_EXPLOSIONS, Spotter, preview, roll_words, threshold_for
from rules.mw.sheet import DIE_ITEM, FLAT_ITEM, make_item

N = 20_000
SE_MULT, SLACK = 4.5, 0.002
FUMBLE = "fumble"


@lru_cache(maxsize=None)
def chain(sides: int, reduction: int, left: int) -> tuple:
    """Exact distribution of (total, explosions) from one chain die onward,
    as a tuple of ((total, explosions), probability)."""
    out: dict = {}
    t = threshold_for(sides, reduction)
    p = Fraction(1, sides)
    for face in range(1, sides + 1):
        if face >= t and left > 0:
            for (total, booms), q in chain(explosion_die(sides), reduction, left - 1):
                key = (face + total, booms + 1)
                out[key] = out.get(key, 0) + p * q
        else:
            out[(face, 0)] = out.get((face, 0), 0) + p
    return tuple(out.items())


def first_roll(sides: int, reduction: int) -> dict:
    """(total, explosions) of a whole roll, or FUMBLE, with probabilities."""
    dist = {FUMBLE: Fraction(1, sides)}
    t = threshold_for(sides, reduction)
    for face in range(2, sides + 1):
        if face >= t:
            for (total, booms), q in chain(explosion_die(sides), reduction, MAX_EXPLOSIONS - 1):
                key = (face + total, booms + 1)
                dist[key] = dist.get(key, 0) + Fraction(1, sides) * q
        else:
            dist[(face, 0)] = dist.get((face, 0), 0) + Fraction(1, sides)
    return dist


def icepool_totals(sides: int, reduction: int) -> icepool.Die:
    """The same roll built with icepool; a fumble is the outcome 0."""
    @lru_cache(maxsize=None)
    def link(s: int, left: int) -> icepool.Die:
        die = icepool.d(s)
        if left == 0:
            return die
        rest = link(explosion_die(s), left - 1)
        t = threshold_for(s, reduction)
        return die.map(lambda f: f + rest if f >= t else f)

    rest = link(explosion_die(sides), MAX_EXPLOSIONS - 1)
    t = threshold_for(sides, reduction)
    return icepool.d(sides).map(lambda f: 0 if f == 1 else (f + rest if f >= t else f))


def item_dist(items) -> dict:
    dist = {0: Fraction(1)}
    for item in items:
        faces = range(1, item.sides + 1) if item.kind == DIE_ITEM else [item.flat_bonus]
        step = {}
        for base, p in dist.items():
            for f in faces:
                step[base + f] = step.get(base + f, 0) + p / len(faces)
        dist = step
    return dist


def exact_measures(sides: int, reduction: int, items, dc: int) -> dict[str, float]:
    roll = first_roll(sides, reduction)
    bonus = item_dist(items)
    success = sum(p * q for key, p in roll.items() if key != FUMBLE
                  for b, q in bonus.items() if key[0] + b >= dc)
    return {
        "fumble": float(roll[FUMBLE]),
        "explode": float(sum(p for k, p in roll.items() if k != FUMBLE and k[1] >= 1)),
        "explode2": float(sum(p for k, p in roll.items() if k != FUMBLE and k[1] >= 2)),
        "success": float(success),
    }


def measures(results) -> dict[str, float]:
    """Each result is (fumble, explosions, succeeded)."""
    n = len(results)
    return {
        "fumble": sum(1 for f, _, _ in results if f) / n,
        "explode": sum(1 for _, e, _ in results if e >= 1) / n,
        "explode2": sum(1 for _, e, _ in results if e >= 2) / n,
        "success": sum(1 for _, _, s in results if s) / n,
    }


def misfits(obs: dict, exact: dict, n: int) -> list[str]:
    bad = []
    for key, p in exact.items():
        tol = SE_MULT * math.sqrt(p * (1 - p) / n) + SLACK
        if abs(obs[key] - p) > tol:
            bad.append(f"{key}: observed {obs[key]:.4f}, exact {p:.4f}, tolerance {tol:.4f}")
    return bad


GLOVES = make_item("Gloves", DIE_ITEM, 6)
CHARM = make_item("Charm", FLAT_ITEM, 8)
CONFIGS = (
    # (walkthrough, items, dc, seed)
    (preview(8, perfect=1), (GLOVES,), 8, 101),  # the worked example, with an item
    (preview(4, imperfect=1, perfect=1), (CHARM,), 14, 102),  # threshold at the floor of 2
    (preview(12, imperfect=1, spotters=(Spotter("A", 3), Spotter("B", 2))), (), 15, 103),
    (preview(20, perfect=2), (GLOVES, CHARM), 25, 104),
)


def wrong_roll(rng, w, items, dc, strict=False, same_die=False):
    """A broken roller: ``strict`` explodes only over the threshold,
    ``same_die`` explodes into the same die size."""
    sides = w.die
    face = rng.randint(1, sides)
    if face == 1:
        return True, 0, False
    total, booms = face, 0
    while booms < MAX_EXPLOSIONS:
        t = threshold_for(sides, w.reduction)
        if not (face > t if strict else face >= t):
            break
        booms += 1
        sides = sides if same_die else explosion_die(sides)
        face = rng.randint(1, sides)
        total += face
    total += sum(rng.randint(1, i.sides) if i.kind == DIE_ITEM else i.flat_bonus for i in items)
    return False, booms, total >= dc


class ExactModelTests(unittest.TestCase):

    def test_recursion_matches_icepool(self):
        for sides, reduction in ((8, 2), (4, 3), (12, 3), (20, 4), (6, 0)):
            with self.subTest(sides=sides, reduction=reduction):
                mine = {}
                for key, p in first_roll(sides, reduction).items():
                    total = 0 if key == FUMBLE else key[0]
                    mine[total] = mine.get(total, 0) + p
                ice = icepool_totals(sides, reduction)
                self.assertEqual(sum(mine.values()), 1)
                self.assertEqual({o: Fraction(ice.probability(o)) for o in ice.outcomes()}, mine)

    def test_worked_example_figures(self):
        exact = exact_measures(8, 2, (), 8)
        self.assertAlmostEqual(exact["fumble"], 1 / 8)
        self.assertAlmostEqual(exact["explode"], 3 / 8)
        self.assertAlmostEqual(exact["explode2"], 3 / 8 * 3 / 10)
        # 2-5 stay short of 8; 7 or 8 explode and cannot miss; 6 needs 2+ on the d10
        self.assertAlmostEqual(exact["success"], 2 / 8 + 1 / 8 * 9 / 10)


class SampledRollTests(unittest.TestCase):

    def test_rolls_match_exact_probabilities(self):
        for w, items, dc, seed in CONFIGS:
            with self.subTest(die=w.die, threshold=w.threshold):
                rng = random.Random(seed)
                results = []
                for _ in range(N):
                    r = roll_words(rng, w, items, dc)
                    results.append((r.fumble, r.explosions, r.succeeded))
                exact = exact_measures(w.die, w.reduction, items, dc)
                self.assertEqual(misfits(measures(results), exact, N), [])

    def test_wrong_rollers_fail(self):
        w, items, dc, seed = CONFIGS[0]
        exact = exact_measures(w.die, w.reduction, items, dc)
        for kind in ("strict", "same_die"):
            with self.subTest(kind=kind):
                rng = random.Random(seed)
                results = [wrong_roll(rng, w, items, dc, **{kind: True}) for _ in range(N)]
                self.assertNotEqual(misfits(measures(results), exact, N), [])


if __name__ == "__main__":
    unittest.main()
