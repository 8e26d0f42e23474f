"""A scene end to end over telnet: two players start a scene, pose, say,
roll, fight a turn of fs3 combat, read the log in the game, survive a
SIGKILL of the Server right after a pose (the pose is in the log when it
comes back), finish the scene and find the whole log on its web page."""

import os
import re
import signal
import time
import urllib.request

import pytest

from tests.helpers.telnet import login, wait_back

pytestmark = pytest.mark.e2e


def read_log(tn, scene_id):
    """Every page of the scene's log, as the game shows it."""
    text, page = "", 1
    while True:
        out = tn.command(f"+scene/log {scene_id} {page}", r"page \d+ of \d+[\s\S]*?\n(?=\S|$)",
                         timeout=60) + tn.sync()
        text += out
        if f"More: +scene/log {scene_id} {page + 1}" not in out:
            return text
        page += 1


def test_a_scene_from_start_to_web_through_a_crash(game_server):
    port = game_server.telnet_port
    ana = login(port, "Ana", create=True)
    bram = login(port, "Birk", create=True)
    try:
        ana.command("+stat Wit=3", r"Wit is now 3")
        ana.command("+stat Alertness=2", r"Alertness is now 2")
        started = ana.command("+scene/start The long night", r"starts scene \d+")
        scene_id = re.search(r"starts scene (\d+)", started).group(1)
        bram.read_until(r"starts scene", timeout=30)
        ana.command("pose draws her blade.", r"Ana draws her blade\.")
        bram.read_until(r"Ana draws her blade\.", timeout=30)
        bram.command('say Not tonight.', r"(?i)you say")
        ana.read_until(r'Birk says, "Not tonight\."', timeout=30)
        ana.command("+roll Alertness", r"Ana rolls Alertness[^\n]*\n", timeout=30)
        bram.read_until(r"Ana rolls Alertness", timeout=30)
        # a turn of fs3 combat
        ana.command("+combat/start", r"starts a fight here")
        ana.command("+combat/add Raider", r"adds Raider")
        ana.command("+combat/attack Raider", r"You will attack Raider on turn 1")
        ana.command("+combat/newturn", r"Turn 2 begins", timeout=60)
        ana.command("+combat/stop", r"ends fight #\d+")
        ana.sync()
        bram.sync()

        # the pose Bram saw survives a SIGKILL that follows at once
        ana.send("pose keeps watch until dawn.")
        bram.read_until(r"Ana keeps watch until dawn\.", timeout=30)
        old_pid = game_server.server_pid()
        os.kill(old_pid, signal.SIGKILL)
        deadline = time.time() + 30
        while time.time() < deadline:
            try:
                os.kill(old_pid, 0)
            except ProcessLookupError:
                break
            time.sleep(0.2)
        for tn in (ana, bram):
            tn.close()
        since = len(game_server.log_text())
        game_server.run("start", check=False)
        wait_back(game_server, since)
        ana = login(port, "Ana")
        bram = login(port, "Birk")

        log = read_log(bram, scene_id)
        for line in ("Ana draws her blade.", 'Birk says, "Not tonight."', "Ana rolls Alertness",
                     "Combat turn 1", "Ana keeps watch until dawn."):
            assert line in log, f"{line!r} missing from the log:\n{log}"
        assert log.index("draws her blade") < log.index("rolls Alertness") < log.index("Combat turn 1") \
            < log.index("keeps watch")

        ana.command("+scene/finish", rf"finishes scene {scene_id}", timeout=30)
        url = f"http://127.0.0.1:{game_server.web_port}/scenes/{scene_id}/"
        page = urllib.request.urlopen(url, timeout=60).read().decode()
        assert "The long night" in page
        for line in ("Ana draws her blade.", "Ana rolls Alertness", "Combat turn 1",
                     "Ana keeps watch until dawn."):
            assert line in page, f"{line!r} missing from the web page"
        text = urllib.request.urlopen(url + "log.txt", timeout=60).read().decode()
        assert "Ana keeps watch until dawn." in text
    finally:
        ana.close()
        bram.close()
