#!/usr/bin/env python3
"""Load benchmark: N players (telnet, web or both) each send one command a second.

Standard library only (asyncio). By default it starts its own throwaway
Fourfold server (tests/e2e/harness.GameServer: a temporary copy of this game
directory on free 127.0.0.1 ports) with server/conf/bench_settings.py (fast
password hashing, no connection throttle), once with TCP_NODELAY on and once
with it off (FOURFOLD_TCP_NODELAY=1/0), so the output shows before and after.
``--host/--port`` targets a server that is already running instead (give
``--admin`` and, for CPU and memory, ``--pid-dir``).

For each load N (``--players 10,100``) the first N players are logged in
(the superuser makes their accounts, characters, fs3 sheets and rooms through
``py bench.world.setup``; ``--room-size`` players share a room, 0 puts all
of them in one room) and, for each command, every player sends it once a
second on a fixed schedule (players spread evenly over the second) for
``--duration`` seconds. The schedule does not wait for replies: latency is
measured from the scheduled send to the reply, so a slow server cannot hide
its backlog. Each measured run follows ``--warmup`` seconds (default 2) of
the same schedule that are not measured: a character's first command after
logging in loads its cmdsets and Attributes, a cost no later command pays.

``--web W`` has W of the players (of the largest load, spread evenly over
the players and so over the rooms) connect over the web client's websocket
instead (bench/ws_players.py: Evennia's JSON messages, logging in with
``connect <name> <password>`` as a player does in the web client). Latency
is measured the same way for both, each row is followed by the figures of
each transport's players, and the last lines give every p99 (all players,
telnet, web) as a ratio to ``--target-ms`` (25 ms, issue 30's target).

What counts as the reply:
  say <marker>                       the echo ``You say, "<marker>"``
  +roll Alertness                    the player's own ``<Name> rolls Alertness`` line
  +roll Alertness vs <mate>=Dodge    the same line, first of the opposed result
  +odds Alertness                    the first line the player gets after sending
A player's commands are run in the order sent (Evennia keeps one queue per
session), so the n-th matching line answers the n-th command. ``say`` checks
its marker too. A reply not seen ``--grace`` seconds after the last send is
lost.

The simulated players share the machine's cores with the Server and the
Portal, which real players do not: ``--client-nice 10`` runs them at a lower
priority (in a thread of their own, so the server keeps its own), and the
run's header line says which was used.

Reported per N and command: p50/p95/p99/max latency (ms), replies per second,
lost replies, Server, Portal and this client's own CPU % (of one core, over the send window) and
RSS (MB, at its end), the 1-minute load average; then each command's p50 and
p99 as a ratio to ``say`` in the same run, the smallest N whose p99 passes
100 ms, and TCP_NODELAY on/off ratios. The last lines are numbers and ratios.

    python bench/load.py --players 10,100 --duration 20
    python bench/load.py --players 300,1000 --duration 30 --nodelay on
    python bench/load.py --players 300 --web 150 --commands say --nodelay on
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import re
import resource
import shutil
import statistics
import sys
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from bench.ws_players import WebSocketTransport, web_indices  # noqa: E402
from tests.e2e.harness import GameServer  # noqa: E402

IAC = 255
ANSI_RE = re.compile(r"\x1b\[[0-9;]*[A-Za-z]")
PASSWORD = "bench-pass-4f"
PREFIX = "Bp"
COMMANDS = {
    "say": "say {marker}",
    "roll": "+roll Alertness",
    "rollvs": "+roll Alertness vs {mate}=Dodge",
    "odds": "+odds Alertness",
    "pose": "pose {marker}",
}
LABELS = {"say": "say", "roll": "+roll Alertness", "rollvs": "+roll Alertness vs <name>=Dodge",
          "odds": "+odds Alertness", "pose": "pose"}
MARKED = ("say", "pose")  # commands whose reply carries the sent marker
NOT_A_COMMAND = re.compile(r"Command '.*' is not available")
P99_LIMIT_MS = 100.0
TRANSPORTS = ("telnet", "web")


# --------------------------------------------------------------------------
# telnet
# --------------------------------------------------------------------------
class TelnetStripper:
    """Drops telnet negotiation from a byte stream, across read boundaries."""

    def __init__(self):
        self.pending = b""

    def feed(self, data: bytes) -> bytes:
        data = self.pending + data
        self.pending = b""
        out = bytearray()
        i, n = 0, len(data)
        while i < n:
            b = data[i]
            if b != IAC:
                j = data.find(bytes([IAC]), i)
                j = n if j < 0 else j
                out += data[i:j]
                i = j
                continue
            if i + 1 >= n:
                self.pending = data[i:]
                break
            cmd = data[i + 1]
            if cmd == IAC:
                out.append(IAC)
                i += 2
            elif cmd == 250:  # SB ... IAC SE
                end = data.find(bytes([IAC, 240]), i + 2)
                if end < 0:
                    self.pending = data[i:]
                    break
                i = end + 2
            elif cmd in (251, 252, 253, 254):
                if i + 2 >= n:
                    self.pending = data[i:]
                    break
                i += 3
            else:
                i += 2
        return bytes(out)


class _Pump(asyncio.BufferedProtocol):
    """A logged-in player's connection after login (see Player.start_pump).

    A buffered protocol: asyncio reads into one buffer kept per connection
    (``recv_into``). A plain Protocol has asyncio allocate a fresh 256 KiB
    bytes object for every read, which the allocator maps and unmaps from
    the kernel each time: at 150 players in one room (22,500 reads a second)
    that was half of this client's CPU, taken from the cores the server
    under test shares with it."""

    def __init__(self, player: "Player"):
        self.player = player
        self.buffer = memoryview(bytearray(65536))

    def get_buffer(self, sizehint):
        return self.buffer

    def buffer_updated(self, nbytes):
        self.player.on_data(bytes(self.buffer[:nbytes]))

    def eof_received(self):
        self.player.closed = True
        return False

    def connection_lost(self, exc):
        self.player.closed = True


@dataclass
class Player:
    index: int
    name: str
    mate: str
    reader: asyncio.StreamReader | None = None
    writer: asyncio.StreamWriter | None = None
    stripper: TelnetStripper = field(default_factory=TelnetStripper)
    text: str = ""
    # the phase being measured
    kind: str | None = None
    pattern: re.Pattern | None = None
    outstanding: list = field(default_factory=list)  # [(marker or None, sent_at)]
    latencies: list = field(default_factory=list)
    sent_times: list = field(default_factory=list)
    late: list = field(default_factory=list)  # ms each send left after its scheduled time
    mismatches: int = 0
    unavailable: bool = False
    closed: bool = False
    transport_name = "telnet"  # not a field: WebPlayer's differs

    async def connect(self, host: str, port: int):
        self.reader, self.writer = await asyncio.open_connection(host, port, limit=1 << 20)

    def send(self, line: str):
        self.writer.write(line.encode() + b"\r\n")

    async def read_until(self, regex: str, timeout: float) -> str:
        """Login-time reading: text up to the first match of ``regex``."""
        pattern = re.compile(regex)
        deadline = time.monotonic() + timeout
        while True:
            match = pattern.search(self.text)
            if match:
                found, self.text = self.text[:match.end()], self.text[match.end():]
                return found
            left = deadline - time.monotonic()
            if left <= 0:
                raise TimeoutError(f"{self.name}: no {regex!r} in {timeout}s; got {self.text[-300:]!r}")
            try:
                data = await asyncio.wait_for(self.reader.read(65536), left)
            except asyncio.TimeoutError:
                continue
            if not data:
                raise ConnectionError(f"{self.name}: server closed the connection")
            self.text += self._decode(data)

    def _decode(self, data: bytes) -> str:
        text = self.stripper.feed(data).decode("utf-8", "replace")
        return ANSI_RE.sub("", text).replace("\r", "")

    def start_pump(self):
        """Measuring-time reading: from here on the connection's bytes go
        straight to :meth:`on_data` (an asyncio Protocol callback: no task
        switch per read, so this client takes less of the CPU it shares with
        the server). What login left unread is dropped with ``self.text``."""
        self.text = ""
        self.writer.transport.set_protocol(_Pump(self))

    def on_data(self, data: bytes):
        now = time.perf_counter()
        self.text += self._decode(data)
        if "\n" not in self.text:
            return
        *lines, self.text = self.text.split("\n")
        for line in lines:
            self.on_line(line, now)

    def on_line(self, line: str, now: float):
        if self.kind is None or not self.outstanding:
            return
        if self.kind == "odds":
            if NOT_A_COMMAND.search(line):
                self.unavailable = True
            if line.strip():
                self._answer(now)
            return
        if NOT_A_COMMAND.search(line):
            self.unavailable = True
        if self.pattern.search(line):
            if self.kind in MARKED:
                marker = self.pattern.search(line).group(1)
                for pos, (sent_marker, _) in enumerate(self.outstanding):
                    if sent_marker == marker:
                        self.mismatches += pos  # earlier ones were skipped
                        del self.outstanding[:pos]
                        break
                else:
                    return
            self._answer(now)

    def _answer(self, now: float):
        _, sent = self.outstanding.pop(0)
        self.latencies.append((now - sent) * 1000.0)
        self.sent_times.append(sent)

    def start_phase(self, kind: str):
        self.kind = kind
        self.outstanding, self.latencies, self.mismatches, self.unavailable = [], [], 0, False
        self.sent_times, self.late = [], []
        if kind == "say":
            self.pattern = re.compile(r'You say, "(\S+)"')
        elif kind == "pose":  # everyone in the room, the poser too: "<Name> <marker>"
            self.pattern = re.compile(rf"^{re.escape(self.name)} (m\d+x-?\d+r[0-9a-f]+)\b")
        else:
            self.pattern = re.compile(rf"^{re.escape(self.name)} rolls Alertness\b")

    def command(self, kind: str, seq: int, sent_at: float):
        self.late.append((time.perf_counter() - sent_at) * 1000.0)
        marker = f"m{self.index}x{seq}r{random.randrange(1 << 20):x}" if kind in MARKED else None
        self.outstanding.append((marker, sent_at))
        self.send(COMMANDS[kind].format(marker=marker, mate=self.mate))

    def close(self):
        if self.writer:
            try:
                self.writer.close()
            except Exception:
                pass


class WebPlayer(WebSocketTransport, Player):
    """A player on the web client's websocket (bench/ws_players.py)."""


