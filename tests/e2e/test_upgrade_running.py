"""./fourfold upgrade on a running game, in a local clone of this checkout
(``git clone --shared``, at HEAD) started with ./fourfold start:

- an upgrade to the branch's upstream whose commit changes only what the
  Server runs reloads the game: a player on telnet and one on the web
  client's websocket stay connected and the Server is a new process;
- an upgrade whose commit changes a file the Portal runs restarts the game
  in full: the player is told why before the connection closes, and the
  game is back afterwards;
- an upgrade with local changes is refused, naming the file, and the game
  keeps running untouched.
"""

import os
import re
import shutil
import subprocess
import tempfile
import time
from pathlib import Path

import pytest

from tests.e2e.harness import REPO, TelnetClient
from tests.e2e.wsclient import WebSocketPlayer
from tests.helpers.ports import free_ports

pytestmark = pytest.mark.e2e

PASSWORD = "an-upgrade-test-password"


def bare_env():
    env = {k: v for k, v in os.environ.items()
           if not k.startswith(("FOURFOLD_", "EVENNIA_")) and k != "DJANGO_SETTINGS_MODULE"}
    env["PYTHONDONTWRITEBYTECODE"] = "1"
    return env


class Clone:
    def __init__(self):
        self.tmp = Path(tempfile.mkdtemp(prefix="fourfold-upgrade-e2e-"))
        self.dir = self.tmp / "game"
        head = self.git_in(REPO, "rev-parse", "HEAD")
        self.git_in(self.tmp, "clone", "--quiet", "--shared", "--no-checkout", str(REPO),
                    str(self.dir))
        self.git("checkout", "--quiet", "-b", "live", head)
        self.git("branch", "--quiet", "next", head)
        self.git("branch", "--quiet", "--set-upstream-to=next")
        (self.dir / ".venv").symlink_to((REPO / ".venv").resolve())
        shutil.copy(REPO / "server" / "conf" / "secret_settings.py",
                    self.dir / "server" / "conf" / "secret_settings.py")
        telnet, web, ws, amp, internal = free_ports(5)
        self.telnet_port = telnet
        self.start_env = bare_env() | {
            "FOURFOLD_TELNET_PORT": str(telnet), "FOURFOLD_WEB_PORT": str(web),
            "FOURFOLD_WEB_INTERNAL_PORT": str(internal), "FOURFOLD_WEBSOCKET_PORT": str(ws),
            "FOURFOLD_AMP_PORT": str(amp), "FOURFOLD_INTERFACE": "127.0.0.1",
            "FOURFOLD_DB_PATH": str(self.dir / "server" / "upgrade.db3"),
            "FOURFOLD_BACKUP_DIR": str(self.tmp / "backups"),
            "FOURFOLD_ADMIN_PASSWORD": PASSWORD,
        }

    @staticmethod
    def git_in(where, *args) -> str:
        return subprocess.run(["git", "-c", "user.name=Test", "-c", "user.email=t@example.com",
                               *args], cwd=where, check=True, capture_output=True,
                              text=True).stdout.strip()

    def git(self, *args) -> str:
        return self.git_in(self.dir, *args)

    def commit_on_next(self, path: str, line: str) -> str:
        """A commit on ``next`` adding ``line`` to ``path``; the checkout stays put."""
        work = self.tmp / "next-work"
        self.git_in(self.tmp, "clone", "--quiet", "--shared", "--branch", "next", str(self.dir),
                    str(work))
        with open(work / path, "a") as f:
            f.write(line + "\n")
        self.git_in(work, "commit", "--quiet", "-am", f"change {path}")
        self.git_in(work, "push", "--quiet", "origin", "next")
        shutil.rmtree(work)
        return self.git("rev-parse", "next")

    def run(self, *args, env=None, timeout=600):
        with tempfile.TemporaryFile("w+") as out:
            try:
                proc = subprocess.run(["./fourfold", *args], cwd=self.dir, env=env or bare_env(),
                                      stdout=out, stderr=subprocess.STDOUT, text=True,
                                      timeout=timeout, stdin=subprocess.DEVNULL)
            except subprocess.TimeoutExpired:
                proc = subprocess.CompletedProcess(args, None)
            out.seek(0)
            proc.stdout = out.read()
        return proc

    def pid(self, name):
        try:
            return int((self.dir / "server" / f"{name}.pid").read_text().strip())
        except (OSError, ValueError):
            return None

    def cleanup(self):
        self.run("stop", env=self.start_env, timeout=60)
        for name in ("portal", "server"):
            pid = self.pid(name)
            if pid:
                try:
                    os.kill(pid, 9)
                except (ProcessLookupError, PermissionError):
                    pass
        shutil.rmtree(self.tmp, ignore_errors=True)


@pytest.fixture(scope="module")
def clone():
    game = Clone()
    started = game.run("start", env=game.start_env)
    try:
        assert started.returncode == 0, started.stdout
        yield game
    finally:
        game.cleanup()


def log_in(port) -> TelnetClient:
    tn = TelnetClient(port)
    tn.read_until("connect", timeout=60)
    tn.send(f"connect admin {PASSWORD}")
    tn.read_until(r"(?i)you become admin|Limbo", timeout=60)
    tn.sync()
    return tn


def test_upgrades_reload_or_restart_and_local_changes_are_refused(clone):
    tn = log_in(clone.telnet_port)
    web = WebSocketPlayer(int(clone.start_env["FOURFOLD_WEBSOCKET_PORT"]))
    try:
        web.read_until("connect", timeout=60)
        web.command(f"connect admin {PASSWORD}", r"Limbo", timeout=60)
        # local changes to a tracked file: refused, the game untouched
        notes = clone.dir / "docs" / "operators.md"
        kept = notes.read_text()
        notes.write_text(kept + "a local edit\n")
        server = clone.pid("server")
        refused = clone.run("upgrade")
        assert refused.returncode == 1, refused.stdout
        assert "docs/operators.md" in refused.stdout and "nothing was changed" in refused.stdout
        notes.write_text(kept)
        assert clone.pid("server") == server
        tn.sync()

        # Server code only: a reload, the player stays connected
        first = clone.commit_on_next("features/scenes/text.py", "# changed by an upgrade test")
        reloaded = clone.run("upgrade")
        assert reloaded.returncode == 0, reloaded.stdout
        assert "reloading the game (players stay connected)" in reloaded.stdout, reloaded.stdout
        assert clone.git("rev-parse", "HEAD") == first
        assert clone.pid("server") not in (None, server)
        tn.sync()  # still connected, and answered by the new Server
        web.command("think the web client is still here", r"the web client is still here", timeout=60)

        # a file the Portal runs: a full restart, the player told first
        second = clone.commit_on_next("portal/bounds.py", "# changed by an upgrade test")
        portal = clone.pid("portal")
        restarted = clone.run("upgrade", "next")
        assert restarted.returncode == 0, restarted.stdout
        assert "code the Portal runs changed: portal/bounds.py" in restarted.stdout
        assert clone.git("rev-parse", "HEAD") == second
        told = tn.read_until("restarting in full for an upgrade", timeout=30)
        assert told
        with pytest.raises(ConnectionError):
            deadline = time.monotonic() + 30
            while time.monotonic() < deadline:
                tn._pump()
        assert clone.pid("portal") not in (None, portal)
    finally:
        tn.close()
        web.close()
    again = log_in(clone.telnet_port)  # the game is back
    again.close()
    backups = sorted(p.name for p in (clone.tmp / "backups").iterdir() if p.name.endswith(".gz"))
    assert len([n for n in backups if re.search(r"-pre-upgrade\.", n)]) == 2, backups
