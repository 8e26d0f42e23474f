"""Time how long a game takes to be playable: ``evennia start`` of a game
that already exists (migrated, started once) until an Admin's telnet login
is answered, and a ``reload`` until a command typed on a connection kept
through it is answered. The very first start (migrations, the first
setup, the restart Evennia does after it) is timed too, for scale: it is
what the e2e tests pay for each server they start.

Prints seconds for each and each one's ratio to the first start.

Run: .venv/bin/python bench/start.py [--runs N]. Not a test.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from bench.procs import load_avg  # noqa: E402
from tests.e2e.harness import GameServer, TelnetClient  # noqa: E402


def login_answered(server: GameServer, timeout: float = 300) -> None:
    """Until the admin's ``connect`` is answered with the room they stand in."""
    deadline = time.time() + timeout
    while time.time() < deadline:
        try:
            with TelnetClient(server.telnet_port, timeout=2) as tn:
                tn.read_until("connect", timeout=5)
                tn.command(f"connect {server.admin[0]} {server.admin[1]}", r"Limbo|Exits|Account", timeout=20)
                return
        except Exception:  # not listening yet, or the Server not up behind the Portal
            time.sleep(0.05)
    raise RuntimeError(f"no login answered within {timeout}s:\n{server.log_tail()}")


def stopped(server: GameServer, timeout: float = 120) -> None:
    """Until neither the Server nor the Portal of ``server`` runs."""
    import os

    deadline = time.time() + timeout
    while time.time() < deadline:
        alive = False
        for name in ("server.pid", "portal.pid"):
            try:
                os.kill(int((server.dir / "server" / name).read_text().strip()), 0)
                alive = True
            except (OSError, ValueError):
                pass
        if not alive:
            return
        time.sleep(0.1)
    raise RuntimeError("the game did not stop")


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--runs", type=int, default=2, help="starts and reloads to time (default 2)")
    args = ap.parse_args(argv)
    print(f"# fourfold start benchmark, load avg {load_avg()}", flush=True)
    server = GameServer()
    try:
        t = time.perf_counter()
        server.start()
        login_answered(server)
        first = time.perf_counter() - t
        print(f"first start (migrate, setup, restart) to a login answered: {first:6.1f} s", flush=True)
        starts, reloads = [], []
        for _ in range(args.runs):
            server.run("stop", check=False, timeout=120)
            stopped(server)
            t = time.perf_counter()
            server.run("start", check=False, timeout=300)
            login_answered(server)
            starts.append(time.perf_counter() - t)
            print(f"start of the existing game to a login answered: {starts[-1]:6.1f} s "
                  f"(load {load_avg()})", flush=True)
        with TelnetClient(server.telnet_port) as tn:
            tn.read_until("connect")
            tn.command(f"connect {server.admin[0]} {server.admin[1]}", r"Limbo|Exits|Account", timeout=30)
            for n in range(args.runs):
                since = len(server.log_text())
                t = time.perf_counter()
                server.run("reload", check=False, timeout=300)
                server.wait_for_log("successfully re", since=since, timeout=300)
                tn.command(f"say after reload {n}", rf"after reload {n}", timeout=120)
                reloads.append(time.perf_counter() - t)
                print(f"reload to a command answered on a kept connection: {reloads[-1]:6.1f} s "
                      f"(load {load_avg()})", flush=True)
        start, reload = statistics.median(starts), statistics.median(reloads)
        print(f"start  {start:6.1f} s  ratio to the first start {start / first:.2f}")
        print(f"reload {reload:6.1f} s  ratio to the first start {reload / first:.2f}")
    finally:
        server.stop()


if __name__ == "__main__":
    main()
