#!/usr/bin/env python3
"""Posting into a running scene from its web page: how long one post takes.

A player's character stands in one room while a scene runs in another with
``--listeners`` characters in it; the player posts poses, says and rolls
into the scene (``features.scenes.live.post.post``, what the scene page's
``scene_post`` calls), and each kind is timed over ``--posts`` posts: the
median and the 99th percentile in microseconds, the scene log's write and
the room's messages included (no reactor runs, so the group commit writes
and sends at once).

Runs outside the game and the test runner, as bench/scene_pages.py does:
Django with server.conf.unit_test_settings and an in-memory SQLite
database. Target: a post under 5 ms at p99; the last line prints the
slowest p99 as a ratio of that target.

    python bench/scene_post.py
    python bench/scene_post.py --posts 2000 --listeners 50
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.combat import setup_django  # noqa: E402

TARGET_MS = 5.0
KINDS = (("pose", "leans on the rail and watches the water."),
         ("say", "The tide turns at midnight."),
         ("roll", "3"))


def make_scene(listeners: int):
    """(the poster's account, its character, the running scene)."""
    from evennia.utils import create

    from features.scenes import log as scene_log
    from features.scenes.models import RUNNING, Participant, Scene

    hall = create.create_object("typeclasses.rooms.Room", key="Harbour hall")
    elsewhere = create.create_object("typeclasses.rooms.Room", key="A quiet corner")
    account = create.create_account("Benchposter", email="p@example.com", password="bench-pw-1")
    char = create.create_object("typeclasses.characters.Character", key="Mara",
                                location=elsewhere, home=elsewhere)
    char.db_account = account
    char.save()
    account.characters.add(char)
    for n in range(listeners):
        create.create_object("typeclasses.characters.Character", key=f"Listener{n}",
                             location=hall, home=hall)
    scene = Scene.objects.create(room_id=hall.id, room_name=hall.key, title="Night at the harbour",
                                 owner_id=char.id, owner_name=char.key, started=scene_log.now(),
                                 state=RUNNING)
    Participant.objects.create(scene=scene, char_id=char.id, name=char.key, joined=scene_log.now())
    scene_log.set_running(hall.id, scene.id)
    return account, char, scene


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--posts", type=int, default=1000, help="timed posts of each kind (default 1000)")
    ap.add_argument("--listeners", type=int, default=20, help="characters in the scene's room (default 20)")
    args = ap.parse_args(argv)
    if not 10 <= args.posts <= 100000 or not 0 <= args.listeners <= 500:
        ap.error("10..100000 posts and 0..500 listeners")
    began = time.perf_counter()
    where = setup_django(memory=True)
    from django.conf import settings

    from features.scenes.live import post

    settings.FOURFOLD_SCENE_POST_RATE = None  # the limits are not what is timed
    settings.FOURFOLD_ROLL_RATE = None
    account, char, scene = make_scene(args.listeners)
    load = " ".join(Path("/proc/loadavg").read_text().split()[:3])
    print(f"# fourfold scene post benchmark: {where} (ready in {time.perf_counter() - began:.0f}s), "
          f"{args.listeners} listeners, {args.posts} posts a kind, {os.cpu_count()} cpus, load avg {load}")
    print(f"{'kind':<6} {'median us':>10} {'p99 us':>10}")
    worst = 0.0
    for kind, text in KINDS:
        for _ in range(20):  # warm up
            post.post(account, char, scene.id, kind, text)
        took = []
        for _ in range(args.posts):
            start = time.perf_counter()
            post.post(account, char, scene.id, kind, text)
            took.append((time.perf_counter() - start) * 1e6)
        took.sort()
        p99 = took[min(len(took) - 1, int(len(took) * 0.99))]
        worst = max(worst, p99)
        print(f"{kind:<6} {statistics.median(took):>10.0f} {p99:>10.0f}", flush=True)
    print(f"slowest p99 {worst / 1000:.2f} ms; target {TARGET_MS:.0f} ms; ratio {worst / 1000 / TARGET_MS:.2f}")


if __name__ == "__main__":
    main()
