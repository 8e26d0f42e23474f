#!/usr/bin/env python3
"""What a posing player notices of a backup: the longest wait for their own
pose while the running Server makes a backup, against the same without one.

Starts a throwaway Fourfold server (tests/e2e/harness.GameServer: a copy of
this game directory on free 127.0.0.1 ports, SQLite), whose database gets
``--entries`` scene entries (10,000 by default, in finished scenes of 1,000
poses of about 300 characters) before it starts. A player starts a scene
and poses in it over telnet, one pose after the other: each pose is timed
from sending it to seeing the game's echo of it, which comes after the
pose is written to the scene's log. For ``--seconds`` seconds without a
backup, then while an Admin's ``+backup/now`` runs (the Server's own
backup: the copy, its check by restoring it into a scratch database and
running the migrations there, the verdict, all in a thread) until the
Admin is told the verdict. Poses go at most 20 a second (the game's
command rate limit refuses a player much quicker). The pose that waits
longest in each phase is the pause a player would see.

Prints each phase's poses, median, p99 and longest wait (ms), the backup's
own time and verdict, and last the longest wait during the backup and its
ratio to the longest without one.

    python bench/backup_pause.py
    python bench/backup_pause.py --entries 10000 --seconds 20
"""

from __future__ import annotations

import argparse
import os
import re
import statistics
import subprocess
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from tests.e2e.harness import GameServer, TelnetClient  # noqa: E402

PASSWORD = "bench-backup-pw"
POSE_TEXT = ("leans on the harbour rail, watching the lanterns of the night boats sway "
             "as the tide turns; somewhere below, a rope creaks against the pilings and a "
             "gull complains about the cold. She pulls her coat tighter and waits for the "
             "signal that was promised at the turn of the watch, counting the bells.")
PER_SCENE = 1000


def seed(entries: int) -> None:
    """Add ``entries`` scene entries in finished scenes (run inside the game
    directory, with its settings, before the Server starts)."""
    import django

    django.setup()
    from django.db import transaction
    from django.utils import timezone

    from features.scenes.models import FINISHED, Scene, SceneEntry

    now = timezone.now()
    made = 0
    with transaction.atomic():
        while made < entries:
            scene = Scene.objects.create(room_id=2, room_name="Limbo", title=f"Old scene {made}",
                                         owner_name="Bench", started=now, finished=now,
                                         state=FINISHED)
            count = min(PER_SCENE, entries - made)
            SceneEntry.objects.bulk_create(
                SceneEntry(scene=scene, seq=seq, kind="pose", author_name="Bench",
                           text=f"Bench {POSE_TEXT} ({made + seq})", created=now)
                for seq in range(1, count + 1))
            made += count


class BackupBenchServer(GameServer):
    def __init__(self, entries: int):
        super().__init__(admin=("benchadmin", "bench-admin-pw"))
        self.entries = entries

    def start(self):
        self.run("migrate", "--noinput")
        env = dict(self.env, DJANGO_SETTINGS_MODULE="server.conf.e2e_settings")
        subprocess.run([sys.executable, str(REPO / "bench" / "backup_pause.py"), "--seed-only",
                        str(self.entries)], cwd=self.dir, env=env, check=True)
        self.migrated = True
        super().start()

    def run(self, *args, **kwargs):
        if args[:1] == ("migrate",) and getattr(self, "migrated", False):
            return subprocess.CompletedProcess(args, 0, "", "")  # done before the seeding
        return super().run(*args, **kwargs)


def connect(port: int, name: str, password: str, create: bool = False) -> TelnetClient:
    tn = TelnetClient(port)
    tn.read_until("connect", timeout=120)
    if create:
        tn.command(f"create {name} {password}", r"\[Y\]/N\?", timeout=60)
        tn.command("Y", r"(?i)created", timeout=60)
    tn.command(f"connect {name} {password}", r"(?i)you become|Limbo", timeout=120)
    tn.sync(timeout=120)
    return tn


class Poser:
    """One player posing, one pose at a time, timing each to its echo. A
    pose goes at most every GAP seconds (20 a second: quicker than any
    player, and under the game's command rate limit, MAX_COMMAND_RATE)."""

    GAP = 0.05

    def __init__(self, tn: TelnetClient, name: str):
        self.tn, self.name, self.n = tn, name, 0
        self.last = 0.0

    def pose(self) -> float:
        rest = self.last + self.GAP - time.monotonic()
        if rest > 0:
            time.sleep(rest)
        self.last = time.monotonic()
        self.n += 1
        marker = f"mark{self.n}x"
        began = time.monotonic()
        self.tn.send(f"pose {marker} {POSE_TEXT[:80]}")
        self.tn.read_until(rf"{self.name} {marker} ", timeout=120)
        return time.monotonic() - began

    def for_a_while(self, seconds: float) -> list[float]:
        end = time.monotonic() + seconds
        waits = []
        while time.monotonic() < end:
            waits.append(self.pose())
        return waits


def figures(label: str, waits: list[float]) -> str:
    ms = sorted(w * 1000 for w in waits)
    p99 = ms[min(len(ms) - 1, int(len(ms) * 0.99))]
    return (f"{label:<16} poses {len(ms):5d}  median {statistics.median(ms):7.1f} ms  "
            f"p99 {p99:7.1f} ms  longest {ms[-1]:7.1f} ms")


def run(entries: int, seconds: float) -> dict:
    server = BackupBenchServer(entries)
    try:
        began = time.monotonic()
        server.start()
        print(f"server up with {entries} scene entries in {time.monotonic() - began:.0f} s",
              flush=True)
        admin = connect(server.telnet_port, *server.admin)
        player = connect(server.telnet_port, "Benchposer", PASSWORD, create=True)
        player.command("+scene/start Backup night", r"starts scene \d+", timeout=60)
        poser = Poser(player, "Benchposer")
        poser.for_a_while(2)  # warm-up: the first poses load the character's cmdsets
        without = poser.for_a_while(seconds)
        admin.send("+backup/now")
        admin.read_until("Making a backup", timeout=60)
        clock = time.monotonic()
        during = []
        said = None
        while said is None:
            during.append(poser.pose())
            admin._pump()
            found = re.search(r"Backup (OK|FAILED)[^\n]*", admin.buffer)
            if found:
                said = found.group(0)
        backup_seconds = time.monotonic() - clock
        after = poser.for_a_while(min(seconds, 5))
        for tn in (admin, player):
            tn.close()
        return {"without": without, "during": during, "after": after, "said": said,
                "backup_seconds": backup_seconds}
    finally:
        server.stop()


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--entries", type=int, default=10000)
    parser.add_argument("--seconds", type=float, default=20,
                        help="how long to pose without a backup (default 20)")
    parser.add_argument("--seed-only", type=int, default=None, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.seed_only is not None:
        seed(args.seed_only)
        return 0
    found = run(args.entries, args.seconds)
    print(figures("no backup", found["without"]))
    print(figures("during backup", found["during"]))
    print(figures("after", found["after"]))
    print(f"backup: {found['backup_seconds']:.1f} s from +backup/now to the verdict: "
          f"{found['said'][:160]}")
    worst_without = max(found["without"]) * 1000
    worst_during = max(found["during"]) * 1000
    print(f"longest wait for a pose during a backup: {worst_during:.0f} ms; "
          f"ratio to the longest without one: {worst_during / worst_without:.2f}")
    return 0 if found["said"].startswith("Backup OK") else 1


if __name__ == "__main__":
    os.environ.setdefault("PYTHONDONTWRITEBYTECODE", "1")
    sys.exit(main())
