#!/usr/bin/env python3
"""Roll history benchmark: the durable write of one roll in a busy room.

With ``FOURFOLD_ROLL_HISTORY_DURABLE`` (the game's default) every roll is
written before it is shown: ``core.rolls.history.record`` queues the roll
history's write with the group commit (core/writes/group_commit.py), which
runs it in its transaction at the next reactor turn. This times that
commit for ``--rooms`` rooms (1 by default) that already hold ``--entries``
rolls each (100 by default, the game's ``FOURFOLD_ROLL_HISTORY``) of an
opposed roll's size (about 350 bytes each, so a room's list is about 35 KB):
``--rolls`` times, one roll is recorded in each room (the rolls of one
reactor turn) and ``group_commit.flush()`` is timed.

Reported per commit: the median and p95 in ms, the write statements sent
(INSERT/UPDATE/DELETE, counted with connection.execute_wrapper), the bytes
of their parameters (the data handed to the database) and the bytes this
process wrote to files during the commit (``wchar`` of /proc/self/io: the
database's pages and its journal). When the store has a pruning pass (rows
beyond ``FOURFOLD_ROLL_HISTORY`` dropped off the hot path), it is timed once
after the rolls, for the room, and reported on its own line.

Runs outside the game and the test runner, as bench/combat.py does: Django
with server.conf.unit_test_settings and a throwaway SQLite file, migrated
first, so writes cost what they cost on a real game's disk. ``--before``
takes the numbers of a run of another version (its ``ms per commit`` and
``bytes per commit`` lines) and prints ratios after/before.

    python bench/roll_commit.py
    python bench/roll_commit.py --rolls 500 --before 1.9,30500
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
WRITE_VERBS = ("INSERT", "UPDATE", "DELETE", "REPLACE")
# An opposed roll's line as +rolls keeps it: two names, two pools and dice, the result.
OPPOSED = ("Roller{n} rolls Alertness+2 (7 dice: 8 8 7 5 4 3 1 = 3 successes) vs "
           "Opponent rolls Dodge-1 (6 dice: 8 7 6 6 2 1 = 2 successes): Roller{n} wins "
           "by a little. Modifiers: +2 from the scene's cover, -1 Wounded; aided by Mate "
           "(+1 die), Luck not spent. {pad}")


def setup_django() -> str:
    os.chdir(REPO)
    sys.path.insert(0, str(REPO))
    os.environ["DJANGO_SETTINGS_MODULE"] = "server.conf.unit_test_settings"
    tmp = tempfile.mkdtemp(prefix="fourfold-bench-rolls-")
    db_path = os.path.join(tmp, "bench.db3")
    os.environ.pop("FOURFOLD_DB_ENGINE", None)
    os.environ["FOURFOLD_DB_PATH"] = db_path
    import django

    django.setup()
    from django.core.management import call_command

    call_command("migrate", verbosity=0, interactive=False)
    import evennia

    evennia._init()
    return f"SQLite file {db_path}"


def wchar() -> int:
    try:
        with open("/proc/self/io") as io:
            for line in io:
                if line.startswith("wchar:"):
                    return int(line.split()[1])
    except OSError:
        pass
    return 0


class WriteCounter:
    """connection.execute_wrapper: the write statements and their parameters' bytes."""

    def __init__(self):
        self.statements = 0
        self.param_bytes = 0

    def __call__(self, execute, sql, params, many, context):
        if sql.lstrip().upper().startswith(WRITE_VERBS):
            self.statements += 1
            rows = params if many else [params]
            for row in rows or ():
                for value in row or ():
                    if isinstance(value, (str, bytes)):
                        self.param_bytes += len(value.encode() if isinstance(value, str) else value)
                    elif value is not None:
                        self.param_bytes += 8
        return execute(sql, params, many, context)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rolls", type=int, default=300, help="commits timed (default 300)")
    parser.add_argument("--entries", type=int, default=100, help="rolls each room holds first")
    parser.add_argument("--rooms", type=int, default=1, help="rooms with a roll in each commit")
    parser.add_argument("--before", default="", help="ms,bytes per commit of another run: print ratios")
    args = parser.parse_args()
    where = setup_django()

    from django.db import connection
    from evennia.utils import create

    from core.rolls import history
    from core.writes import group_commit

    rooms = [create.create_object("typeclasses.rooms.Room", key=f"Bench Hall {n}")
             for n in range(args.rooms)]
    roller = create.create_object("typeclasses.characters.Character", key="Roller",
                                  location=rooms[0], home=rooms[0])
    texts = [OPPOSED.format(n=n, pad="x" * 20) for n in range(args.entries + args.rolls)]
    entry_size = len(history._encode({"time": time.time(), "roller": "Roller", "roller_id": roller.id,
                                      "private": False, "kind": "opposed", "text": texts[0]}))
    with group_commit.batching():
        for text in texts[:args.entries]:
            for room in rooms:
                history.record(room, roller, text, kind="opposed")
        group_commit.flush()
    history.forget()  # as after a restart: the first roll loads the room
    for room in rooms:
        history.history(room)

    times, statements, param_bytes, written = [], [], [], []
    for text in texts[args.entries:]:
        counter = WriteCounter()
        with group_commit.batching():
            for room in rooms:
                history.record(room, roller, text, kind="opposed")
            with connection.execute_wrapper(counter):
                before_w = wchar()
                start = time.perf_counter()
                ok = group_commit.flush()
                elapsed = time.perf_counter() - start
                after_w = wchar()
        assert ok, "the group commit failed"
        times.append(elapsed * 1000)
        statements.append(counter.statements)
        param_bytes.append(counter.param_bytes)
        written.append(after_w - before_w)
    assert len(history.history(rooms[-1])) == min(args.entries + args.rolls, history._keep())

    print(f"# roll_commit: {where}; {args.rooms} room(s) of {args.entries} entries of "
          f"{entry_size} bytes, one roll in each a commit; "
          f"{args.rolls} commits")
    times.sort()
    p95 = times[int(len(times) * 0.95) - 1]
    ms = statistics.median(times)
    data = statistics.median(param_bytes)
    print(f"ms per commit: median {ms:.3f}  p95 {p95:.3f}  mean {statistics.fmean(times):.3f}")
    print(f"write statements per commit: {statistics.median(statements):.0f}")
    print(f"bytes per commit: {data:.0f} (SQL parameters); "
          f"{statistics.median(written):.0f} written to files (wchar)")
    prune = getattr(history, "prune_all", None)
    if prune is not None:
        start = time.perf_counter()
        pruned = prune()
        print(f"prune pass: {(time.perf_counter() - start) * 1000:.3f} ms for {pruned} room(s), "
              f"once per FOURFOLD_ROLL_HISTORY_PRUNE seconds, not per roll")
    if args.before:
        before_ms, before_bytes = (float(x) for x in args.before.split(","))
        print(f"ratio after/before: ms {ms / before_ms:.3f}  bytes {data / before_bytes:.4f}")


if __name__ == "__main__":
    main()
