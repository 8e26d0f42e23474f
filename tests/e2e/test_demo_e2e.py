"""A newcomer in the demo world, against a real server: the connection
screen, the welcome, walking into each wing, the sign, a template and
+odds."""

import pytest

from tests.e2e.harness import TelnetClient

pytestmark = pytest.mark.e2e


def test_newcomer_walks_the_wings(game_server):
    with TelnetClient(game_server.telnet_port) as tn:
        screen = tn.read_until("connect")
        assert "Fourfold" in screen
        tn.command("create Tamsin e2e-pass-demo", r"\[Y\]/N\?")
        tn.command("Y", r"(?i)created")
        welcome = tn.command("connect Tamsin e2e-pass-demo", r"the whole picture")
        assert "Welcome to Fourfold" in welcome
        tn.command("look", r"four archways")
        tn.command("fs3", r"Training Yard")
        tn.command("read sign", r"\+template/apply Rook")
        tn.command("+template/apply Rook", r"Copied Rook")
        odds = tn.command("+odds Alertness", r"Embarrassing Failure[^\n]*\n")
        assert "7 dice" in odds and "Amazing Success" in odds
        tn.command("armory", r"Armory")
        tn.command("look", r"Sword")
        tn.command("yard", r"Training Yard")
        tn.command("hub", r"Limbo")
        tn.command("muse", r"Whispering Grove")
        tn.command("+template/apply Wren", r"Copied Wren")
        tn.command("+odds Might", r"At least one success[^\n]*\n")
        tn.command("hub", r"Limbo")
        tn.command("pbta", r"Hunters' Camp")
        tn.command("+template/apply Ash", r"Copied Ash")
        tn.command("+odds Forceful", r"miss \(6-\)[^\n]*\n")
        tn.command("hub", r"Limbo")
        tn.command("mw", r"Arcane Gymnasium")
        tn.command("+template/apply Brick", r"Copied Brick")
        tn.command("+odds Might,Leverage vs 8", r"Reaching DC 8[^\n]*\n")
