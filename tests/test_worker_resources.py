"""What one pytest-xdist worker is given to itself: server ports from its
own block, each handed out once, and its own test database.

tests/test_parallel_safety.py runs this module on two workers at once with
FOURFOLD_PROBE_DIR set, and each worker writes down what it was given there
so the two can be compared; in the ordinary suite it checks the worker's
own allocation.
"""

import json
import os
from pathlib import Path

from django.db import connection

from tests.helpers.ports import claimed_slot, free_ports, port_block


def _database() -> dict:
    settings = connection.settings_dict
    return {"vendor": connection.vendor, "name": settings["NAME"],
            "in_memory": connection.vendor == "sqlite" and connection.is_in_memory_db()}


def test_ports_come_from_this_workers_block_once_each(db):
    ports = free_ports(5) + free_ports(15)
    block = port_block(claimed_slot())
    assert len(set(ports)) == len(ports) == 20
    assert all(p in block for p in ports)
    database = _database()
    assert database["in_memory"] or database["name"].startswith("test_")
    probe_dir = os.environ.get("FOURFOLD_PROBE_DIR")
    if probe_dir:
        worker = os.environ.get("PYTEST_XDIST_WORKER", "none")
        (Path(probe_dir) / f"{worker}.json").write_text(json.dumps(
            {"worker": worker, "pid": os.getpid(), "ports": ports, "database": database}))
