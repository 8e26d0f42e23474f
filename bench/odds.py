"""Time the worst legal +odds input of each ruleset once, cold (caches
cleared), and print milliseconds and the ratio to a 1000 ms budget.

Run: python bench/odds.py (from the repository root). Not a test.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from rules.fs3 import odds as fs3_odds  # noqa: E402
from rules.fs3.roll import MAX_POOL as FS3_MAX  # noqa: E402
from rules.muse import odds as muse_odds  # noqa: E402
from rules.muse.roll import MAX_POOL as MUSE_MAX  # noqa: E402
from rules.mw import odds as mw_odds  # noqa: E402
from rules.mw.roll import DC_MAX  # noqa: E402
from rules.pbta import odds as pbta_odds  # noqa: E402

BUDGET_MS = 1000.0


def clear():
    for fn in (fs3_odds.hits_distribution, fs3_odds.level_distribution, fs3_odds.opposed_distribution,
               muse_odds.successes_distribution, muse_odds._non_sixes, pbta_odds.totals,
               pbta_odds.band_distribution, mw_odds._chain, mw_odds.total_counts,
               mw_odds.explosion_distribution, mw_odds.reach_chance):
        fn.cache_clear()


CASES = {
    "fs3 levels, 30 dice": lambda: fs3_odds.level_distribution(FS3_MAX, 5),
    "fs3 opposed, 30 vs 30": lambda: fs3_odds.opposed_distribution(FS3_MAX, FS3_MAX),
    "muse 40 dice, mastered": lambda: muse_odds.successes_distribution(MUSE_MAX, False, True),
    "pbta 2d6+3": lambda: pbta_odds.band_distribution(3),
    "mw d100, threshold 2, DC max": lambda: (mw_odds.reach_chance(100, 200, DC_MAX),
                                             mw_odds.explosion_distribution(100, 200)),
}


def main():
    import icepool  # noqa: F401  (import time is not the odds' time)

    for name, case in CASES.items():
        clear()
        start = time.perf_counter()
        case()
        ms = (time.perf_counter() - start) * 1000
        print(f"{name:32} {ms:8.1f} ms   {ms / BUDGET_MS:5.3f} of 1000 ms")


if __name__ == "__main__":
    main()
