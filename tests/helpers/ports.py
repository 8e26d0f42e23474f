"""Ports for the servers tests start, which two pytest-xdist workers can
never both be given.

Asking the kernel for port 0 and closing the socket (the usual trick)
leaves a gap in which another worker, or an outgoing connection, can be
handed the same port before the server binds it. Instead each worker owns a
block of ports below the kernel's ephemeral range (which outgoing
connections draw from), and hands out each port of its block once, skipping
any that something on the machine already holds. The block follows from
the worker's id (``PYTEST_XDIST_WORKER``: gw0, gw1, ...; a run without
workers has block 0), so blocks never overlap within a run. A process also
claims its block with a lock file for as long as it lives, and takes the
next unclaimed block when another test run on the machine holds its own:
two pytest runs side by side (a developer's quick loop next to a full run)
do not share ports either.
"""

from __future__ import annotations

import fcntl
import os
import socket
import tempfile

FIRST_PORT = 10000
BLOCK_SIZE = 400

_handed_out: dict[int, int] = {}  # block -> how many ports of it were tried
_claim: dict = {}  # "slot": the block this process holds, "file": its lock


def worker_slot(worker_id: str | None = None) -> int:
    """0 for a run without workers, n + 1 for worker ``gwn``."""
    wid = os.environ.get("PYTEST_XDIST_WORKER", "") if worker_id is None else worker_id
    if wid.startswith("gw") and wid[2:].isdigit():
        return int(wid[2:]) + 1
    return 0


def _ephemeral_low() -> int:
    try:
        with open("/proc/sys/net/ipv4/ip_local_port_range") as f:
            return int(f.read().split()[0])
    except (OSError, ValueError, IndexError):
        return 32768


def block_count() -> int:
    return max(1, (_ephemeral_low() - FIRST_PORT) // BLOCK_SIZE)


def port_block(slot: int) -> range:
    """The ports of ``slot``: a block of BLOCK_SIZE below the ephemeral range."""
    start = FIRST_PORT + (slot % block_count()) * BLOCK_SIZE
    return range(start, start + BLOCK_SIZE)


def claimed_slot() -> int:
    """This process's block: its worker's slot, or the next one no other
    living process has claimed (an exclusive lock on a file per block, let go
    by the system when the process ends)."""
    if "slot" in _claim:
        return _claim["slot"]
    wanted, count = worker_slot(), block_count()
    for step in range(count):
        slot = (wanted + step) % count
        lock = open(os.path.join(tempfile.gettempdir(), f"fourfold-test-ports-{slot}.lock"), "a")
        try:
            fcntl.flock(lock, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            lock.close()
            continue
        _claim.update(slot=slot, file=lock)
        return slot
    _claim["slot"] = wanted  # every block held: the bind check below still applies
    return wanted


def _bindable(port: int) -> bool:
    with socket.socket() as s:
        try:
            s.bind(("127.0.0.1", port))
        except OSError:
            return False
    return True


def free_ports(count: int) -> list[int]:
    """``count`` ports of this worker's block that nothing holds now and that
    this process has not handed out before."""
    slot = claimed_slot()
    block = port_block(slot)
    ports: list[int] = []
    for _ in range(len(block)):
        tried = _handed_out.get(slot, 0)
        _handed_out[slot] = tried + 1
        port = block[tried % len(block)]
        if _bindable(port):
            ports.append(port)
            if len(ports) == count:
                return ports
    raise RuntimeError(f"no {count} free ports left in {block}")
