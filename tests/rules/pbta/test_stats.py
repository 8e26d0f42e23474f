"""pbta statistics: 20,000 seeded 2d6 + stat rolls land in each band as often
as icepool's exact distribution says.

Tolerance per band: |observed - exact| <= 4.5 standard errors + 0.002. The
seed is fixed, so the test is deterministic; the tolerance only says how
far a correct roller could plausibly stray. A deliberately wrong roller
(1d12 + stat, or 2d6 forgetting the stat) must fail the same check, or the
check proves nothing.
"""

from __future__ import annotations

import math
import random
import unittest
from dataclasses import replace

import icepool

from rules.pbta.bands import STANDARD, WATCH, Scale
from rules.pbta.moves import TAKE_WATCH
from rules.pbta.roll import roll_move
from rules.pbta.sheet import new_sheet
from rules.pbta.uses import stat_move

N = 20_000
SE_MULT, SLACK = 4.5, 0.002


def exact_bands(stat: int, scale: Scale) -> dict[str, float]:
    die = 2 @ icepool.d6 + stat
    out = {}
    for band in scale.bands:
        lo = band.low if band.low is not None else -100
        hi = band.high if band.high is not None else 100
        out[band.key] = float(die.probability(">=", lo) - die.probability(">", hi))
    return out


def observed(totals, scale: Scale) -> dict[str, float]:
    counts = {k: 0 for k in scale.keys}
    for t in totals:
        counts[scale.band(t).key] += 1
    return {k: c / len(totals) for k, c in counts.items()}


def misfits(obs: dict, exact: dict, n: int) -> list[str]:
    bad = []
    for key, p in exact.items():
        tol = SE_MULT * math.sqrt(p * (1 - p) / n) + SLACK
        if abs(obs[key] - p) > tol:
            bad.append(f"{key}: observed {obs[key]:.4f}, exact {p:.4f}, tolerance {tol:.4f}")
    return bad


def sheet_with(stat_name: str, value: int):
    sheet = new_sheet("human", {"Forceful": 1, "Agile": 1, "Insightful": 1, "Charming": 1})
    return replace(sheet, stats={**sheet.stats, stat_name: value})


class BandDistributionTests(unittest.TestCase):

    def sample(self, stat_value: int, move, seed: int) -> list[int]:
        rng = random.Random(seed)
        sheet = sheet_with(move.stat, stat_value)
        return [roll_move(sheet, move, rng)[0].total for _ in range(N)]

    def test_exact_distribution_sanity(self):
        exact = exact_bands(0, STANDARD)
        self.assertAlmostEqual(sum(exact.values()), 1.0)
        self.assertAlmostEqual(exact["miss"], 15 / 36)
        self.assertAlmostEqual(exact["critical"], 0.0)
        self.assertAlmostEqual(exact_bands(3, STANDARD)["critical"], 6 / 36)

    def test_standard_bands_match_icepool(self):
        for stat, seed in ((1, 11), (3, 12), (-1, 13)):
            with self.subTest(stat=stat):
                obs = observed(self.sample(stat, stat_move("Forceful"), seed), STANDARD)
                self.assertEqual(misfits(obs, exact_bands(stat, STANDARD), N), [])

    def test_watch_bands_match_icepool(self):
        obs = observed(self.sample(1, TAKE_WATCH, 21), WATCH)
        self.assertEqual(misfits(obs, exact_bands(1, WATCH), N), [])

    def test_a_wrong_roller_fails(self):
        rng = random.Random(31)
        one_d12 = [rng.randint(1, 12) + 1 for _ in range(N)]
        self.assertNotEqual(misfits(observed(one_d12, STANDARD), exact_bands(1, STANDARD), N), [])
        no_stat = [rng.randint(1, 6) + rng.randint(1, 6) for _ in range(N)]
        self.assertNotEqual(misfits(observed(no_stat, STANDARD), exact_bands(1, STANDARD), N), [])


if __name__ == "__main__":
    unittest.main()
