"""Deleting an account over telnet against a real server: two players share
a scene and a letter; one deletes their account with their password and a
yes. Their connection is closed, their name and password no longer log in,
and the other player still reads the whole scene and the letter they got."""

import re

import pytest

from tests.e2e.harness import TelnetClient
from tests.helpers.telnet import PW, login

pytestmark = pytest.mark.e2e

LEAVING, STAYING = "Quillon", "Quenby"


def test_a_deleted_player_is_gone_and_the_shared_scene_reads_whole(game_server):
    port = game_server.telnet_port
    leaving = login(port, LEAVING, create=True)
    staying = login(port, STAYING, create=True)
    try:
        started = staying.command("+scene/start The quiet ford", r"starts scene (\d+)")
        scene_id = re.search(r"starts scene (\d+)", started).group(1)
        leaving.command("pose wades into the river.", rf"{LEAVING} wades into the river\.")
        staying.command("pose follows with a lantern.", rf"{STAYING} follows with a lantern\.")
        leaving.command(f"mail {STAYING}=Ford/Meet me on the far bank.", r"(?i)mail sent")
        staying.read_until(r"You have new mail")

        leaving.command("+account/delete not-the-password", r"That is not this account's password")
        leaving.command(f"+account/delete {PW}", rf"This deletes the account {LEAVING}")
        leaving.send("+account/delete/yes")
        leaving.read_until(r"This account has been deleted", timeout=30)
        with pytest.raises(ConnectionError):
            leaving.read_until(r"a line the game never sends", timeout=30)

        log = staying.command(f"+scene/log {scene_id}", r"page \d+ of \d+", timeout=60) + staying.sync()
        assert f"{LEAVING} wades into the river." in log
        assert f"{STAYING} follows with a lantern." in log
        staying.command("mail", r"Ford")
    finally:
        leaving.close()
        staying.close()

    with TelnetClient(port) as again:
        again.read_until("connect", timeout=60)
        out = again.command(f"connect {LEAVING} {PW}", r"(?i)(not right|Limbo)", timeout=30)
        assert "not right" in out and "Limbo" not in out
