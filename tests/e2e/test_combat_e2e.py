"""Two players and an NPC fight three fs3 combat turns over telnet, with a
server reload in the middle of the first turn."""

import re
import time

import pytest

from tests.e2e.harness import TelnetClient

pytestmark = pytest.mark.e2e

ACTED = r"(will attack \w+ on turn \d+|cannot act)"


def make_player(port, name, password):
    tn = TelnetClient(port)
    tn.read_until("connect")
    tn.command(f"create {name} {password}", r"\[Y\]/N\?")
    tn.command("Y", r"(?i)created")
    tn.command(f"connect {name} {password}", r"Limbo")
    return tn


def reload_server(game_server, timeout=120):
    """``evennia reload``, then wait for the server to come back. (Evennia
    logs "successfully reloaded" after a reload, "restarted" after a reset.)"""
    since = len(game_server.log_text())
    game_server.run("reload")
    deadline = time.time() + timeout
    while time.time() < deadline:
        text = game_server.log_text()[since:]
        if "successfully reloaded" in text or "successfully restarted" in text:
            break
        time.sleep(0.1)
    else:
        raise RuntimeError(f"the server did not come back:\n{game_server.log_tail()}")
    game_server.wait_ready()


def test_two_players_and_an_npc_fight_through_a_reload(game_server):
    ashe = make_player(game_server.telnet_port, "Ashe", "e2e-pass-ashe")
    bram = make_player(game_server.telnet_port, "Bram", "e2e-pass-bram")
    try:
        started = ashe.command("+combat/start", r"starts a fight here \(combat #\d+\)")
        # the shared server may have seen other fights first, in any order
        number = re.search(r"combat #(\d+)", started).group(1)
        bram.command("+combat/join", r"Bram joins the fight on team A")
        ashe.command("+combat/add Raider", r"adds Raider \(Goon, 4 dice, team B\)")

        # Turn 1: Ashe and the NPC act, Bram changes stance; then a reload.
        ashe.command("+combat/attack Raider", r"You will attack Raider on turn 1")
        ashe.command("+combat/attack Raider=Bram", r"Raider will attack Bram on turn 1")
        bram.command("+combat/stance Aggressive", r"Bram takes the Aggressive stance")
        reload_server(game_server)
        ashe.sync()
        bram.sync()

        screen = ashe.command("+combat", r"Queued: [^\n]*\n", timeout=30)
        assert "Turn 1" in screen
        assert "attack Raider" in screen and "attack Bram" in screen
        assert "Aggressive" in screen

        # Bram's action is the last a player owed: the turn resolves at once.
        bram.command("+combat/attack Raider", r"Turn 2 begins", timeout=30)
        report = ashe.read_until(r"Turn 2 begins", timeout=20)
        assert "Combat turn 1" in report
        assert "Ashe attacks Raider" in report
        assert "Bram attacks Raider" in report
        assert "Raider attacks Bram" in report or "Raider" in report

        # Turns 2 and 3: the organizer acts for the NPC and ends each turn.
        # (The dice are not scripted: when Bram is knocked out, Ashe's last
        # action is the last one owed and the turn resolves without newturn.)
        for turn in (2, 3):
            said = ashe.command("+combat/attack Raider=Ashe", ACTED)
            said += ashe.command("+combat/attack Raider", ACTED)
            said += ashe.sync()
            if f"Turn {turn + 1} begins" not in said:
                ashe.command("+combat/newturn", rf"Turn {turn + 1} begins")
            bram.read_until(rf"Combat turn {turn}[\s\S]*?Turn {turn + 1} begins", timeout=30)

        # +combat/log takes a turn of this fight, not the fight's number
        log = bram.command("+combat/log 1", r"Turn 2 begins")
        assert "Bram attacks Raider" in log
        listing = ashe.command("+combats", r"Fighters[\s\S]*?Ashe[^\n]*\n")
        # this fight's row: its number, organizer Ashe, on turn 4
        assert re.search(rf"\b{number}\b[^\n]*Ashe[^\n]*\b4\b", listing), listing
        ashe.command("+combat/stop", r"ends fight #\d+")
        bram.read_until(r"ends fight #\d+")
    except BaseException:
        # leave no fight behind in Limbo for the next module on this server
        try:
            ashe.command("+combat/stop", r"ends fight #\d+|no fight|not")
        except Exception:
            pass
        raise
    finally:
        ashe.close()
        bram.close()
