"""The start-up check in a running game: when the installed Evennia's AMP
method is not the one the fingerprints hold, the Server and the Portal both
start with AMP batching off (a settings-time hook, in each process), each
log names the function, nothing else is turned off, and the game plays.

The game's copy of speedups/fingerprints.py is given another hash for that
method (and its file), which is what the check sees after an upgrade that
changed it: the installed Evennia is not touched."""

import re

import pytest

from tests.e2e.harness import GameServer, TelnetClient

pytestmark = pytest.mark.e2e

AMP_IN = "evennia.server.amp_client.AMPServerClientProtocol.server_receive_msgportal2server"


def other_hash(text: str, key: str) -> str:
    pattern = re.compile(rf'("{re.escape(key)}":\n\s+")[0-9a-f]{{64}}"')
    assert pattern.search(text), key
    return pattern.sub(lambda m: m.group(1) + "0" * 64 + '"', text)


def test_a_changed_amp_method_turns_off_batching_in_both_processes():
    server = GameServer()
    prints = server.dir / "speedups" / "fingerprints.py"
    text = other_hash(prints.read_text(), AMP_IN)
    prints.write_text(other_hash(text, "evennia.server.amp_client"))
    try:
        server.start()
        with TelnetClient(server.telnet_port) as tn:
            tn.read_until("connect", timeout=60)
            tn.command("create Guarda e2e-guard-pw", r"\[Y\]/N\?", timeout=60)
            tn.command("y", r"(?i)was created", timeout=60)
            tn.command("connect Guarda e2e-guard-pw", r"Limbo", timeout=60)
            assert "the game plays" in tn.command("say the game plays", r"the game plays")
        for log in (server.log_text(), server.portal_log_text()):
            # one line at each start (the first start restarts the Server once)
            lines = {line.split(" [WW] ")[-1] for line in log.splitlines()
                     if "Fourfold's speed-up" in line}
            assert len(lines) == 1, lines
            line = lines.pop()
            assert line.startswith("Fourfold's speed-up amp_batch is off") and AMP_IN in line
    finally:
        server.stop()
