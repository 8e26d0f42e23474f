#!/usr/bin/env python3
"""Load benchmark: N players (telnet, web or both) each send one command a second (or ``--rate``).

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
telnet, web) as a ratio to ``--target-ms`` (25 ms by default: the game's target).

What counts as the reply:
  say <marker>                       the echo ``You say, "<marker>"``
  +roll Alertness                    the player's own ``<Name> rolls Alertness`` line
  +roll Alertness vs <mate>=Dodge    the same line, first of the opposed result
  +odds Alertness                    the first line the player gets after sending
A player's commands are run in the order sent (Evennia keeps one queue per
session), so the n-th matching line answers the n-th command. ``say`` checks
its marker too. A reply not seen ``--grace`` seconds after the last send is
lost.

``--one-core`` pins the Server and the Portal to cpu 0 and the players to
cpu 1, as on a rented server with one core; ``--neighbour`` adds a CPU-bound
process on the game's core (the kernel gives it half while the game is
busy), as a noisy tenant would take. Each row is followed by the Server's
and the Portal's CPU microseconds per command and the machine's steal time.

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
    python bench/load.py --players 300 --commands say --nodelay on --one-core --neighbour
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import re
import resource
import shutil
import statistics
import sys
import threading
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from bench.players import COMMANDS, LABELS, PASSWORD, PREFIX, Player, WebPlayer  # noqa: E402
from bench.procs import (  # noqa: E402
    CLK,
    cpu_ticks,
    host_steal,
    load_avg,
    pin,
    read_pids,
    rss_mb,
    socket_report,
    start_neighbour,
    steal_percent,
)
from bench.report import (  # noqa: E402
    HEADER,
    by_transport,
    cpu_by_second,
    pct,
    per_second,
    print_row,
    summarize,
    summarize_targets,
    worst_seconds,
)
from bench.ws_players import web_indices  # noqa: E402
from tests.e2e.harness import GameServer  # noqa: E402


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
            await self.send_schedule(players, kind, self.args.warmup, rate=self.args.rate)
            await self.sync()
        for p in players:
            p.start_phase(kind)
        ticks0 = {role: cpu_ticks(pid) for role, pid in self.pids.items()}
        steal0 = host_steal()
        own0 = sum(os.times()[:2])  # this client's own CPU (user + system)
        wall0 = time.perf_counter() + 0.5
        samples: list = []
        sampler = asyncio.create_task(self.sample_each_second(wall0, duration, samples))
        await self.send_schedule(players, kind, duration, start=wall0, rate=self.args.rate)
        send_end = time.perf_counter()
        sampler.cancel()
        ticks1 = {role: cpu_ticks(pid) for role, pid in self.pids.items()}
        steal1 = host_steal()
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
            # CPU microseconds each process spent per command sent
            "us_server": cpu_per_command(ticks0, ticks1, "server", sent),
            "us_portal": cpu_per_command(ticks0, ticks1, "portal", sent),
            "load": load, "steal": steal_percent(steal0, steal1),
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
    async def send_schedule(players, kind: str, seconds: int, start: float | None = None,
                            rate: float = 1.0):
        """One shared schedule: player i sends at start + (i/n + k) / rate."""
        n = len(players)
        t0 = time.perf_counter() + 0.5 if start is None else start
        schedule = sorted((t0 + (k + i / n) / rate, i, k)
                          for k in range(max(1, round(seconds * rate))) for i in range(n))
        for at, i, k in schedule:
            delay = at - time.perf_counter()
            if delay > 0:
                await asyncio.sleep(delay)
            players[i].command(kind, k, at)

    def close(self):
        for p in self.players + ([self.admin_player] if self.admin_player else []):
            p.close()


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


def cpu_per_command(ticks0: dict, ticks1: dict, role: str, sent: int) -> float | None:
    if ticks0.get(role) is None or ticks1.get(role) is None or not sent:
        return None
    return (ticks1[role] - ticks0[role]) / CLK * 1e6 / sent


GAME_CPU, CLIENT_CPU = 0, 1  # --one-core: the game's core and the players'


def place_processes(args, pids: dict) -> None:
    """With ``--one-core``, the Server and Portal go on one core and this
    client on the other; with ``--neighbour`` a CPU-bound process shares the
    game's core (started once, by :func:`main`)."""
    if not args.one_core:
        return
    for role, pid in pids.items():
        print(f"# {role} pinned to cpu {GAME_CPU} ({pin(pid, {GAME_CPU})} threads)", flush=True)
    pin(os.getpid(), {CLIENT_CPU})


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
            place_processes(args, pids)
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
    ap.add_argument("--rate", type=float, default=1.0,
                    help="commands a second each player sends (default 1): the load is players x rate")
    ap.add_argument("--pause", type=float, default=1.0, help="seconds between commands")
    ap.add_argument("--connect-concurrency", type=int, default=20, help="logins in flight at once")
    ap.add_argument("--web", type=int, default=0,
                    help="how many of the players (at the largest load; spread evenly) connect "
                         "over the web client's websocket instead of telnet (default 0)")
    ap.add_argument("--target-ms", type=float, default=25.0,
                    help="with --web: the p99 target the runs are compared to (default 25)")
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
    ap.add_argument("--one-core", action="store_true",
                    help="pin the Server and Portal to cpu 0 and these players to cpu 1, as on a "
                         "one-core rented server")
    ap.add_argument("--neighbour", action="store_true",
                    help="with --one-core: a CPU-bound process shares the game's core (a noisy "
                         "neighbour taking half of it)")
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
    if not 0.05 <= args.rate <= 50:
        ap.error("--rate is 0.05..50 commands a second")
    if args.neighbour and not args.one_core:
        ap.error("--neighbour goes with --one-core")
    if args.one_core and len(os.sched_getaffinity(0)) < 2:
        ap.error("--one-core needs two cpus: one for the game, one for the players")
    raise_fd_limit(max(args.players) * 3 + 200)

    print(f"# fourfold load benchmark: players {args.players}, {args.duration}s per command, "
          f"room size {args.room_size or 'all'}, web players {args.web} of {max(args.players)}, "
          f"client niceness {args.client_nice}, {args.rate:g} command(s)/s each, "
          f"{'game on one core, ' if args.one_core else ''}"
          f"{'a CPU-bound neighbour on its core, ' if args.neighbour else ''}"
          f"load avg {load_avg()}, {os.cpu_count()} cpus", flush=True)
    print(HEADER, flush=True)
    neighbour = start_neighbour(GAME_CPU) if args.neighbour else None
    try:
        results = run_all(args, ap)
    finally:
        if neighbour is not None:
            neighbour.kill()
            neighbour.wait()
    if args.json:
        Path(args.json).write_text(json.dumps(results, indent=1))
    summarize(results)
    summarize_targets(results, args.target_ms)


def run_all(args, ap) -> list[dict]:
    results = []
    if args.host:
        if args.host not in ("127.0.0.1", "localhost", "::1"):
            ap.error("traffic only to this machine: --host 127.0.0.1")
        admin = tuple(args.admin.split(":", 1))
        pids = read_pids(Path(args.pid_dir)) if args.pid_dir else {}
        place_processes(args, pids)
        results = run_client(args, run_bench(args, args.host, args.port, pids, admin, "ext",
                                             (args.web_port, None)))
    else:
        modes = {"both": [False, True], "on": [True], "off": [False]}[args.nodelay]
        results = run_own_servers(args, modes)
    return results


if __name__ == "__main__":
    main()
