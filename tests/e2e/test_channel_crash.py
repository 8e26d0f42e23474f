"""A channel line someone saw survives a SIGKILL of the Server:
the line is in the channel's history (`channel/history`) after the Portal
has started the Server again, even when the kill comes the moment the
speaker's own copy arrives (history written in batches half a second
later would lose such a line)."""

import os
import re
import signal
import time

import pytest

from tests.helpers.telnet import login, wait_back

pytestmark = pytest.mark.e2e


def killed(pid, timeout=30):
    deadline = time.time() + timeout
    while time.time() < deadline:
        try:
            os.kill(pid, 0)
        except ProcessLookupError:
            return
        time.sleep(0.2)
    raise AssertionError(f"the Server (pid {pid}) did not die")


def test_a_channel_line_survives_a_sigkill_right_after_it_was_seen(game_server):
    port = game_server.telnet_port
    crier = login(port, "Crier", create=True)
    token = f"kept-{os.getpid()}-{int(time.time() * 1000)}"
    try:
        crier.command("pub warming up", r"\[Public\] Crier: warming up", timeout=60)
        crier.sync()
        old_pid = game_server.server_pid()
        crier.send(f"pub {token}")
        crier.read_until(rf"\[Public\] Crier: {re.escape(token)}", timeout=60)
        os.kill(old_pid, signal.SIGKILL)  # the moment the speaker has seen it
        killed(old_pid)
        crier.close()
        since = len(game_server.log_text())
        game_server.run("start", check=False)
        wait_back(game_server, since)
        assert game_server.server_pid() != old_pid
        crier = login(port, "Crier")
        history = crier.command("channel/history public", r"warming up[\s\S]*", timeout=60)
        history += crier.sync()
        assert token in history, f"the line was lost in the crash:\n{history}"
        assert history.count(token) == 1
    finally:
        crier.close()