# --------------------------------------------------------------------------
# processes: CPU and memory from /proc
# --------------------------------------------------------------------------
CLK = os.sysconf("SC_CLK_TCK")


def cpu_ticks(pid: int) -> int | None:
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        return int(fields[11]) + int(fields[12])  # utime + stime
    except (OSError, IndexError, ValueError):
        return None


def host_steal() -> tuple[int, int] | None:
    """(steal, total) jiffies of the whole machine from /proc/stat: time the
    hypervisor ran something else while this VM wanted the CPU."""
    try:
        fields = [int(x) for x in Path("/proc/stat").read_text().split("\n", 1)[0].split()[1:]]
        return fields[7] if len(fields) > 7 else 0, sum(fields[:8])
    except (OSError, ValueError):
        return None


def rss_mb(pid: int) -> float | None:
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024.0
    except OSError:
        pass
    return None


def read_pids(pid_dir: Path | None) -> dict:
    pids = {}
    if pid_dir:
        for role in ("server", "portal"):
            try:
                pids[role] = int((pid_dir / f"{role}.pid").read_text().strip())
            except (OSError, ValueError):
                pass
    return pids


def socket_report(pids: dict, telnet_port: int, web_port: int | None = None) -> str:
    """TCP_NODELAY as the Portal's and Server's own sockets have it."""
    from tests.e2e.sockets import tcp_sockets

    try:
        portal = tcp_sockets(pids["portal"]) if "portal" in pids else []
        server = tcp_sockets(pids["server"]) if "server" in pids else []
    except (OSError, AttributeError) as err:
        return f"socket options not readable ({err})"
    telnet = [s for s in portal if s["local"] == telnet_port]
    server_ports = {s["local"] for s in server}
    amp_portal = [s for s in portal if s["peer"] in server_ports]
    amp_server = [s for s in server if s["local"] in {p["peer"] for p in portal}]

    def on(group):
        return f"{sum(s['nodelay'] for s in group)}/{len(group)}"
    web = f", websocket {on([s for s in portal if s['local'] == web_port])}" if web_port else ""
    return (f"TCP_NODELAY set on telnet {on(telnet)}{web}, AMP portal end {on(amp_portal)}, "
            f"AMP server end {on(amp_server)}")


