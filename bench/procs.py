"""What bench/load.py reads of the Server and Portal processes and of the
machine, from /proc: CPU ticks, memory, steal time, load, socket options."""

from __future__ import annotations

import os
from pathlib import Path

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


def pin(pid: int, cpus: set[int]) -> int:
    """Pin every thread of process ``pid`` to ``cpus`` (threads it makes
    later inherit it); returns how many threads were pinned."""
    pinned = 0
    for task in Path(f"/proc/{pid}/task").iterdir():
        try:
            os.sched_setaffinity(int(task.name), cpus)
            pinned += 1
        except (OSError, ValueError):  # a thread that ended meanwhile
            pass
    return pinned


def steal_percent(before, after) -> float | None:
    """The machine's steal time between two :func:`host_steal` samples, as a
    percentage of all its CPU time."""
    if not before or not after or after[1] <= before[1]:
        return None
    return 100.0 * (after[0] - before[0]) / (after[1] - before[1])


def start_neighbour(cpu: int):
    """A CPU-bound process pinned to ``cpu`` at the game's own priority: the
    kernel's fair share gives it half of that core while the game is busy,
    as a noisy tenant on a shared virtual core would take. Stop it with
    ``.kill()``."""
    import subprocess
    import sys

    return subprocess.Popen([sys.executable, "-c", "while True: pass"],
                            preexec_fn=lambda: os.sched_setaffinity(0, {cpu}))
