"""How the suite is spread over pytest-xdist workers (``--dist loadfile``,
scheduled by :func:`make_scheduler`).

The tests come in groups, each the unit one worker takes whole:

- a test module that starts no server is its own group (as ``loadfile``
  would have it: a module's fixtures stay on one worker);
- the end-to-end modules (marked ``e2e``, each using a real server) are
  dealt into a few groups, balanced by their recorded times, so that only
  that many workers start the shared session server, and those workers
  spend the run mostly waiting on it while the others keep both cores busy
  with unit tests.

The groups are ordered longest first (the end-to-end groups, then the other
modules by recorded time), and ``.ci/run`` and ``./fourfold test`` pass
``--no-loadscope-reorder`` so xdist hands them out in that order: the
longest work starts first and the short modules fill in at the end.
(xdist's own ``loadgroup`` would do the grouping from a marker, but it
renames the test ids in a way pytest 9.2 no longer honours.)

Recorded times live in ``tests/timings.json`` (seconds a module took on one
worker). ``./fourfold test --record-timings`` rewrites it from the run;
a module missing from it counts as a guess (``NEW_MODULE``, ``NEW_E2E``).
"""

from __future__ import annotations

import json
import os
from collections import defaultdict
from pathlib import Path

TIMINGS = Path(__file__).resolve().parents[1] / "timings.json"
NEW_MODULE = 2.0
NEW_E2E = 30.0


def pytest_addoption(parser):
    parser.addoption("--record-timings", action="store_true", default=False,
                     help="write each test module's total time to tests/timings.json")


def module_of(nodeid: str) -> str:
    return nodeid.split("::", 1)[0]


def load_timings() -> dict[str, float]:
    try:
        return json.loads(TIMINGS.read_text())
    except (OSError, ValueError):
        return {}


def is_e2e(module: str) -> bool:
    return module.startswith("tests/e2e/")


def e2e_group_count(workers: int) -> int:
    """How many workers take end-to-end modules: half of them (at least one),
    or FOURFOLD_TEST_E2E_WORKERS."""
    wanted = os.environ.get("FOURFOLD_TEST_E2E_WORKERS", "")
    count = int(wanted) if wanted.isdigit() and int(wanted) > 0 else max(1, workers // 2)
    return min(count, max(1, workers))


def deal(durations: dict[str, float], groups: int) -> dict[str, int]:
    """Each module's group, longest module first into the least loaded group
    (the longest-processing-time rule): module -> group index."""
    load = [0.0] * groups
    out = {}
    for module in sorted(durations, key=lambda m: (-durations[m], m)):
        target = min(range(groups), key=lambda g: (load[g], g))
        out[module] = target
        load[target] += durations[module]
    return out


def plan(modules, workers: int) -> list[tuple[str, str]]:
    """(module, group) for every module, in the order the groups are to be
    handed out: the end-to-end groups, longest first, then every other
    module as its own group, longest first."""
    timings = load_timings()
    modules = set(modules)
    e2e_time = {m: timings.get(m, NEW_E2E) for m in modules if is_e2e(m)}
    dealt = deal(e2e_time, e2e_group_count(workers))
    group_time: dict[int, float] = defaultdict(float)
    for module, group in dealt.items():
        group_time[group] += e2e_time[module]

    def key(module):
        if module in dealt:
            group = dealt[module]
            return (0, -group_time[group], group, -e2e_time[module], module)
        return (1, -timings.get(module, NEW_MODULE), 0, 0, module)

    return [(m, f"e2e-{dealt[m]}" if m in dealt else m) for m in sorted(modules, key=key)]


def order_items(items, config) -> None:
    """Put the collected items in the order of :func:`plan` (on every worker
    alike, so that xdist sees one collection)."""
    workers = getattr(config, "workerinput", {}).get("workercount", 1)
    by_module: dict[str, list] = defaultdict(list)
    for item in items:
        by_module[module_of(item.nodeid)].append(item)
    items[:] = [item for module, _ in plan(by_module, workers) for item in by_module[module]]


def make_scheduler(config, log):
    """xdist's ``loadfile`` scheduling, with the end-to-end modules dealt
    into :func:`plan`'s groups (each group goes to one worker whole)."""
    if config.getvalue("dist") != "loadfile":
        return None
    from xdist.scheduler import LoadScopeScheduling

    class FourfoldScheduling(LoadScopeScheduling):
        groups: dict[str, str] = {}

        def schedule(self):
            if self.collection is None and self.collection_is_completed:
                collection = next(iter(self.registered_collections.values()), [])
                self.groups = dict(plan({module_of(n) for n in collection}, self.numnodes))
            super().schedule()

        def _split_scope(self, nodeid):
            module = module_of(nodeid)
            return self.groups.get(module, module)

    return FourfoldScheduling(config, log)


class TimingRecorder:
    """Sums each module's set-up, call and tear-down times as reports come in
    (on the controller when running with workers) and writes them out."""

    def __init__(self):
        self.totals: dict[str, float] = defaultdict(float)

    def pytest_runtest_logreport(self, report):
        self.totals[module_of(report.nodeid)] += report.duration

    def pytest_sessionfinish(self, session):
        merged = load_timings()
        merged.update({m: round(t, 2) for m, t in self.totals.items()})
        TIMINGS.write_text(json.dumps(dict(sorted(merged.items())), indent=1) + "\n")


def configure(config) -> None:
    if config.getoption("--record-timings") and not hasattr(config, "workerinput"):
        config.pluginmanager.register(TimingRecorder(), "fourfold-timing-recorder")