def load_avg() -> str:
    return " ".join(Path("/proc/loadavg").read_text().split()[:3])


# --------------------------------------------------------------------------
# the benchmark
# --------------------------------------------------------------------------
class BenchServer(GameServer):
    """GameServer with bench_settings.py and a TCP_NODELAY choice."""

    def __init__(self, nodelay: bool):
        super().__init__()
        self.env["FOURFOLD_TCP_NODELAY"] = "1" if nodelay else "0"

    def start(self):
        self.run("migrate", "--noinput", timeout=900)
        self.boot(first=True)

    def boot(self, first=False):
        """``evennia start`` until the Server is up. On a busy machine the
        launcher can give up waiting for the Portal while the Portal still
        comes up (and then nobody starts the Server): if no Server process
        appears, start again; the launcher then starts it under the Portal."""
        since = len(self.log_text())
        markers = ("Initial setup complete", "successfully restarted") if first else ()

        def up() -> bool:
            text = self.log_text()[since:]
            if markers:
                return all(m in text for m in markers)
            return bool(re.search(r"Server successfully (started|restarted|reloaded)", text))

        deadline = time.time() + 900
        while time.time() < deadline:
            self.run("start", check=False, timeout=600)
            launched = time.time()
            while time.time() < deadline and not up():
                if time.time() - launched > 30 and not self._server_process():
                    break  # nobody is starting the Server: ask again
                time.sleep(1)
            if up():
                self.wait_ready(timeout=300)
                return
        raise RuntimeError(f"the server did not start:\n{self.log_tail()}")

    def _server_process(self) -> bool:
        needle = f"{self.dir}/server/server.pid".encode()
        for entry in Path("/proc").iterdir():
            if entry.name.isdigit():
                try:
                    if needle in (entry / "cmdline").read_bytes():
                        return True
                except OSError:
                    pass
        return False

    def restart_with(self, nodelay: bool):
        """Stop, set TCP_NODELAY, start again (same database and accounts)."""
        self.run("stop", check=False, timeout=300)
        for _ in range(120):
            if not any((self.dir / "server" / f).exists() for f in ("server.pid", "portal.pid")):
                break
            time.sleep(1)
        self.env["FOURFOLD_TCP_NODELAY"] = "1" if nodelay else "0"
        self.boot()

    def stop(self):
        """``evennia stop``; a Server still working off a backlog may not stop
        in time, so whatever is left of this server's processes is ended by
        the pids in its own pid files. Then the temporary directory goes."""
        import shutil
        import signal
        import subprocess

        try:
            self.run("stop", check=False, timeout=120)
        except subprocess.TimeoutExpired:
            print("# evennia stop timed out; ending the server by its pid files", flush=True)
        for _ in range(2):
            for role in ("server", "portal"):
                pid = read_pids(self.dir / "server").get(role)
                if pid and self._owned(pid):
                    try:
                        os.kill(pid, signal.SIGTERM if _ == 0 else signal.SIGKILL)
                    except ProcessLookupError:
                        pass
            time.sleep(3)
        shutil.rmtree(self.dir.parent, ignore_errors=True)

    def _owned(self, pid: int) -> bool:
        """Whether ``pid`` is a process of this throwaway server."""
        try:
            return str(self.dir).encode() in Path(f"/proc/{pid}/cmdline").read_bytes()
        except OSError:
            return False

    def run(self, *args, timeout=180, check=True):
        import subprocess
        cmd = [self.evennia, "--settings", "bench_settings.py", *args]
        proc = subprocess.run(cmd, cwd=self.dir, env=self.env, capture_output=True, text=True,
                              timeout=timeout, stdin=subprocess.DEVNULL)
        if check and proc.returncode != 0:
            raise RuntimeError(f"evennia {' '.join(args)} failed:\n{proc.stdout}\n{proc.stderr}")
        return proc


