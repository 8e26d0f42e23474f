"""An fs3 fight survives `evennia reload` and a SIGKILL of the Server in the
middle of a turn: queued actions, stances, Luck spends, wounds, Luck and
sheets are as they were after the last completed command, and nothing is
doubled (one fight, each fighter and action once).

After the kill the Portal stays up and starts the Server again by itself
(ops/server_watch.py); the `evennia start` an admin may type then
starts no second Server."""

import os
import re
import signal
import time

import pytest

from tests.helpers.telnet import (  # noqa: F401
    PW,  # noqa: F401
    login,
    wait_back,
)

pytestmark = pytest.mark.e2e





def screen(tn):
    """The fight as its organizer sees it, the organizer's view of wounds
    and Luck, with nothing volatile (timers) in it."""
    text = tn.command("+combat", r"(NPC|Queued)[^\n]*\n", timeout=60)
    text += tn.sync()
    return re.sub(r", resolves in [^.\n]*", ", resolves in (timer)", text)


def state(cara, dov):
    cara.sync()  # whatever the room said before is not part of the state
    dov.sync()
    out = {
        "screen": screen(cara),
        "wounds": re.sub(r"just now|\d+[mhd]( \d+h)? ago", "(age)",
                         cara.command("+damage Dov", r"(?i)(wound|no wounds|healthy)[^\n]*\n", timeout=60)
                         + cara.sync()),
        "cara_luck": cara.command("+luck", r"(?i)luck[^\n]*\n", timeout=60) + cara.sync(),
        "dov_luck": dov.command("+luck", r"(?i)luck[^\n]*\n", timeout=60) + dov.sync(),
        "dov_sheet": dov.command("+sheet", r"Composure.*\n", timeout=60) + dov.sync(),
        "fights": cara.command("+combats", r"(?i)(fighters|no fights)[\s\S]*?\n\S", timeout=60) + cara.sync(),
    }
    return out


def same(before, after, what):
    for key in before:
        assert after[key] == before[key], f"after the {what}, {key} differs:\nBEFORE:\n{before[key]}\nAFTER:\n{after[key]}"




def test_fight_survives_reload_and_sigkill(game_server):
    port = game_server.telnet_port
    cara = login(port, "Cara", create=True)
    dov = login(port, "Dov", create=True)
    try:
        dov.command("+stat Wit=3", r"Wit is now 3")
        dov.command("+stat Alertness=2", r"Alertness is now 2")
        cara.command("+combat/start", r"starts a fight here \(combat #\d+\)")
        dov.command("+combat/join", r"Dov joins the fight")
        cara.command("+combat/add Raider", r"adds Raider")
        # a player organizer wounds only the NPCs of their fight
        cara.command("+damage/inflict Raider=Light/Chest/a graze", r"(?i)raider[^\n]*(light|wound)")
        # Turn 1, half done: Cara and the NPC have queued attacks, Dov has a
        # stance and spends Luck; Dov has not acted yet, so the turn waits.
        cara.command("+combat/attack Raider", r"You will attack Raider on turn 1")
        cara.command("+combat/attack Raider=Dov", r"Raider will attack Dov on turn 1")
        dov.command("+combat/stance Defensive", r"Dov takes the Defensive stance")
        dov.command("+combat/luck defense", r"(?i)luck")
        before = state(cara, dov)
        assert "attack Raider" in before["screen"] and "attack Dov" in before["screen"]
        assert "Defensive" in before["screen"]

        # (a) a reload mid-turn
        since = len(game_server.log_text())
        game_server.run("reload")
        wait_back(game_server, since)
        cara.sync()
        dov.sync()
        after_reload = state(cara, dov)
        same(before, after_reload, "reload")

        # (b) SIGKILL the Server process mid-turn, then start it again
        old_pid = game_server.server_pid()
        os.kill(old_pid, signal.SIGKILL)
        deadline = time.time() + 30
        while time.time() < deadline:
            try:
                os.kill(old_pid, 0)
            except ProcessLookupError:
                break
            time.sleep(0.2)
        for tn in (cara, dov):
            tn.close()
        since = len(game_server.log_text())
        game_server.run("start", check=False)
        wait_back(game_server, since)
        assert game_server.server_pid() != old_pid
        cara = login(port, "Cara")
        dov = login(port, "Dov")
        after_crash = state(cara, dov)
        same(before, after_crash, "SIGKILL")
        assert "resolves in" in after_crash["screen"], "the turn timer did not come back after the crash"

        # the fight goes on from where it was: Dov's action ends the turn, once
        dov.command("+combat/attack Raider", r"Turn 2 begins", timeout=60)
        report = cara.read_until(r"Turn 2 begins", timeout=60)
        assert report.count("Cara attacks Raider") == 1
        assert report.count("Raider attacks Dov") == 1
        cara.command("+combat/stop", r"ends fight #\d+")
    finally:
        cara.close()
        dov.close()
