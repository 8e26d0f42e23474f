"""The Portal's memory stays bounded whatever a peer that never logs in
sends (portal/bounds.py): 16 MB of a telnet subnegotiation without its end,
of a line without a newline, or of one websocket frame, each on a real
socket, and the Portal's resident memory (VmRSS) is measured before and
after. Before the limits, 16 MB of subnegotiation grew it by about 128 MB,
and it kept them after the connection closed."""

from __future__ import annotations

import socket
import time

import pytest

from tests.e2e.harness import TelnetClient
from tests.e2e.wsclient import frame_header, open_websocket

pytestmark = pytest.mark.e2e

SENT = 16 << 20
CHUNK = 1 << 16
GROWTH_MB = 8
IAC, SB, GMCP = 255, 250, 201


def rss_kb(pid: int) -> int:
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    raise RuntimeError("no VmRSS")


def flood(sock, first: bytes, filler: bytes) -> int:
    """Send ``first`` and then filler up to SENT bytes, until the Portal
    hangs up; returns how many bytes it took."""
    sock.settimeout(10)
    sent = 0
    try:
        sock.sendall(first)
        block = filler * (CHUNK // len(filler))
        while sent < SENT:
            sock.sendall(block)
            sent += len(block)
    except OSError:
        pass
    return sent


def hung_up(sock, timeout=10) -> bool:
    """Whether the Portal closed the connection (reading gives EOF or a reset)."""
    sock.settimeout(0.5)
    deadline = time.time() + timeout
    while time.time() < deadline:
        try:
            if not sock.recv(65536):
                return True
        except socket.timeout:
            continue
        except OSError:
            return True
    return False


def measured(server, attack) -> tuple[float, bool]:
    """(the Portal's growth in MB across ``attack``, whether it hung up)."""
    pid = server.portal_pid()
    time.sleep(0.5)
    before = rss_kb(pid)
    sock = attack()
    try:
        closed = hung_up(sock)
    finally:
        sock.close()
    time.sleep(1.0)
    return (rss_kb(pid) - before) / 1024, closed


def still_answers(server):
    with TelnetClient(server.telnet_port) as probe:
        probe.read_until(r"Returning\? connect", timeout=30)


def test_an_endless_subnegotiation_is_cut_off(game_server):
    def attack():
        sock = socket.create_connection(("127.0.0.1", game_server.telnet_port))
        flood(sock, bytes([IAC, SB, GMCP]) + b"Core.Hello ", b"x")
        return sock

    log_from = len(game_server.portal_log_text())
    growth, closed = measured(game_server, attack)
    assert growth < GROWTH_MB, f"the Portal grew by {growth:.1f} MB"
    assert closed, "the Portal kept the connection open"
    assert "subnegotiation longer than" in game_server.portal_log_text()[log_from:]
    still_answers(game_server)


def test_a_line_without_end_is_cut_off(game_server):
    def attack():
        sock = socket.create_connection(("127.0.0.1", game_server.telnet_port))
        flood(sock, b"say ", b"y")
        return sock

    log_from = len(game_server.portal_log_text())
    growth, closed = measured(game_server, attack)
    assert growth < GROWTH_MB, f"the Portal grew by {growth:.1f} MB"
    assert closed, "the Portal kept the connection open"
    assert "line longer than" in game_server.portal_log_text()[log_from:]
    still_answers(game_server)


def test_a_huge_websocket_frame_is_cut_off(game_server):
    def attack():
        sock, status = open_websocket(game_server.websocket_port)
        assert " 101 " in status, status
        flood(sock, frame_header(SENT), b"z")
        return sock

    growth, closed = measured(game_server, attack)
    assert growth < GROWTH_MB, f"the Portal grew by {growth:.1f} MB"
    assert closed, "the Portal kept the connection open"
    still_answers(game_server)
