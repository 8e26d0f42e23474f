"""./fourfold as an admin uses it: started from one shell with FOURFOLD_*
ports, then `status` and `stop` from another shell that lacks them still
find the game (they read the settings the game was started with)."""

import os
import shutil
import subprocess
import tempfile
import time
from pathlib import Path

import pytest

from .harness import IGNORE, REPO, free_ports

pytestmark = pytest.mark.e2e


def bare_env():
    """The environment of a fresh shell: no FOURFOLD_* variables at all (so the
    game runs on its own SQLite file even when CI's run sets PostgreSQL)."""
    env = {k: v for k, v in os.environ.items()
           if not k.startswith(("FOURFOLD_", "EVENNIA_")) and k != "DJANGO_SETTINGS_MODULE"}
    env["PYTHONDONTWRITEBYTECODE"] = "1"
    return env


class ScriptGame:
    def __init__(self):
        self.dir = Path(tempfile.mkdtemp(prefix="fourfold-script-")) / "game"
        shutil.copytree(REPO, self.dir, ignore=IGNORE)
        # the game's own virtual environment, shared (./fourfold would build one)
        (self.dir / ".venv").symlink_to((REPO / ".venv").resolve())
        telnet, web, ws, amp, internal = free_ports(5)
        self.telnet_port = telnet
        self.start_env = bare_env()
        self.start_env.update({
            "FOURFOLD_INTERFACE": "127.0.0.1",
            "FOURFOLD_TELNET_PORT": str(telnet),
            "FOURFOLD_WEB_PORT": str(web),
            "FOURFOLD_WEB_INTERNAL_PORT": str(internal),
            "FOURFOLD_WEBSOCKET_PORT": str(ws),
            "FOURFOLD_AMP_PORT": str(amp),
            "FOURFOLD_DB_PATH": str(self.dir / "server" / "script.db3"),
            "FOURFOLD_ADMIN_PASSWORD": "script-admin-pw",
        })

    def run(self, *args, env=None, timeout=600):
        # output to a file, not a pipe: the game's daemons must not hold our pipe open
        with tempfile.TemporaryFile("w+") as out:
            proc = subprocess.run(["./fourfold", *args], cwd=self.dir, env=env or bare_env(),
                                  stdout=out, stderr=subprocess.STDOUT, text=True,
                                  timeout=timeout, stdin=subprocess.DEVNULL)
            out.seek(0)
            proc.stdout, proc.stderr = out.read(), ""
        return proc

    def pids(self):
        out = []
        for name in ("portal.pid", "server.pid"):
            f = self.dir / "server" / name
            if f.exists():
                out.append(int(f.read_text().strip()))
        return out

    def cleanup(self):
        self.run("stop", env=self.start_env, timeout=60)
        for pid in self.pids():
            try:
                os.kill(pid, 9)
            except (ProcessLookupError, PermissionError):
                pass
        shutil.rmtree(self.dir.parent, ignore_errors=True)


def alive(pid):
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    return True


def test_status_and_stop_from_a_bare_shell():
    game = ScriptGame()
    try:
        started = game.run("start", env=game.start_env)
        assert started.returncode == 0, started.stdout + started.stderr
        status = game.run("status")
        assert "Server: RUNNING" in status.stdout, status.stdout + status.stderr
        assert "Portal: RUNNING" in status.stdout, status.stdout
        pids = game.pids()
        assert pids
        stopped = game.run("stop")
        assert stopped.returncode == 0, stopped.stdout + stopped.stderr
        deadline = time.time() + 60
        while time.time() < deadline and any(alive(p) for p in pids):
            time.sleep(0.5)
        assert not any(alive(p) for p in pids), f"still running after stop:\n{stopped.stdout}"
        # the saved settings hold no password
        saved = (game.dir / "server" / "logs" / "fourfold-run.env").read_text()
        assert "FOURFOLD_TELNET_PORT" in saved and "PASSWORD" not in saved
    finally:
        game.cleanup()