def pct(values: list[float], q: float) -> float:
    if not values:
        return float("nan")
    ordered = sorted(values)
    k = (len(ordered) - 1) * q
    lo = int(k)
    hi = min(lo + 1, len(ordered) - 1)
    return ordered[lo] + (ordered[hi] - ordered[lo]) * (k - lo)


class Bench:
    def __init__(self, args, host: str, port: int, pids: dict, admin: tuple[str, str],
                 web: tuple[int | None, str | None] = (None, None)):
        self.args, self.host, self.port, self.pids, self.admin = args, host, port, pids, admin
        self.web_port, self.origin = web  # the websocket's port, the site's address
        self.web = web_indices(max(args.players), getattr(args, "web", 0))
        self.players: list[Player] = []
        self.made = 0  # players whose accounts exist
        self.admin_player: Player | None = None

    def mate_of(self, index: int) -> int:
        size = self.args.room_size
        if size <= 0:
            return (index + 1) % max(2, self.target)
        base = (index // size) * size
        return base + ((index - base + 1) % size)

    async def login_admin(self):
        p = Player(-1, self.admin[0], "")
        await p.connect(self.host, self.port)
        await p.read_until("connect", 30)
        p.send(f"connect {self.admin[0]} {self.admin[1]}")
        await p.read_until(r"Limbo", 30)
        self.admin_player = p

    async def make_accounts(self, upto: int):
        p = self.admin_player
        step = 50
        while self.made < upto:
            stop = min(upto, self.made + step)
            p.send(f"py import bench.world; bench.world.setup(me, {PREFIX!r}, {self.made}, {stop}, "
                   f"{self.args.room_size}, {PASSWORD!r})")
            await p.read_until(rf"BENCH-READY {PREFIX} {self.made} {stop}", 300)
            self.made = stop

    async def login_players(self, upto: int):
        self.target = upto
        await self.make_accounts(upto)
        sem = asyncio.Semaphore(self.args.connect_concurrency)

        async def login(index: int):
            async with sem:
                size = self.args.room_size
                mate = self.mate_of(index) if size != 1 else index
                web = index in self.web
                player = (WebPlayer if web else Player)(index, f"{PREFIX}{index:04d}", f"{PREFIX}{mate:04d}")
                if web:
                    player.origin = self.origin
                await player.connect(self.host, self.web_port if web else self.port)
                await player.read_until("connect", 60)
                player.send(f"connect {player.name} {PASSWORD}")
                await player.read_until(r"Bench Room \d+", 120)
                return player

        start = len(self.players)
        new = await asyncio.gather(*(login(i) for i in range(start, upto)))
        for player in new:
            player.start_pump()
        self.players.extend(new)
        if self.args.scene:  # a scene logging every room's poses and rolls
            p = self.admin_player
            p.send(f"py import bench.world; bench.world.start_scenes(me, {PREFIX!r})")
            await p.read_until(r"BENCH-SCENES \d+", 120)
        await asyncio.sleep(self.args.settle)

    async def sync(self, timeout: float = 600):
        """Wait until the Server has worked off what was sent before: it
        answers the superuser's command only after the commands queued
        ahead of it. Keeps one phase's backlog out of the next."""
        self.syncs = getattr(self, "syncs", 0) + 1
        self.admin_player.send(f"py me.msg('BENCH-SYNC-' + str({self.syncs}))")
        await self.admin_player.read_until(rf"BENCH-SYNC-{self.syncs}\b", timeout)

    async def probe(self, kind: str) -> bool:
        """Whether the server knows the command (one try by the first player)."""
        p = self.players[0]
        p.start_phase(kind)
        p.command(kind, -1, time.perf_counter())
        for _ in range(100):
            if p.unavailable or p.latencies:
                break
            await asyncio.sleep(0.05)
        p.kind = None
        await asyncio.sleep(0.5)
        return not p.unavailable

    async def phase(self, kind: str, n: int) -> dict:
        players = self.players[:n]
        duration, grace = self.args.duration, self.args.grace
        if kind == "odds" and not await self.probe(kind):
            return {"command": kind, "label": LABELS[kind], "players": n, "unavailable": True,
                    "sent": 0, "replies": 0, "lost": 0, "load": load_avg()}
        await self.sync()
        if self.args.warmup > 0:
            # Unmeasured: the first command of a newly logged-in character
            # loads its cmdsets and Attributes, which no later command pays.
            for p in players:
                p.start_phase(kind)
            await self.send_schedule(players, kind, self.args.warmup)
            await self.sync()
        for p in players:
            p.start_phase(kind)
        ticks0 = {role: cpu_ticks(pid) for role, pid in self.pids.items()}
        own0 = sum(os.times()[:2])  # this client's own CPU (user + system)
        wall0 = time.perf_counter() + 0.5
        samples: list = []
        sampler = asyncio.create_task(self.sample_each_second(wall0, duration, samples))
        await self.send_schedule(players, kind, duration, start=wall0)
        send_end = time.perf_counter()
        sampler.cancel()
        ticks1 = {role: cpu_ticks(pid) for role, pid in self.pids.items()}
        own1 = sum(os.times()[:2])
        cpu_window = send_end - wall0
        rss = {role: rss_mb(pid) for role, pid in self.pids.items()}
        load = load_avg()
        deadline = send_end + grace
        while time.perf_counter() < deadline and any(p.outstanding for p in players):
            await asyncio.sleep(0.05)
        for p in players:
            p.kind = None
        lat = [x for p in players for x in p.latencies]
        late = [x for p in players for x in p.late]
        sent = sum(len(p.latencies) + len(p.outstanding) for p in players)
        lost = sum(len(p.outstanding) for p in players)
        # "not available" seen mid-run (e.g. a session dropped while the
        # Server was far behind) is counted, not taken as a missing command:
        # only the probe decides that.
        refused = sum(p.unavailable for p in players)
        unavailable = False
        cpu_each_second = cpu_by_second(samples)
        cpu = {}
        for role in self.pids:
            if ticks0.get(role) is not None and ticks1.get(role) is not None and cpu_window > 0:
                cpu[role] = 100.0 * (ticks1[role] - ticks0[role]) / CLK / cpu_window
        result = {
            "command": kind, "label": LABELS[kind], "players": n, "sent": sent,
            "replies": len(lat), "lost": lost, "unavailable": unavailable,
            "replies_per_s": len(lat) / cpu_window if cpu_window else 0.0,
            "p50": pct(lat, 0.50), "p95": pct(lat, 0.95), "p99": pct(lat, 0.99),
            "max": max(lat) if lat else float("nan"),
            "mean": statistics.fmean(lat) if lat else float("nan"),
            "cpu_server": cpu.get("server"), "cpu_portal": cpu.get("portal"),
            "cpu_client": 100.0 * (own1 - own0) / cpu_window if cpu_window > 0 else None,
            "rss_server": rss.get("server"), "rss_portal": rss.get("portal"),
            "load": load,
            "skipped_matches": sum(p.mismatches for p in players),
            "closed": sum(p.closed for p in players),
            "players_told_not_available": refused,
            # how late this client sent (part of every latency above): a
            # client starved of CPU shows here, not in the server's figures
            "send_late_p50": pct(late, 0.50), "send_late_p99": pct(late, 0.99),
            "worst_seconds": worst_seconds(players, wall0, cpu_each_second),
            "per_second": per_second(players, wall0, cpu_each_second),
            "by_transport": by_transport(players),
        }
        await asyncio.sleep(self.args.pause)
        return result

    async def sample_each_second(self, start: float, seconds: int, samples: list):
        """Server and Portal CPU ticks and the machine's steal time at each
        second of the send window (for per_second and worst_seconds)."""
        for k in range(seconds + 1):
            delay = start + k - time.perf_counter()
            if delay > 0:
                await asyncio.sleep(delay)
            samples.append((time.perf_counter(), {role: cpu_ticks(pid) for role, pid in self.pids.items()},
                            host_steal()))

    @staticmethod
    async def send_schedule(players, kind: str, seconds: int, start: float | None = None):
        """One shared schedule: player i sends at start + i/n + k."""
        n = len(players)
        t0 = time.perf_counter() + 0.5 if start is None else start
        schedule = sorted((t0 + k + i / n, i, k) for k in range(seconds) for i in range(n))
        for at, i, k in schedule:
            delay = at - time.perf_counter()
            if delay > 0:
                await asyncio.sleep(delay)
            players[i].command(kind, k, at)

    def close(self):
        for p in self.players + ([self.admin_player] if self.admin_player else []):
            p.close()


def cpu_by_second(samples: list) -> dict[int, dict]:
    """Second k of the window -> Server and Portal CPU % and the machine's
    steal % (of all its CPUs) between the samples taken at k and k + 1."""
    out = {}
    for k, ((t0, ticks0, steal0), (t1, ticks1, steal1)) in enumerate(zip(samples, samples[1:])):
        row = {}
        for role in ticks0:
            if ticks0[role] is not None and ticks1.get(role) is not None and t1 > t0:
                row[f"cpu_{role}"] = 100.0 * (ticks1[role] - ticks0[role]) / CLK / (t1 - t0)
        if steal0 and steal1 and steal1[1] > steal0[1]:
            row["steal"] = 100.0 * (steal1[0] - steal0[0]) / (steal1[1] - steal0[1])
        out[k] = row
    return out


def _by_second(players, start: float) -> dict[int, list[float]]:
    by_second: dict[int, list[float]] = {}
    for p in players:
        for sent, latency in zip(p.sent_times, p.latencies):
            by_second.setdefault(int(sent - start), []).append(latency)
    return by_second


def _second_row(second: int, lat: list[float], cpu: dict) -> dict:
    return {"second": second, "max": max(lat), "p50": pct(lat, 0.5),
            "over_20ms": sum(x > 20 for x in lat), "replies": len(lat), **cpu.get(second, {})}


def worst_seconds(players, start: float, cpu: dict | None = None, top: int = 5) -> list[dict]:
    """The seconds of a phase (by send time) with the slowest replies: where
    a p99 comes from, for the JSON output, with that second's CPU use."""
    worst = sorted(_by_second(players, start).items(), key=lambda item: -max(item[1]))[:top]
    return [_second_row(second, lat, cpu or {}) for second, lat in worst]


def per_second(players, start: float, cpu: dict | None = None) -> list[dict]:
    """Every second of a phase in order: its replies' p50 and max, and the
    Server's, the Portal's and the hypervisor's (steal) share of the CPU."""
    return [_second_row(second, lat, cpu or {}) for second, lat in sorted(_by_second(players, start).items())]


def by_transport(players) -> dict:
    """The figures of each transport's players in a phase (only the
    transports present): p50/p95/p99/max, replies, sent and lost."""
    out = {}
    for name in TRANSPORTS:
        group = [p for p in players if p.transport_name == name]
        if not group:
            continue
        lat = [x for p in group for x in p.latencies]
        lost = sum(len(p.outstanding) for p in group)
        out[name] = {"players": len(group), "replies": len(lat), "lost": lost, "sent": len(lat) + lost,
                     "p50": pct(lat, 0.50), "p95": pct(lat, 0.95), "p99": pct(lat, 0.99),
                     "max": max(lat) if lat else float("nan")}
    return out


def fmt(value, spec=".1f", none="-"):
    if value is None or (isinstance(value, float) and value != value):
        return none
    return format(value, spec)


def print_row(r: dict, tag: str):
    if r["unavailable"]:
        print(f"{tag:>6} {r['players']:>5}  {r['label']:<32} not available (no such command on this server)")
        return
    print(f"{tag:>6} {r['players']:>5}  {r['label']:<32} "
          f"{fmt(r['p50']):>7} {fmt(r['p95']):>7} {fmt(r['p99']):>7} {fmt(r['max']):>7} "
          f"{fmt(r['replies_per_s']):>7} {r['lost']:>5}/{r['sent']:<6} "
          f"{fmt(r['cpu_server'], '.0f'):>4} {fmt(r['cpu_portal'], '.0f'):>4} "
          f"{fmt(r.get('cpu_client'), '.0f'):>4} "
          f"{fmt(r['rss_server'], '.0f'):>5} {fmt(r['rss_portal'], '.0f'):>5}  {r['load']}", flush=True)
    groups = r.get("by_transport") or {}
    if "web" in groups:  # the row above is every player; here each transport's
        for name, g in groups.items():
            label = f"  {g['players']} over {name}"
            print(f"{tag:>6} {r['players']:>5}  {label:<32} "
                  f"{fmt(g['p50']):>7} {fmt(g['p95']):>7} {fmt(g['p99']):>7} {fmt(g['max']):>7} "
                  f"{'':>7} {g['lost']:>5}/{g['sent']:<6}", flush=True)
    if r.get("send_late_p50") is not None:
        print(f"#      sends left late by p50 {fmt(r['send_late_p50'])} / p99 "
              f"{fmt(r['send_late_p99'])} ms (counted in the latency)", flush=True)


HEADER = (f"{'nodelay':>6} {'N':>5}  {'command':<32} {'p50':>7} {'p95':>7} {'p99':>7} {'max':>7} "
          f"{'rep/s':>7} {'lost/sent':>12} {'%srv':>4} {'%prt':>4} {'%cli':>4} {'MBsrv':>5} {'MBprt':>5}  load avg")


async def run_bench(args, host, port, pids, admin, tag, web=(None, None)) -> list[dict]:
    bench = Bench(args, host, port, pids, admin, web)
    results = []
    try:
        await bench.login_admin()
        for n in args.players:
            t = time.perf_counter()
            await bench.login_players(n)
            print(f"# {tag}: {n} players logged in ({time.perf_counter() - t:.1f}s), load {load_avg()}",
                  flush=True)
            if n == args.players[0]:
                print(f"# {tag}: {socket_report(pids, port, bench.web_port if bench.web else None)}", flush=True)
            for kind in args.commands:
                r = await bench.phase(kind, n)
                r["nodelay"] = tag
                results.append(r)
                print_row(r, tag)
    finally:
        bench.close()
    return results


def run_client(args, coro) -> list[dict]:
    """Run the simulated players (``coro``). With ``--client-nice N`` they
    run in a thread of their own at niceness N: on Linux niceness is per
    thread, so the server processes this script starts from its main thread
    keep theirs. The players then yield the cores to the Server and Portal,
    as they would if they were elsewhere, as real players are."""
    if not args.client_nice:
        return asyncio.run(coro)
    out: dict = {}

    def body():
        try:
            os.nice(args.client_nice)
            out["results"] = asyncio.run(coro)
        except BaseException as err:  # handed to the main thread
            out["error"] = err

    thread = threading.Thread(target=body, name="bench-players")
    thread.start()
    thread.join()
    if "error" in out:
        raise out["error"]
    return out["results"]


def run_own_servers(args, modes: list[bool]) -> list[dict]:
    """One throwaway server (one database, accounts made once), restarted
    with TCP_NODELAY set for each mode in turn."""
    server = BenchServer(modes[0])
    results = []
    try:
        for number, nodelay in enumerate(modes):
            tag = "on" if nodelay else "off"
            t = time.time()
            if number == 0:
                print(f"# starting a throwaway server in {server.dir}", flush=True)
                server.start()
            else:
                server.restart_with(nodelay)
            print(f"# server up with TCP_NODELAY {tag} ({time.time() - t:.0f}s), load {load_avg()}",
                  flush=True)
            pids = read_pids(server.dir / "server")
            web = (server.websocket_port, f"http://127.0.0.1:{server.web_port}")
            results += run_client(args, run_bench(args, "127.0.0.1", server.telnet_port, pids,
                                                  server.admin, tag, web))
    finally:
        if args.keep_logs:  # the throwaway server's logs, before it is removed
            try:
                shutil.copytree(server.dir / "server" / "logs", args.keep_logs,
                                dirs_exist_ok=True)
            except OSError as err:  # the server must still be stopped
                print(f"# could not keep the logs: {err}", flush=True)
        try:
            server.stop()
        except Exception as err:  # keep the results
            print(f"# could not stop the server cleanly: {err}", flush=True)
    return results


def summarize(results: list[dict]):
    print()
    print("# ratios to say in the same run (p50 ratio, p99 ratio)")
    by = {(r["nodelay"], r["players"], r["command"]): r for r in results}
    for (tag, n, kind), r in sorted(by.items()):
        say = by.get((tag, n, "say"))
        if kind == "say" or not say or r["unavailable"]:
            continue
        print(f"ratio {tag:>3} N={n:<5} {r['label']:<32} p50 {r['p50'] / say['p50']:.2f}x  "
              f"p99 {r['p99'] / say['p99']:.2f}x")
    for r in results:
        if r["command"] == "odds" and r["unavailable"]:
            print("+odds Alertness: not available (the command does not exist on this server yet)")
            break
    print()
    print(f"# the load at which p99 passes {P99_LIMIT_MS:.0f} ms")
    for tag in sorted({r["nodelay"] for r in results}):
        for kind in COMMANDS:
            rows = sorted((r for r in results if r["nodelay"] == tag and r["command"] == kind
                           and not r["unavailable"]), key=lambda r: r["players"])
            if not rows:
                continue
            over = next((r for r in rows if r["p99"] > P99_LIMIT_MS or r["lost"]), None)
            where = (f"N={over['players']} (p99 {over['p99']:.1f} ms, lost {over['lost']})" if over
                     else f"not reached up to N={rows[-1]['players']}")
            print(f"p99>100ms nodelay {tag:>3} {LABELS[kind]:<32} {where}")
    tags = {r["nodelay"] for r in results}
    if {"on", "off"} <= tags:
        print()
        print("# TCP_NODELAY: off / on (how many times slower without it)")
        for (tag, n, kind), r in sorted(by.items()):
            if tag != "on" or r["unavailable"]:
                continue
            off = by.get(("off", n, kind))
            if off and not off["unavailable"]:
                print(f"nodelay N={n:<5} {r['label']:<32} p50 {off['p50']:.1f} -> {r['p50']:.1f} ms "
                      f"({off['p50'] / r['p50']:.1f}x)  p99 {off['p99']:.1f} -> {r['p99']:.1f} ms "
                      f"({off['p99'] / r['p99']:.1f}x)")


def summarize_targets(results: list[dict], target_ms: float):
    """Issue 30's targets: each run's p99, of all its players and of each
    transport's, as a ratio to ``target_ms`` (under 1.00 meets it)."""
    rows = [r for r in results if not r["unavailable"] and "web" in (r.get("by_transport") or {})]
    if not rows:
        return
    print()
    print(f"# p99 against the {target_ms:g} ms target (ratio p99 / target; under 1.00 meets it)")
    for r in rows:
        groups = {"all": r, **r["by_transport"]}
        for name, g in groups.items():
            ratio = g["p99"] / target_ms
            verdict = "meets" if ratio < 1 and not g["lost"] else "MISSES"
            print(f"target {r['nodelay']:>3} N={r['players']:<5} {r['label']:<20} {name:<6} "
                  f"{g['players']:>5} players  p99 {fmt(g['p99']):>7} ms  {ratio:.2f}x  "
                  f"lost {g['lost']}  {verdict}")


def raise_fd_limit(need: int):
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    want = min(hard, max(soft, need))
    if want > soft:
        resource.setrlimit(resource.RLIMIT_NOFILE, (want, hard))
    if want < need:
        print(f"# warning: open files limited to {want}; {need} wanted", flush=True)


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--players", default="10,100", help="loads to run, ascending (default 10,100)")
    ap.add_argument("--duration", type=int, default=20, help="seconds of sending per command (default 20)")
    ap.add_argument("--commands", default="say,roll,rollvs,odds",
                    help="which of say,roll,rollvs,odds,pose (default all but pose)")
    ap.add_argument("--nodelay", choices=("both", "on", "off"), default="both",
                    help="own server: TCP_NODELAY on, off or both runs (default both)")
    ap.add_argument("--scene", action="store_true",
                    help="run a scene (logging every pose and roll) in every bench room")
    ap.add_argument("--room-size", type=int, default=10,
                    help="players per room (default 10; 0 = everyone in one room)")
    ap.add_argument("--grace", type=float, default=5.0, help="seconds to wait for late replies")
    ap.add_argument("--warmup", type=int, default=2,
                    help="unmeasured seconds of each command before its measured run (default 2)")
    ap.add_argument("--settle", type=float, default=3.0, help="seconds to idle after logins")
    ap.add_argument("--pause", type=float, default=1.0, help="seconds between commands")
    ap.add_argument("--connect-concurrency", type=int, default=20, help="logins in flight at once")
    ap.add_argument("--web", type=int, default=0,
                    help="how many of the players (at the largest load; spread evenly) connect "
                         "over the web client's websocket instead of telnet (default 0)")
    ap.add_argument("--target-ms", type=float, default=25.0,
                    help="with --web: the p99 target the runs are compared to (default 25, issue 30)")
    ap.add_argument("--host", help="use a running server on this host (127.0.0.1) instead of starting one")
    ap.add_argument("--port", type=int, help="its telnet port")
    ap.add_argument("--web-port", type=int, help="with --host and --web: its websocket port")
    ap.add_argument("--admin", default="admin:e2e-admin-pw", help="superuser name:password (with --host)")
    ap.add_argument("--pid-dir", help="with --host: the server/ dir holding server.pid and portal.pid")
    ap.add_argument("--client-nice", type=int, default=0,
                    help="run the simulated players at this niceness (0-19, default 0): they "
                         "then yield the cores to the Server and Portal, as remote players would")
    ap.add_argument("--json", help="also write the results here, with every second of each phase "
                                   "(per_second: p50, max, Server and Portal CPU, the machine's steal time)")
    ap.add_argument("--keep-logs", help="own server: copy its server/logs folder here at the end")
    args = ap.parse_args(argv)
    args.players = sorted({int(x) for x in args.players.split(",") if x.strip()})
    args.commands = [c.strip() for c in args.commands.split(",") if c.strip()]
    for c in args.commands:
        if c not in COMMANDS:
            ap.error(f"unknown command {c!r}")
    if "say" in args.commands:  # the baseline goes first
        args.commands.remove("say")
        args.commands.insert(0, "say")
    if args.duration < 1 or args.duration > 3600 or max(args.players) > 5000:
        ap.error("duration 1..3600 s and at most 5000 players")
    if not 0 <= args.web <= max(args.players):
        ap.error("--web is 0 up to the largest load")
    if args.web and args.host and not args.web_port:
        ap.error("--web with --host needs --web-port")
    if not 0 <= args.client_nice <= 19:
        ap.error("--client-nice is 0..19")
    raise_fd_limit(max(args.players) * 3 + 200)

    print(f"# fourfold load benchmark: players {args.players}, {args.duration}s per command, "
          f"room size {args.room_size or 'all'}, web players {args.web} of {max(args.players)}, "
          f"client niceness {args.client_nice}, "
          f"load avg {load_avg()}, {os.cpu_count()} cpus", flush=True)
    print(HEADER, flush=True)
    results = []
    if args.host:
        if args.host not in ("127.0.0.1", "localhost", "::1"):
            ap.error("traffic only to this machine: --host 127.0.0.1")
        admin = tuple(args.admin.split(":", 1))
        pids = read_pids(Path(args.pid_dir)) if args.pid_dir else {}
        results = run_client(args, run_bench(args, args.host, args.port, pids, admin, "ext",
                                             (args.web_port, None)))
    else:
        modes = {"both": [False, True], "on": [True], "off": [False]}[args.nodelay]
        results = run_own_servers(args, modes)
    if args.json:
        Path(args.json).write_text(json.dumps(results, indent=1))
    summarize(results)
    summarize_targets(results, args.target_ms)


if __name__ == "__main__":
    main()
