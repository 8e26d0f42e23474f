"""./fourfold as a new admin uses it, on a fresh copy of the repository:

- the first `start` makes the admin account with a random password, prints
  it and keeps it in server/conf/admin_password (git-ignored, owner only),
  with no "Create a superuser below" that never asks anything;
- `start` on a running game answers at once, without migrating;
- `status` and `stop` from another shell that lacks the FOURFOLD_* ports
  still find the game (they read the settings it was started with), and a
  backup of the stopped game from that shell is of its own database;
- a game whose admin password is the published one listens on 127.0.0.1
  only, even when told to listen on every interface, and says why.
"""

import re
import socket
import subprocess
import time
from pathlib import Path

import pytest

from tests.e2e.harness import REPO, TelnetClient
from tests.e2e.script_game import PUBLISHED, ScriptGame, alive, bare_env

pytestmark = pytest.mark.e2e


def listening_addresses(port):
    """The local addresses a socket listens on at ``port`` (from /proc/net)."""
    found = []
    for table, width in (("/proc/net/tcp", 8), ("/proc/net/tcp6", 32)):
        try:
            lines = Path(table).read_text().splitlines()[1:]
        except OSError:
            continue
        for line in lines:
            local, state = line.split()[1], line.split()[3]
            addr, hexport = local.split(":")
            if state == "0A" and int(hexport, 16) == port:  # 0A: LISTEN
                if width == 8:
                    found.append(".".join(str(b) for b in reversed(bytes.fromhex(addr))))
                else:
                    found.append("::1" if addr == "0" * 24 + "01000000" else addr)
    return found


@pytest.fixture(scope="module")
def game():
    game = ScriptGame()
    game.first_start = game.run("start", env=game.start_env, timeout=400)
    try:
        yield game
    finally:
        game.cleanup()


def test_first_start_makes_and_prints_a_random_admin_password(game):
    out = game.first_start.stdout
    assert game.first_start.returncode == 0, out
    kept = game.dir / "server" / "conf" / "admin_password"
    password = kept.read_text().strip()
    assert len(password) >= 16 and password != PUBLISHED
    assert f"'{password}'" in out, out
    assert PUBLISHED not in out
    assert oct(kept.stat().st_mode & 0o777) == oct(0o600)
    ignored = subprocess.run(["git", "check-ignore", "-q", "server/conf/admin_password"],
                             cwd=REPO)
    assert ignored.returncode == 0, "server/conf/admin_password is not git-ignored"
    # start-up says what happens, and nothing that waits for an answer never asked
    assert "Create a superuser below" not in out, out
    assert "superuser" not in out.lower(), out
    with TelnetClient(game.telnet_port) as tn:
        tn.read_until("connect", timeout=60)
        tn.send(f"connect admin {password}")
        tn.read_until(r"(?i)you become admin|Limbo", timeout=60)


def test_start_on_a_running_game_answers_at_once(game):
    assert game.pids()
    began = time.monotonic()
    again = game.run("start", env=game.start_env, timeout=60)
    took = time.monotonic() - began
    assert again.returncode == 0, again.stdout
    assert "already running" in again.stdout, again.stdout
    assert "migrat" not in again.stdout and "installing" not in again.stdout, again.stdout
    assert took < 3, f"took {took:.1f} s:\n{again.stdout}"
    # a bare shell finds the same game
    bare = game.run("start", timeout=60)
    assert "already running" in bare.stdout and str(game.telnet_port) in bare.stdout, bare.stdout
    # the password is printed once, on the first start only
    password = (game.dir / "server" / "conf" / "admin_password").read_text().strip()
    assert password not in again.stdout + bare.stdout


def test_status_and_stop_from_a_bare_shell(game):
    status = game.run("status")
    assert "Server: RUNNING" in status.stdout, status.stdout + status.stderr
    assert "Portal: RUNNING" in status.stdout, status.stdout
    stopped, pids = game.stop()
    assert pids
    assert stopped.returncode == 0, stopped.stdout + stopped.stderr
    assert not any(alive(p) for p in pids), f"still running after stop:\n{stopped.stdout}"
    # the saved settings hold no password
    saved = (game.dir / "server" / "logs" / "fourfold-run.env").read_text()
    assert "FOURFOLD_TELNET_PORT" in saved and "PASSWORD" not in saved

    # a backup of the stopped game from the same bare shell is of the
    # database it last ran on, not a new default one
    made = game.run("backup")
    assert made.returncode == 0, made.stdout
    assert "using the database it last ran on (FOURFOLD_DB_PATH" in made.stdout, made.stdout
    assert "Backup OK" in made.stdout, made.stdout
    assert not (game.dir / "server" / "evennia.db3").exists(), "a default database was made"


def test_published_password_keeps_the_game_on_loopback(game):
    game.stop(env=game.start_env)
    # an older game, made when the README printed its admin password
    code = (f"import django; django.setup(); "
            f"from evennia.accounts.models import AccountDB; "
            f"a = AccountDB.objects.get(username='admin'); a.set_password({PUBLISHED!r}); a.save()")
    env = bare_env() | game.ports_env | {"DJANGO_SETTINGS_MODULE": "server.conf.settings"}
    changed = game.run("python", "-c", code, env=env, timeout=120)
    assert changed.returncode == 0, changed.stdout
    # told to listen on every interface
    started = game.run("start", env=bare_env() | game.ports_env | {"FOURFOLD_INTERFACE": "0.0.0.0"},
                       timeout=300)
    out = started.stdout
    assert started.returncode == 0, out
    # a second start: nothing to migrate, and no warning from Django's checks
    assert "migrating" not in out and "System check identified" not in out and "W005" not in out, out
    assert re.search(r"published password .*127\.0\.0\.1 only", out), out
    assert listening_addresses(game.telnet_port) == ["127.0.0.1"], out
    web = int(game.ports_env["FOURFOLD_WEB_PORT"])
    ws = int(game.ports_env["FOURFOLD_WEBSOCKET_PORT"])
    assert listening_addresses(web) == ["127.0.0.1"]
    assert listening_addresses(ws) == ["127.0.0.1"]
    with TelnetClient(game.telnet_port) as tn:  # still playable from this machine
        tn.read_until("connect", timeout=60)


def test_a_taken_port_is_named_at_once():
    """Another program listens on the web port: start says which port and
    which setting, within seconds, and starts nothing."""
    game = ScriptGame()
    holder = socket.socket()
    try:
        holder.bind(("127.0.0.1", int(game.ports_env["FOURFOLD_WEB_PORT"])))
        holder.listen()
        began = time.monotonic()
        started = game.run("start", env=game.start_env, timeout=120)
        took = time.monotonic() - began
        out = started.stdout
        assert started.returncode not in (0, None), out
        web = game.ports_env["FOURFOLD_WEB_PORT"]
        assert f"port {web} (FOURFOLD_WEB_PORT) is already in use" in out, out
        assert took < 10, f"took {took:.1f} s:\n{out}"
        assert game.pids() == [], out
    finally:
        holder.close()
        game.cleanup()
