"""Two pytest-xdist workers never get the same port or the same database.

Runs tests/test_worker_resources.py on two workers at once (``--dist
each``: every worker runs it) and compares what each was given; the port
blocks of many workers are checked not to overlap as well.
"""

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.helpers.ports import port_block, worker_slot

REPO = Path(__file__).resolve().parents[1]


def test_worker_port_blocks_never_overlap():
    slots = [worker_slot(f"gw{n}") for n in range(16)] + [worker_slot("")]
    assert len(set(slots)) == 17
    blocks = [set(port_block(s)) for s in slots]
    for i, a in enumerate(blocks):
        for b in blocks[i + 1:]:
            assert not a & b
    low = int(Path("/proc/sys/net/ipv4/ip_local_port_range").read_text().split()[0])
    assert all(max(b) < low for b in blocks), "a block reaches into the ephemeral range"


CLAIM = ("import sys; from tests.helpers.ports import claimed_slot; "
         "print(claimed_slot(), flush=True); sys.stdin.readline()")


def test_two_test_runs_side_by_side_claim_their_own_blocks():
    """Two processes that would take the same block (no worker id: block 0)
    while both live: the second takes another."""
    env = {k: v for k, v in os.environ.items() if k != "PYTEST_XDIST_WORKER"}
    runs = [subprocess.Popen([sys.executable, "-c", CLAIM], cwd=REPO, env=env, text=True,
                             stdin=subprocess.PIPE, stdout=subprocess.PIPE) for _ in range(2)]
    try:
        slots = [int(run.stdout.readline()) for run in runs]
    finally:
        for run in runs:
            run.communicate("\n", timeout=60)
    assert slots[0] != slots[1], slots


@pytest.mark.slow
def test_two_workers_get_their_own_ports_and_database(tmp_path):
    env = dict(os.environ, FOURFOLD_PROBE_DIR=str(tmp_path))
    env.pop("PYTEST_XDIST_WORKER", None)
    proc = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-n", "2", "--dist", "each", "-p", "no:cacheprovider",
         "tests/test_worker_resources.py"],
        cwd=REPO, env=env, capture_output=True, text=True, timeout=600, stdin=subprocess.DEVNULL)
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-3000:]
    found = [json.loads(p.read_text()) for p in sorted(tmp_path.glob("*.json"))]
    assert [f["worker"] for f in found] == ["gw0", "gw1"]
    first, second = found
    assert first["pid"] != second["pid"]
    assert not set(first["ports"]) & set(second["ports"]), "two workers were given the same port"
    one, two = first["database"], second["database"]
    if one["in_memory"] and two["in_memory"]:
        pass  # an in-memory SQLite database lives inside its own process
    else:
        assert one["name"] != two["name"], "two workers share a test database"
