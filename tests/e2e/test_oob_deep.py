"""A GMCP payload nested thousands deep is dropped by the Portal without an
error in its log (portal/oob_guard.py), and the connection goes on
answering GMCP as before."""

from __future__ import annotations

import time

import pytest

from tests.helpers.gmcp import GmcpClient

pytestmark = pytest.mark.e2e

DEEP = 5_000


def portal_log(server) -> str:
    log = server.dir / "server" / "logs" / "portal.log"
    return log.read_text(errors="replace") if log.exists() else ""


def test_a_deeply_nested_gmcp_payload_is_dropped_quietly(game_server):
    client = GmcpClient(game_server.telnet_port)
    try:
        client.read_until("connect")
        assert client.gmcp_offered
        client.send("create Deepa e2e-pass-deep")
        client.read_until(r"\[Y\]/N\?")
        client.send("Y")
        client.read_until(r"(?i)created")
        client.send("connect Deepa e2e-pass-deep")
        client.read_until(r"You become Deepa")
        client.vitals()
        before = len(portal_log(game_server))
        client.send_gmcp("Core.Hello " + "[" * DEEP + "]" * DEEP)
        client.send_gmcp("Core.Get_Vitals " + "{\"a\": " * DEEP + "1" + "}" * DEEP)
        client.send_gmcp("Core.Get_Vitals " + "[" * 800 + "]" * 800)  # JSON reads it; AMP's pickle would not
        client.pump(1.0)
        client.packets.clear()
        client.send_gmcp("Core.Get_Vitals")
        assert client.vitals()["name"] == "Deepa"
        time.sleep(0.5)
        added = portal_log(game_server)[before:]
        assert "RecursionError" not in added and "Traceback" not in added, added[-2000:]
    finally:
        client.close()
