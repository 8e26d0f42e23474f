"""./fourfold run as an operator runs it, on a fresh copy of the repository
(no database, logs, pid files or admin password), with free ports: the
end-to-end tests of ./fourfold itself and of its backups use it."""

import os
import shutil
import subprocess
import tempfile
import time
from pathlib import Path

from tests.e2e.harness import REPO
from tests.helpers.ports import free_ports

# a fresh clone: no database, logs, pid files, or admin password of ours
FRESH = shutil.ignore_patterns(".venv", ".git", "__pycache__", "*.db3", "*.db3-*", "*.log",
                               "*.log.*", "*.pid", ".pytest_cache", "admin_password",
                               "fourfold-run.env")
PUBLISHED = "fourfold-admin"


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
        shutil.copytree(REPO, self.dir, ignore=FRESH)
        # the game's own virtual environment, shared (./fourfold would build one)
        (self.dir / ".venv").symlink_to((REPO / ".venv").resolve())
        telnet, web, ws, amp, internal = free_ports(5)
        self.telnet_port = telnet
        self.ports_env = {
            "FOURFOLD_TELNET_PORT": str(telnet),
            "FOURFOLD_WEB_PORT": str(web),
            "FOURFOLD_WEB_INTERNAL_PORT": str(internal),
            "FOURFOLD_WEBSOCKET_PORT": str(ws),
            "FOURFOLD_AMP_PORT": str(amp),
            "FOURFOLD_DB_PATH": str(self.dir / "server" / "script.db3"),
        }
        # no FOURFOLD_ADMIN_PASSWORD: the first start makes one up
        self.start_env = bare_env() | self.ports_env | {"FOURFOLD_INTERFACE": "127.0.0.1"}

    def run(self, *args, env=None, timeout=600):
        # output to a file, not a pipe: the game's daemons must not hold our pipe open
        with tempfile.TemporaryFile("w+") as out:
            try:
                proc = subprocess.run(["./fourfold", *args], cwd=self.dir, env=env or bare_env(),
                                      stdout=out, stderr=subprocess.STDOUT, text=True,
                                      timeout=timeout, stdin=subprocess.DEVNULL)
            except subprocess.TimeoutExpired:
                # keep what it said so far: the failing assertion shows it
                proc = subprocess.CompletedProcess(args, None)
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

    def stop(self, env=None):
        pids = self.pids()
        stopped = self.run("stop", env=env)
        deadline = time.time() + 60
        while time.time() < deadline and any(alive(p) for p in pids):
            time.sleep(0.1)
        return stopped, pids

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
