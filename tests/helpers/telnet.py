"""Telnet helpers for the end-to-end tests: log a character in, wait for the
Server to come back, and leave a finished scene in the archive (the web
page tests' shared set-up)."""

import re
import time

from tests.e2e.harness import TelnetClient

PW = "e2e-crash-pw"


def login(port, name, create=False):
    tn = TelnetClient(port)
    tn.read_until("connect", timeout=60)
    if create:
        tn.command(f"create {name} {PW}", r"\[Y\]/N\?")
        tn.command("Y", r"(?i)created")
    tn.command(f"connect {name} {PW}", r"Limbo", timeout=60)
    tn.sync()
    return tn


def wait_back(game_server, since, timeout=180):
    deadline = time.time() + timeout
    while time.time() < deadline:
        text = game_server.log_text()[since:]
        # a reload logs "successfully reloaded"; a start after a crash loads
        # the Server and runs the unpuppet hooks for the link-dead sessions
        if re.search(r"successfully (reloaded|restarted)|Webserver starting on", text):
            break
        time.sleep(0.1)
    game_server.wait_ready(timeout=120)


def as_admin(game_server) -> TelnetClient:
    """A telnet client connected as the e2e server's admin (use it in a
    ``with``: it closes the connection)."""
    tn = TelnetClient(game_server.telnet_port)
    try:
        tn.read_until("connect")
        tn.command(f"connect {game_server.admin[0]} {game_server.admin[1]}", r"You become")
    except BaseException:
        tn.close()
        raise
    return tn


def finished_scene(tn, title: str, pose: str, roll: str | None = None) -> str:
    """Start a scene titled ``title`` where ``tn`` stands, pose ``pose`` in
    it (and ``+roll roll``), finish it; its id."""
    started = tn.command(f"+scene/start {title}", r"starts scene (\d+)")
    scene_id = re.search(r"starts scene (\d+)", started).group(1)
    tn.command(f"pose {pose}", re.escape(pose.split()[-1]))
    if roll:
        tn.command(f"+roll {roll}", rf"(?i){re.escape(roll)}")
    tn.command("+scene/finish", rf"finishes scene {scene_id}")
    return scene_id
