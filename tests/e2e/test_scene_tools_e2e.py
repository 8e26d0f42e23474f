"""Scene tools end to end over telnet: a player drops their
connection in the middle of a scene and, connecting again, is shown the
repose (the scene's latest poses); they fix a typo in their last pose with
+scene/typo, the other player is told, and once the scene is finished its
web page, fetched over HTTP, shows the pose as fixed and marked "edited"."""

import re
import time
import urllib.request

import pytest

from tests.e2e.harness import TelnetClient
from tests.helpers.telnet import PW, login

pytestmark = pytest.mark.e2e


def test_repose_on_reconnect_then_a_typo_fixed_and_edited_on_the_web(game_server):
    port = game_server.telnet_port
    eve = login(port, "Eska", create=True)
    fen = login(port, "Fenn", create=True)
    try:
        started = eve.command("+scene/start Tools at dusk", r"starts scene \d+")
        scene_id = re.search(r"starts scene (\d+)", started).group(1)
        fen.read_until(r"starts scene", timeout=30)
        eve.command("pose lights the lantern.", r"Eska lights the lantern\.")
        fen.read_until(r"Eska lights the lantern\.", timeout=30)
        fen.command("pose waves a gerting.", r"Fenn waves a gerting\.")
        eve.read_until(r"Fenn waves a gerting\.", timeout=30)

        # Fenn's connection drops; Eska poses on; Fenn comes back
        fen.close()
        time.sleep(1.0)
        eve.command("pose waits for Fenn.", r"Eska waits for Fenn\.")
        fen = TelnetClient(port)
        fen.read_until("connect", timeout=60)
        repose = fen.command(f"connect Fenn {PW}", r"end of\s+repose", timeout=60)
        assert re.search(rf"Repose, scene {scene_id}", repose), repose
        for line in ("Eska lights the lantern.", "Fenn waves a gerting.", "Eska waits for Fenn."):
            assert line in repose, f"{line!r} missing from the repose:\n{repose}"
        assert repose.index("lights the lantern") < repose.index("waits for Fenn")
        fen.sync()

        # the typo fixed: in the log, the room told
        fen.command("+scene/typo waves a greeting.",
                    r"Your last pose now reads: Fenn waves a\s+greeting\.", timeout=30)
        eve.read_until(r"Fenn fixes a typo in their last pose", timeout=30)
        log = fen.command(f"+scene/log {scene_id}", r"page 1 of \d+[\s\S]*?waits for Fenn\.",
                          timeout=30) + fen.sync()
        assert re.search(r"Fenn waves a greeting\.\s+\(edited\)", log), log
        assert "gerting" not in log

        eve.command("+scene/finish", rf"finishes scene {scene_id}", timeout=30)
        url = f"http://127.0.0.1:{game_server.web_port}/scenes/{scene_id}/"
        page = urllib.request.urlopen(url, timeout=60).read().decode()
        assert re.search(r'Fenn waves a greeting\. <span class="ff-edited">\(edited\)</span>', page), page
        assert "gerting" not in page  # the earlier text is staff's
        text = urllib.request.urlopen(url + "log.txt", timeout=60).read().decode()
        assert "Fenn waves a greeting. (edited)" in text
    finally:
        eve.close()
        fen.close()
