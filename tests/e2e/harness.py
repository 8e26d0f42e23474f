"""A real Fourfold server for end-to-end tests, and a small telnet client.

The server runs from a temporary copy of the game directory (so its pid
files, logs and database never touch the developer's game), bound to
127.0.0.1 on free high ports, with e2e_settings.py.
"""

from __future__ import annotations

import os
import re
import shutil
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from tests.helpers.ports import free_ports

REPO = Path(__file__).resolve().parents[2]
IGNORE = shutil.ignore_patterns(".venv", ".git", "__pycache__", "*.db3", "*.db3-*", "*.log", "*.log.*", "*.pid", ".pytest_cache")
ANSI_RE = re.compile(r"\x1b\[[0-9;]*[A-Za-z]")
IAC = 255


class GameServer:
    def __init__(self, admin=("admin", "e2e-admin-pw")):
        self.dir = Path(tempfile.mkdtemp(prefix="fourfold-e2e-")) / "game"
        shutil.copytree(REPO, self.dir, ignore=IGNORE)
        telnet, web, ws, amp, internal = free_ports(5)
        self.telnet_port = telnet
        self.web_port = web
        self.websocket_port = ws
        self.admin = admin
        self.env = dict(os.environ)
        self.env.update({
            "FOURFOLD_INTERFACE": "127.0.0.1",
            "FOURFOLD_TELNET_PORT": str(telnet),
            "FOURFOLD_WEB_PORT": str(web),
            "FOURFOLD_WEB_INTERNAL_PORT": str(internal),
            "FOURFOLD_WEBSOCKET_PORT": str(ws),
            "FOURFOLD_AMP_PORT": str(amp),
            "EVENNIA_SUPERUSER_USERNAME": admin[0],
            "EVENNIA_SUPERUSER_PASSWORD": admin[1],
            "PYTHONDONTWRITEBYTECODE": "1",
            "PATH": f"{Path(sys.executable).parent}{os.pathsep}{os.environ.get('PATH', '')}",
        })
        self.pg_database = None
        if self.env.get("FOURFOLD_DB_ENGINE", "sqlite").lower() in ("postgres", "postgresql"):
            self.pg_database = f"fourfold_e2e_{os.getpid()}_{telnet}"
            pg_admin(self.env, f'CREATE DATABASE "{self.pg_database}"')
            self.env["FOURFOLD_DB_NAME"] = self.pg_database
        else:
            self.env["FOURFOLD_DB_PATH"] = str(self.dir / "server" / "e2e.db3")
        self.env.pop("DJANGO_SETTINGS_MODULE", None)
        secret = self.dir / "server" / "conf" / "secret_settings.py"
        if not secret.exists():
            secret.write_text('SECRET_KEY = "e2e-only-not-secret"\n')
        (self.dir / "server" / "logs").mkdir(exist_ok=True)
        self.evennia = str(Path(sys.executable).parent / "evennia")

    def run(self, *args, timeout=180, check=True):
        cmd = [self.evennia, "--settings", "e2e_settings.py", *args]
        proc = subprocess.run(cmd, cwd=self.dir, env=self.env, capture_output=True, text=True,
                              timeout=timeout, stdin=subprocess.DEVNULL)
        if check and proc.returncode != 0:
            raise RuntimeError(f"evennia {' '.join(args)} failed:\n{proc.stdout}\n{proc.stderr}")
        return proc

    def start(self):
        self.run("migrate", "--noinput")
        # On a busy machine Evennia's launcher gives up waiting for the Portal
        # after 10 s ("Connection to Evennia timed out") while it is still
        # starting, and then nobody asks the Portal to start the Server: wait
        # for the Portal and ask again at once.
        for attempt in range(4):
            proc = self.run("start", check=False)
            if "timed out" in proc.stdout + proc.stderr and attempt < 3:
                self.wait_for_pid("portal.pid", timeout=90)
                continue
            try:
                self.wait_for_log("Initial setup complete", "successfully restarted", timeout=150)
                break
            except RuntimeError:
                if attempt >= 2:
                    raise
        self.wait_ready()

    def wait_for_pid(self, name, timeout=90):
        """Wait until server/<name> names a live process."""
        deadline = time.time() + timeout
        path = self.dir / "server" / name
        while time.time() < deadline:
            try:
                os.kill(int(path.read_text().strip()), 0)
                return
            except (OSError, ValueError):
                time.sleep(0.2)

    def log_text(self) -> str:
        log = self.dir / "server" / "logs" / "server.log"
        return log.read_text(errors="replace") if log.exists() else ""

    def wait_for_log(self, *markers, timeout=120, since=0):
        """Wait until server.log (from offset ``since``) holds every marker, in order."""
        deadline = time.time() + timeout
        while time.time() < deadline:
            text = self.log_text()[since:]
            pos = 0
            for marker in markers:
                pos = text.find(marker, pos)
                if pos < 0:
                    break
            else:
                return
            time.sleep(0.1)
        raise RuntimeError(f"server log never showed {markers}:\n{self.log_tail()}")

    def wait_ready(self, timeout=90):
        """Wait until a telnet login answers (the first start restarts once)."""
        deadline = time.time() + timeout
        last = None
        while time.time() < deadline:
            try:
                with TelnetClient(self.telnet_port, timeout=3) as probe:
                    probe.read_until("connect", timeout=5)
                    return
            except Exception as err:  # not up yet
                last = err
                time.sleep(0.2)
        raise RuntimeError(f"server did not answer on telnet {self.telnet_port}: {last}\n{self.log_tail()}")

    def server_pid(self) -> int:
        return int((self.dir / "server" / "server.pid").read_text().strip())

    def portal_pid(self) -> int:
        return int((self.dir / "server" / "portal.pid").read_text().strip())

    def portal_log_text(self) -> str:
        log = self.dir / "server" / "logs" / "portal.log"
        return log.read_text(errors="replace") if log.exists() else ""

    def reload(self):
        since = len(self.log_text())
        self.run("reload")
        # Evennia logs "successfully reloaded" after a reload ("restarted"
        # after a reset); accept either.
        self.wait_for_log("successfully re", since=since)
        self.wait_ready()

    def log_tail(self, lines=40) -> str:
        log = self.dir / "server" / "logs" / "server.log"
        return "\n".join(log.read_text(errors="replace").splitlines()[-lines:]) if log.exists() else ""

    def stop(self):
        try:
            self.run("stop", check=False, timeout=60)
        finally:
            shutil.rmtree(self.dir.parent, ignore_errors=True)
            if self.pg_database:
                pg_admin(self.env, f'DROP DATABASE IF EXISTS "{self.pg_database}" WITH (FORCE)')


