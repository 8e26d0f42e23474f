#!/usr/bin/env python3
"""Combat benchmark: one fs3 combat turn resolved by the combat Script.

For each size (``--sizes 10,50,200``; half player characters, half NPCs) it
makes a room, the characters (PCs with fs3 sheets, NPC Goons), starts an
FS3CombatScript, and then, for ``--turns`` turns, has every fighter still
standing queue an attack on a random standing enemy and times
``script.end_turn()``: reading every fighter fresh, resolving the turn,
writing wounds, Luck and stances back, keeping the log and telling everyone.
The first turn runs cold (right after the fighters were made, as in a fresh
fight); the median over all turns is the headline. Database writes per
turn are the INSERT/UPDATE/DELETE statements Django sent during end_turn()
(counted with connection.execute_wrapper).

Runs outside the game and the test runner: Django with
server.conf.unit_test_settings and a throwaway SQLite database (a temporary file
by default, migrated first, so writes cost what they cost on a real game's
disk; ``--memory`` uses an in-memory database as the test suite does).
Target: under 100 ms per turn for 50 combatants; the last line prints the
ratio of the measured time to that target.

    python bench/combat.py                 # sizes 10,50,200, 5 turns each
    python bench/combat.py --sizes 50 --turns 10
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
TARGET_MS = 100.0
TARGET_SIZE = 50
WRITE_VERBS = ("INSERT", "UPDATE", "DELETE", "REPLACE")


def setup_django(memory: bool) -> str:
    os.chdir(REPO)
    sys.path.insert(0, str(REPO))
    os.environ["DJANGO_SETTINGS_MODULE"] = "server.conf.unit_test_settings"
    tmp = tempfile.mkdtemp(prefix="fourfold-bench-combat-")
    db_path = os.path.join(tmp, "bench.db3")
    os.environ.pop("FOURFOLD_DB_ENGINE", None)
    os.environ["FOURFOLD_DB_PATH"] = db_path
    import django

    django.setup()
    from django.core.management import call_command
    from django.db import connection

    if memory:
        connection.creation.create_test_db(verbosity=0, autoclobber=True, serialize=False)
        where = "in-memory SQLite"
    else:
        call_command("migrate", verbosity=0, interactive=False)
        where = f"SQLite file {db_path}"
    import evennia

    evennia._init()
    return where


def make_fight(size: int, tag: str):
    from evennia.utils import create

    from rulesets.fs3.combat_script import FS3CombatScript

    room = create.create_object("typeclasses.rooms.Room", key=f"Arena {tag}")
    n_npc = size // 2
    n_pc = size - n_npc
    pcs, npcs = [], []
    for i in range(n_pc):
        char = create.create_object("typeclasses.characters.Character", key=f"Hero{tag}x{i}",
                                    location=room, home=room)
        char.attributes.add("ratings", {"Brawn": 3, "Finesse": 3, "Wit": 2, "Grit": 3,
                                        "Melee": 4, "Dodge": 3, "Alertness": 2},
                            category="fs3")
        pcs.append(char)
    for i in range(n_npc):
        npc = create.create_object("rulesets.fs3.npcs.NPC", key=f"Goon{tag}x{i}",
                                   location=room, home=room)
        npc.set_level("Goon")
        npcs.append(npc)
    script = FS3CombatScript.begin(room, pcs[0])
    for obj in pcs + npcs:
        script.add_fighter(obj)
        if obj in npcs:
            script.remember_npc(obj)
    return script


def queue_attacks(script, rng) -> int:
    """Every standing fighter attacks a random standing enemy; returns how many."""
    state = script.get_state()
    up = [c for c in state.combatants.values() if not c.ko]
    queued = 0
    for c in up:
        enemies = [e for e in up if e.team != c.team]
        if not enemies:
            continue
        script.queue(c.id, {"type": "attack", "target": rng.choice(enemies).id})
        queued += 1
    return queued


def count_writes(statements) -> int:
    return sum(1 for sql in statements if sql.lstrip().upper().startswith(WRITE_VERBS))


def bench_size(size: int, turns: int, seed: int, atomic: bool = False) -> dict:
    from django.db import connection, transaction

    import rules.dice

    rng = random.Random(seed)
    rules.dice._GAME_RNG = random.Random(seed)
    script = make_fight(size, f"{size}")
    times, writes, queries, acting = [], [], [], []
    for _turn in range(turns):
        queued = queue_attacks(script, rng)
        if queued == 0:
            break
        seen = []

        def counter(execute, sql, params, many, context):
            seen.append(sql)
            return execute(sql, params, many, context)

        with connection.execute_wrapper(counter):
            t = time.perf_counter()
            if atomic:
                with transaction.atomic():
                    script.end_turn()
            else:
                script.end_turn()
            elapsed = (time.perf_counter() - t) * 1000.0
        times.append(elapsed)
        writes.append(count_writes(seen))
        queries.append(len(seen))
        acting.append(queued)
    return {"size": size, "times": times, "writes": writes, "queries": queries, "acting": acting}


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--sizes", default="10,50,200", help="combatants per fight (default 10,50,200)")
    ap.add_argument("--turns", type=int, default=5, help="turns per fight (default 5)")
    ap.add_argument("--seed", type=int, default=20261129)
    ap.add_argument("--memory", action="store_true", help="in-memory SQLite instead of a temp file")
    ap.add_argument("--atomic", action="store_true",
                    help="what-if: also run every size with each end_turn() inside one "
                         "transaction.atomic() (one commit instead of one per write; the game "
                         "does not do this), right after the plain run, so both see the same load")
    ap.add_argument("--profile", metavar="N", type=int,
                    help="also print the top of a cProfile of the turns at size N")
    args = ap.parse_args(argv)
    sizes = [int(x) for x in args.sizes.split(",") if x.strip()]
    if not sizes or max(sizes) > 2000 or not 1 <= args.turns <= 100:
        ap.error("sizes up to 2000 and 1..100 turns")
    t = time.perf_counter()
    where = setup_django(args.memory)
    load = " ".join(Path("/proc/loadavg").read_text().split()[:3])
    print(f"# fourfold combat benchmark: {where} (ready in {time.perf_counter() - t:.0f}s), "
          f"{os.cpu_count()} cpus, load avg {load}")
    print(f"{'fighters':>8} {'turn':>4} {'acting':>6} {'ms':>8} {'writes':>6} {'queries':>7}")
    results = []
    for size in sizes:
        for atomic in ([False, True] if args.atomic else [False]):
            if args.profile == size and not atomic:
                import cProfile
                import pstats

                prof = cProfile.Profile()
                r = prof.runcall(bench_size, size, args.turns, args.seed, atomic)
            else:
                r = bench_size(size, args.turns, args.seed, atomic)
            r["atomic"] = atomic
            results.append(r)
            for i, (ms, w, q, a) in enumerate(zip(r["times"], r["writes"], r["queries"], r["acting"])):
                print(f"{size:>8} {i + 1:>4} {a:>6} {ms:>8.1f} {w:>6} {q:>7}"
                      f"{'  (one transaction)' if atomic else ''}", flush=True)
    if args.profile in sizes:
        print(f"# cProfile of size {args.profile} (set-up and turns), by cumulative time")
        pstats.Stats(prof).sort_stats("cumulative").print_stats(35)
    load = " ".join(Path("/proc/loadavg").read_text().split()[:3])
    print()
    print(f"# per turn (median over turns; first turn cold), load avg {load}")
    headline = None
    for r in results:
        med = statistics.median(r["times"])
        tag = "atomic" if r["atomic"] else "combat"
        print(f"{tag} N={r['size']:<4} median {med:7.1f} ms  first {r['times'][0]:7.1f} ms  "
              f"max {max(r['times']):7.1f} ms  writes/turn {statistics.median(r['writes']):5.0f}  "
              f"queries/turn {statistics.median(r['queries']):5.0f}  "
              f"ms per fighter {med / r['size']:.2f}")
        if r["size"] == TARGET_SIZE and not r["atomic"]:
            headline = med
    if headline is not None:
        print(f"combat turn N={TARGET_SIZE}: {headline:.1f} ms; target {TARGET_MS:.0f} ms; "
              f"ratio {headline / TARGET_MS:.2f}")


if __name__ == "__main__":
    main()
