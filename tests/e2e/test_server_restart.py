"""A crashed Server comes back by itself: after a SIGKILL of the
Server the Portal tells the connected players, starts the Server again and
the players, still on the same connection, are back in the game (as after
a reload) within seconds. `evennia start` typed meanwhile starts no second
Server."""

import os
import re
import signal
import time

import pytest

from tests.e2e.harness import TelnetClient

pytestmark = pytest.mark.e2e

PW = "e2e-restart-pw"
RESTART_BOUND = 10  # seconds from the kill until a command works again (the figure)


def wait_dead(pid, timeout=30):
    deadline = time.time() + timeout
    while time.time() < deadline:
        try:
            os.kill(pid, 0)
        except ProcessLookupError:
            return
        time.sleep(0.05)
    raise AssertionError(f"Server {pid} did not die")


def test_sigkilled_server_restarts_and_players_stay(game_server):
    tn = TelnetClient(game_server.telnet_port)
    try:
        tn.read_until("connect", timeout=60)
        tn.command(f"create Rhea {PW}", r"\[Y\]/N\?", timeout=60)
        tn.command("Y", r"(?i)created", timeout=60)
        tn.command(f"connect Rhea {PW}", r"Limbo", timeout=60)
        tn.sync()

        old_pid = game_server.server_pid()
        killed_at = time.time()
        os.kill(old_pid, signal.SIGKILL)
        wait_dead(old_pid)
        told = tn.read_until(r"stopped unexpectedly[^\n]*", timeout=15)
        assert "restarting" in told
        # a line typed while the Server is down is answered, not lost in silence
        tn.send("look")
        tn.read_until(r"(type that again in a moment|Limbo)", timeout=15)

        # the same connection works again: look until the room answers
        back = None
        while time.time() - killed_at < 60:
            tn.send("look")
            try:
                out = tn.read_until(r"Limbo", timeout=1.5)
            except TimeoutError:
                continue
            if "again in a moment" not in out[-200:] or re.search(r"\nLimbo", out):
                back = time.time() - killed_at
                break
        assert back is not None, "the player never got the game back"
        print(f"\n[restart] a command worked again {back:.1f} s after the SIGKILL")
        assert back <= RESTART_BOUND * 2.5, f"took {back:.1f} s"  # a loaded 2-core machine
        assert game_server.server_pid() != old_pid
        # still the same character, still puppeted, on the same socket
        tn.sync()
        assert "Rhea" in tn.command("look me", r"Rhea", timeout=20)

        # `evennia start` now finds everything running and starts nothing
        pid = game_server.server_pid()
        game_server.run("start", check=False)
        time.sleep(3)
        assert game_server.server_pid() == pid
    finally:
        tn.close()
