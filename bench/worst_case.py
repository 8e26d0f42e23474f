"""Time the worst legal input of each ruleset's roll and of +odds, and print
milliseconds and the ratio to the 50 ms budget (no input may make the server
work longer than that). Not a test: a report to read.

Worst legal input means the largest pool each ruleset accepts, and for
exploding dice a rigged die that always shows its top face, so every
explosion chain runs to its cap. The +odds cases are timed cold (caches
cleared), as bench/odds.py does.

Run: python bench/worst_case.py   (from the repository root; repeats each
case and reports the slowest run)
"""

from __future__ import annotations

import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from rules.errors import RulesError  # noqa: E402
from rules.fs3 import roll as fs3_roll  # noqa: E402
from rules.muse import roll as muse_roll  # noqa: E402
from rules.mw import roll as mw_roll  # noqa: E402
from rules.pbta import damage as pbta_damage  # noqa: E402

BUDGET_MS = 50.0
REPEATS = 20


class TopFace(random.Random):
    """A die that always rolls its highest face (every explosion fires)."""

    def randint(self, a, b):
        return b


def check_bounds():
    """Each limit is enforced: one step past the worst legal input is refused."""
    refused = {}
    for name, past in {
        f"fs3 pool of {fs3_roll.MAX_POOL + 1}": lambda: fs3_roll.plain_pool(fs3_roll.MAX_POOL + 1),
        f"muse pool of {muse_roll.MAX_POOL + 1}": lambda: muse_roll.plain_pool(muse_roll.MAX_POOL + 1),
        f"pbta {pbta_damage.COUNT_MAX + 1}d6": lambda: pbta_damage.parse_dice(f"{pbta_damage.COUNT_MAX + 1}d6"),
        "mw d1000": lambda: mw_roll.preview(1000),
        f"mw {mw_roll.FIT_COUNT_MAX + 1} fits": lambda: mw_roll.preview(100, perfect=mw_roll.FIT_COUNT_MAX + 1),
    }.items():
        try:
            past()
            refused[name] = "ACCEPTED (no bound!)"
        except (RulesError, ValueError) as err:
            refused[name] = f"refused ({str(err)[:50]})"
    return refused


def roll_cases():
    top = TopFace()
    any_rng = random.Random(0)
    fs3_pool = fs3_roll.plain_pool(fs3_roll.MAX_POOL)
    muse_pool = muse_roll.plain_pool(muse_roll.MAX_POOL)
    muse_mastered = muse_roll.build_pool("Might", muse_roll.RATING_MAX if hasattr(muse_roll, "RATING_MAX") else 10,
                                         bonus=muse_roll.MAX_EXTRA_DICE) if hasattr(muse_roll, "build_pool") else muse_pool
    walk = mw_roll.preview(100, perfect=mw_roll.FIT_COUNT_MAX)
    expr = pbta_damage.parse_dice(f"{pbta_damage.COUNT_MAX}d{pbta_damage.SIDES_MAX}+{pbta_damage.BONUS_MAX}")
    return {
        f"fs3 +roll, {fs3_roll.MAX_POOL} dice": lambda: fs3_roll.roll_pool(fs3_pool, any_rng),
        f"muse +roll, {muse_roll.MAX_POOL} dice, all 6s": lambda: muse_roll.roll_pool(muse_pool, top),
        "muse +roll, mastered, max bonus, all 6s": lambda: muse_roll.roll_pool(muse_mastered, top),
        f"mw +roll d100, chain to {mw_roll.MAX_EXPLOSIONS}": lambda: mw_roll.roll_chain(top, walk),
        f"pbta +damage {expr.count}d{expr.sides}+{expr.bonus} doubled": lambda: pbta_damage.roll_damage(any_rng, expr, doubled=True),
    }


def odds_cases():
    try:
        from bench.odds import CASES, clear
    except ImportError:
        sys.path.insert(0, str(Path(__file__).resolve().parent))
        from odds import CASES, clear  # type: ignore
    return {f"+odds {name}": (lambda c=case: (clear(), c())) for name, case in CASES.items()}


def main():
    import icepool  # noqa: F401  (import time is not the work's time)

    print(f"{'case':48} {'worst ms':>9} {'of 50 ms':>9}")
    worst = 0.0
    cases = {}
    for source in (roll_cases, odds_cases):
        try:
            cases.update(source())
        except Exception as err:  # noqa: BLE001 - report, do not hide
            print(f"could not build {source.__name__}: {err!r}")
    for name, case in cases.items():
        times = []
        repeats = REPEATS if name.startswith("+odds") is False else 3
        for _ in range(repeats):
            start = time.perf_counter()
            try:
                case()
            except RulesError as err:
                print(f"{name:48} refused: {err}")
                break
            times.append((time.perf_counter() - start) * 1000)
        if times:
            ms = max(times)
            worst = max(worst, ms)
            flag = "" if ms <= BUDGET_MS else "  OVER BUDGET"
            print(f"{name:48} {ms:9.2f} {ms / BUDGET_MS:9.3f}{flag}")
    print()
    for name, verdict in check_bounds().items():
        print(f"bound: {name:40} {verdict}")
    print(f"\nworst case {worst:.2f} ms = {worst / BUDGET_MS:.2f} x the 50 ms budget")


if __name__ == "__main__":
    main()
