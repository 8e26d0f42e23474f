"""Pages over telnet against a real server: a page, a pose-page, a reply to
the last paged with page <text>, the history, and a page to a player who
blocked the sender, refused with the neutral answer and never seen."""

import pytest

from tests.helpers.telnet import login

pytestmark = pytest.mark.e2e


def test_page_pose_reply_and_a_block(game_server):
    port = game_server.telnet_port
    with login(port, "Pgmara", create=True) as mara, login(port, "Pgtobin", create=True) as tobin:
        mara.command("page pgtobin=Free for a scene tonight?",
                     r"You paged Pgtobin: Free for a scene tonight\?")
        tobin.read_until(r"Pgmara pages: Free for a scene tonight\?")
        # a unique prefix, and a pose
        mara.command("page pgt=:waves from across the city.",
                     r"Long distance to Pgtobin: Pgmara waves from\s+across the city\.")
        tobin.read_until(r"From afar, Pgmara waves from\s+across the city\.")
        # Tobin answers whoever he paged last: nobody yet, so he names her once
        tobin.command("page Pgmara=Yes, at nine.", r"You paged Pgmara: Yes, at nine\.")
        mara.read_until(r"Pgtobin pages: Yes, at nine\.")
        tobin.command("page See you there.", r"You paged Pgmara: See you there\.")
        mara.read_until(r"Pgtobin pages: See you there\.")
        history = tobin.command("page/last 3", r"Your last 3 pages[\s\S]*See you there\.")
        assert "From afar, Pgmara waves" in history
        assert "You paged Pgmara: Yes, at nine." in " ".join(history.split())
        # Tobin blocks her: her page is refused, neutrally, and never reaches him
        tobin.command("+block pgmara", r"You block Pgmara")
        refused = mara.command("page Pgtobin=Are you cross with me?", r"not taking pages right now\.")
        assert "block" not in refused.lower()
        mara.command("mail Pgtobin=Hello/A letter.", r"Pgtobin is not taking mail right now\.")
        assert "cross with me" not in tobin.sync()
        tobin.command("+unblock pgmara", r"You unblock Pgmara")
        mara.command("page Pgtobin=Friends again?", r"You paged Pgtobin: Friends again\?")
        tobin.read_until(r"Pgmara pages: Friends again\?")
