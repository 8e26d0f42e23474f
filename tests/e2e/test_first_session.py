"""A new player's first session over telnet, against a real server."""

import pytest

from tests.e2e.harness import TelnetClient

pytestmark = pytest.mark.e2e


def test_new_player_makes_a_character_and_rolls(game_server):
    with TelnetClient(game_server.telnet_port) as tn:
        tn.read_until("connect")
        tn.command("create Mara e2e-pass-1", r"\[Y\]/N\?")
        tn.command("Y", r"(?i)created")
        tn.command("connect Mara e2e-pass-1", r"Limbo")
        out = tn.command("+stat Wit=3", r"Wit is now 3\.")
        assert "Wit is now 3." in out
        tn.command("+stat Alertness=4", r"Alertness is now 4\.")
        sheet = tn.command("+sheet", r"Composure.*\n")
        assert "Mara" in sheet and "in chargen" in sheet
        # A long roll line wraps at the client's width, so the match spans lines.
        roll = tn.command("+roll Alertness", r"Mara rolls Alertness[\s\S]*?(Failure|Success)")
        assert "Alertness 4 + Wit 3 = 7 dice" in roll
        tn.command("+chargen/submit", r"Submitted")

    # The staff side: the admin approves, and the roll is in the room's history.
    with TelnetClient(game_server.telnet_port) as admin:
        admin.read_until("connect")
        admin.command(f"connect {game_server.admin[0]} {game_server.admin[1]}", r"Limbo")
        admin.command("+approve Mara", r"approved and locked")
        history = admin.command("+rolls", r"Mara rolls Alertness[^\n]*\n")
        assert "Alertness 4 + Wit 3" in history