def pg_admin(env: dict, sql: str) -> None:
    """Run one statement on the PostgreSQL server the FOURFOLD_DB_* variables
    name, connected to its maintenance database (for CREATE/DROP DATABASE)."""
    import psycopg

    with psycopg.connect(
        dbname="postgres",
        user=env.get("FOURFOLD_DB_USER", "fourfold"),
        password=env.get("FOURFOLD_DB_PASSWORD", ""),
        host=env.get("FOURFOLD_DB_HOST", "127.0.0.1"),
        port=env.get("FOURFOLD_DB_PORT", "5432"),
        autocommit=True,
    ) as conn:
        conn.execute(sql)


def strip_telnet(data: bytes) -> bytes:
    """Drop telnet negotiation (IAC sequences) from raw bytes."""
    out = bytearray()
    i = 0
    while i < len(data):
        b = data[i]
        if b == IAC and i + 1 < len(data):
            cmd = data[i + 1]
            if cmd == IAC:
                out.append(IAC)
                i += 2
            elif cmd == 250:  # SB ... IAC SE
                end = data.find(bytes([IAC, 240]), i + 2)
                i = len(data) if end < 0 else end + 2
            elif cmd in (251, 252, 253, 254):
                i += 3
            else:
                i += 2
        else:
            out.append(b)
            i += 1
    return bytes(out)


class TelnetClient:
    _syncs = 0

    def __init__(self, port: int, host="127.0.0.1", timeout=10):
        self.sock = socket.create_connection((host, port), timeout=timeout)
        self.sock.settimeout(0.2)
        self.buffer = ""

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()

    def close(self):
        try:
            self.sock.close()
        except OSError:
            pass

    def _pump(self):
        try:
            data = self.sock.recv(65536)
        except socket.timeout:
            return
        if not data:
            raise ConnectionError("server closed the connection")
        text = strip_telnet(data).decode("utf-8", "replace")
        self.buffer += ANSI_RE.sub("", text).replace("\r", "")

    def send(self, line: str):
        self.sock.sendall(line.encode("utf-8") + b"\r\n")

    def read_until(self, pattern: str, timeout=15) -> str:
        """Everything up to and including the first match of regex ``pattern``."""
        regex = re.compile(pattern)
        deadline = time.time() + timeout
        while True:
            match = regex.search(self.buffer)
            if match:
                text, self.buffer = self.buffer[:match.end()], self.buffer[match.end():]
                return text
            if time.time() > deadline:
                raise TimeoutError(f"no {pattern!r} within {timeout}s; got:\n{self.buffer[-2000:]}")
            self._pump()

    def command(self, line: str, expect: str, timeout=15) -> str:
        self.send(line)
        return self.read_until(expect, timeout)

    def sync(self, timeout=30) -> str:
        """Everything the server sent before its answer to a harmless line (a
        made-up command, which the game answers "not available" to whoever
        sent it): a wait for the output so far with no fixed sleep. Once a
        command of another client has been answered, ``sync()`` on this one
        also shows whatever that command sent here."""
        TelnetClient._syncs += 1
        marker = f"zzsync{os.getpid()}x{TelnetClient._syncs}"
        self.send(marker)
        text = self.read_until(re.escape(marker) + r"[^\n]*\n", timeout)
        return text[:text.rfind(marker)].rsplit("\n", 1)[0]

    def drain(self, seconds=0.5) -> str:
        end = time.time() + seconds
        while time.time() < end:
            self._pump()
        text, self.buffer = self.buffer, ""
        return text
