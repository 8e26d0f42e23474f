#!/usr/bin/env python3
"""Scene pages benchmark: how long the web takes to open a long scene.

Makes a finished scene and a running one of ``--entries`` poses each
(default 5,000) and times, over ``--repeat`` requests each (the median and
the best), the archive's first page (/scenes/<id>/, FOURFOLD_SCENE_WEB_PAGE
entries), the running scene's live page (its latest FOURFOLD_SCENE_LIVE_PAGE
entries, as a participant sees it) and one earlier page of it as JSON (what
the live page asks for when the player scrolls back). The tests prove these
read a page at a time (tests/helpers/paged_reads.py); this says how fast.

Runs outside the game and the test runner, as bench/combat.py does: Django
with server.conf.unit_test_settings and a throwaway SQLite file, migrated
first. Target: each page under 300 ms; the last line prints the slowest
median as a ratio of that target.

    python bench/scene_pages.py
    python bench/scene_pages.py --entries 20000 --repeat 9
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

TARGET_MS = 300.0


def make_scenes(entries: int):
    """(the account, the finished scene, the running scene)."""
    from datetime import timedelta

    from evennia.utils import create

    from features.scenes import log as scene_log
    from features.scenes.models import FINISHED, RUNNING, Participant, Scene, SceneEntry

    room = create.create_object("typeclasses.rooms.Room", key="Long hall")
    account = create.create_account("Benchreader", email="b@example.com", password="bench-pw-1")
    char = create.create_object("typeclasses.characters.Character", key="Mara", location=room, home=room)
    char.db_account = account
    char.save()
    account.characters.add(char)
    now = scene_log.now()
    scenes = []
    for state in (FINISHED, RUNNING):
        scene = Scene.objects.create(
            room_id=room.id, room_name=room.key, title=f"A long {state} scene", owner_id=char.id,
            owner_name=char.key, started=now - timedelta(hours=5), state=state,
            finished=now if state == FINISHED else None, shared=state == FINISHED)
        Participant.objects.create(scene=scene, char_id=char.id, name=char.key, joined=now)
        SceneEntry.objects.bulk_create(
            [SceneEntry(scene=scene, seq=n, kind="pose", author_id=char.id, author_name=char.key,
                        text=f"Mara poses line {n} of the long night, and then some more words.",
                        created=now) for n in range(1, entries + 1)], batch_size=1000)
        scenes.append(scene)
    return account, scenes[0], scenes[1]


def timed(client, url: str, repeat: int) -> tuple[float, float, int]:
    """(median ms, best ms, bytes) over ``repeat`` GETs after one to warm up."""
    response = client.get(url)
    if response.status_code != 200:
        raise SystemExit(f"{url} answered {response.status_code}")
    took = []
    for _ in range(repeat):
        began = time.perf_counter()
        response = client.get(url)
        took.append((time.perf_counter() - began) * 1000)
    return statistics.median(took), min(took), len(response.content)


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--entries", type=int, default=5000, help="poses in each scene (default 5000)")
    ap.add_argument("--repeat", type=int, default=5, help="timed requests per page (default 5)")
    args = ap.parse_args(argv)
    if not 1 <= args.entries <= 100000 or not 1 <= args.repeat <= 50:
        ap.error("1..100000 entries and 1..50 repeats")
    began = time.perf_counter()
    where = setup_django(memory=False)
    from django.conf import settings
    from django.test import Client

    settings.ALLOWED_HOSTS = ["testserver", *settings.ALLOWED_HOSTS]
    account, finished, running = make_scenes(args.entries)
    load = " ".join(Path("/proc/loadavg").read_text().split()[:3])
    print(f"# fourfold scene pages benchmark: {where} (ready in {time.perf_counter() - began:.0f}s), "
          f"{args.entries} entries a scene, {os.cpu_count()} cpus, load avg {load}")
    visitor, player = Client(), Client()
    player.force_login(account)
    earlier = max(1, args.entries - 2 * settings.FOURFOLD_SCENE_LIVE_PAGE)
    pages = [("archive, first page", visitor, f"/scenes/{finished.id}/"),
             ("live page (participant)", player, f"/scenes/{running.id}/"),
             ("live page, an earlier page (JSON)", player, f"/scenes/{running.id}/entries/?before={earlier}")]
    print(f"{'page':<36} {'median ms':>9} {'best ms':>8} {'KiB':>6}")
    medians = []
    for label, client, url in pages:
        median, best, size = timed(client, url, args.repeat)
        medians.append(median)
        print(f"{label:<36} {median:>9.1f} {best:>8.1f} {size / 1024:>6.0f}", flush=True)
    worst = max(medians)
    print(f"slowest median {worst:.1f} ms; target {TARGET_MS:.0f} ms; ratio {worst / TARGET_MS:.2f}")


if __name__ == "__main__":
    main()
