"""A client that sends `create` and `connect` together ends up connected:
the `connect` line (same name and password) answers create's [Y]/N?
question and is then run, and a plain Y / N still work as before."""

import pytest

from .harness import TelnetClient

pytestmark = pytest.mark.e2e


def test_create_then_connect_in_one_go(game_server):
    with TelnetClient(game_server.telnet_port) as tn:
        tn.read_until("connect", timeout=60)
        # both lines in one write, as a client's login trigger sends them
        tn.sock.sendall(b"create Tobin e2e-cc-pw\r\nconnect Tobin e2e-cc-pw\r\n")
        tn.read_until(r"\[Y\]/N\?", timeout=60)
        tn.read_until(r"(?i)was created", timeout=60)
        tn.read_until(r"Limbo", timeout=60)
        out = tn.command("look", r"Limbo", timeout=30)
        assert "Limbo" in out


def test_no_still_cancels(game_server):
    with TelnetClient(game_server.telnet_port) as tn:
        tn.read_until("connect", timeout=60)
        tn.command("create Ulla e2e-cc-pw", r"\[Y\]/N\?", timeout=60)
        tn.command("n", r"not created", timeout=30)
        out = tn.command("connect Ulla e2e-cc-pw", r"(?i)(incorrect|invalid|not|Limbo)", timeout=30)
        assert "Limbo" not in out
