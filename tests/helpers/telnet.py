"""Telnet helpers for the end-to-end tests: log a character in, and wait for the Server to come back."""

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
    tn.drain(0.5)
    return tn


def wait_back(game_server, since, timeout=180):
    deadline = time.time() + timeout
    while time.time() < deadline:
        text = game_server.log_text()[since:]
        # a reload logs "successfully reloaded"; a start after a crash loads
        # the Server and runs the unpuppet hooks for the link-dead sessions
        if re.search(r"successfully (reloaded|restarted)|Webserver starting on", text):
            break
        time.sleep(0.5)
    game_server.wait_ready(timeout=120)
