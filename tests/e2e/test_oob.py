"""Rich clients: a raw telnet client that takes GMCP reads the Char.Vitals
packets Fourfold sends (after login, on a Luck change, after a combat turn,
and when the client asks with Core.Get_Vitals)."""

from __future__ import annotations

import pytest

from tests.helpers.gmcp import (  # noqa: F401
    DO,
    DONT,
    GMCP,
    IAC,
    SB,
    SE,
    WILL,
    WONT,
    GmcpClient,  # noqa: F401
)

pytestmark = pytest.mark.e2e





def test_gmcp_char_vitals_after_login_luck_and_a_combat_turn(game_server):
    client = GmcpClient(game_server.telnet_port)
    admin = None
    try:
        client.read_until("connect")
        assert client.gmcp_offered, "the server never offered GMCP (IAC WILL 201)"
        client.send("create Vitala e2e-pass-vit")
        client.read_until(r"\[Y\]/N\?")
        client.send("Y")
        client.read_until(r"(?i)created")
        client.packets.clear()
        client.send("connect Vitala e2e-pass-vit")
        client.read_until(r"You become Vitala")

        # Login: a full table at once.
        first = client.vitals()
        assert first["name"] == "Vitala"
        assert first["luck"] == 3
        assert first["wounds"] == 0 and first["wound_total"] == 0 and first["wound_penalty"] == 0
        assert first["ko_threshold"] == -1.0
        assert first["combat"] == 0 and first["combat_turn"] == 0

        # The client asks.
        client.send_gmcp("Core.Get_Vitals")
        assert client.vitals()["name"] == "Vitala"
        client.send_gmcp("Char.Vitals.Get")
        assert client.vitals()["luck"] == 3

        # Staff award Luck: the player's client hears of it.
        from tests.e2e.harness import TelnetClient

        admin = TelnetClient(game_server.telnet_port)
        admin.read_until("connect")
        admin.command(f"connect {game_server.admin[0]} {game_server.admin[1]}", r"You become")
        admin.command("+luck/award Vitala=2/a fine scene", r"(?i)luck")
        assert client.vitals(where=lambda v: v.get("luck") == 5)["luck"] == 5

        # A fight: the turn number arrives after each turn.
        client.send("+combat/start")
        client.read_until(r"starts a fight here \(combat #(\d+)\)")
        client.send("+combat/add Dummy")
        client.read_until(r"adds Dummy")
        client.send("+combat/attack Dummy")
        client.read_until(r"attack Dummy on turn 1")
        client.send("+combat/newturn")
        client.read_until(r"Turn 2 begins")
        during = client.vitals(where=lambda v: v.get("combat_turn") == 2)
        assert during["combat"] > 0
        client.send("+combat/stop")
        client.read_until(r"ends fight")
        assert client.vitals(where=lambda v: v.get("combat") == 0)["combat_turn"] == 0

        # Asked again, the answer is the same table.
        client.pump(0.5)
        client.packets.clear()
        client.send_gmcp("Core.Get_Vitals")
        after = client.vitals()
        assert (after["name"], after["luck"], after["combat"]) == ("Vitala", 5, 0)
    finally:
        client.close()
        if admin is not None:
            admin.close()
