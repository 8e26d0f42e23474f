"""New connections with the game's own MAX_CONNECTION_RATE (Evennia's 2 a
second): a burst of clients that each send `create` before the login screen
has arrived all get their answer and their account (portal/early_input.py),
and a visitor is not kept waiting behind fifty idle connections from another
address (portal/admission.py). Before, 2 of 6 such lines went unanswered and
the visitor waited 25 s."""

from __future__ import annotations

import socket
import time

import pytest

from tests.e2e.harness import TelnetClient

pytestmark = pytest.mark.e2e

SCREEN = r"Returning\? connect"


def client_from(port: int, source: str) -> TelnetClient:
    """A telnet client whose connection comes from ``source`` (any 127.x
    address is this machine's)."""
    client = TelnetClient.__new__(TelnetClient)
    client.sock = socket.create_connection(("127.0.0.1", port), timeout=10, source_address=(source, 0))
    client.sock.settimeout(0.2)
    client.buffer = ""
    return client


def test_a_burst_of_clients_typing_at_once_are_all_answered(game_server):
    log_from = len(game_server.portal_log_text())
    names = [f"Rush{i}" for i in range(6)]
    clients = [TelnetClient(game_server.telnet_port) for _ in names]
    try:
        for name, client in zip(names, clients):  # at once, before any screen
            client.send(f"create {name} e2e-rush-{name}")
        for name, client in zip(names, clients):
            client.read_until(r"\[Y\]/N\?", timeout=15)
            client.send("Y")
        for name, client in zip(names, clients):
            client.read_until(r"(?i)created", timeout=15)
    finally:
        for client in clients:
            client.close()
    for name in names:  # every account is there
        with TelnetClient(game_server.telnet_port) as again:
            again.send(f"connect {name} e2e-rush-{name}")
            again.read_until(rf"You become {name}", timeout=30)
    assert "Traceback" not in game_server.portal_log_text()[log_from:]


def test_a_visitor_is_let_in_while_fifty_idle_connections_wait(game_server):
    log_from = len(game_server.portal_log_text())
    idle = [socket.create_connection(("127.0.0.1", game_server.telnet_port)) for _ in range(50)]
    try:
        started = time.time()
        visitor = client_from(game_server.telnet_port, "127.0.0.2")
        try:
            visitor.read_until(SCREEN, timeout=30)
        finally:
            visitor.close()
        waited = time.time() - started
        assert waited < 2.0, f"the visitor waited {waited:.1f} s for the login screen"
    finally:
        for sock in idle:
            sock.close()
    assert "Traceback" not in game_server.portal_log_text()[log_from:]
