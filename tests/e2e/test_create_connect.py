"""A client that sends `create` and `connect` together ends up connected:
the `connect` line (same name and password) answers create's [Y]/N?
question and is then run, a plain Y / N still work as before, and what
would be refused is refused before the question, which never shows the
password."""

import pytest

from tests.e2e.harness import TelnetClient

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


def test_three_words_and_a_weak_password_are_refused_before_asking(game_server):
    with TelnetClient(game_server.telnet_port) as tn:
        tn.read_until("connect", timeout=60)
        out = tn.command("create Sparring Sergeant hunter22", r"(?i)nothing was created", timeout=60)
        assert "double quotes" in out and "[Y]/N?" not in out and "hunter22" not in out
        out = tn.command("create Sparring hunter22", r"(?i)nothing was created", timeout=30)
        assert "too common" in out and "[Y]/N?" not in out
        out = tn.command("create Sparring e2e-cc-pw-2", r"\[Y\]/N\?", timeout=30)
        assert "e2e-cc-pw-2" not in out
        tn.command("yes", r"(?i)was created", timeout=30)
