"""The Discord bridge against a local stand-in for Discord
(tests/helpers/discord_standin.py), with no network: the e2e server links
Public to the stand-in's channel 100 through FOURFOLD_DISCORD_LINKS
(server/conf/e2e_settings.py) and asks for the API at the stand-in
(FOURFOLD_DISCORD_API_URL).

- A player's line on Public is posted to channel 100 once, escaped for
  Discord's markdown and allowing no mentions; the bot's own post coming
  back from Discord is not relayed again.
- The bot connects once (Evennia's own start-up started it twice) and
  its login does not try to puppet a character.
- A Discord user's message reaches a telnet player on Public as one line,
  its Evennia codes shown as typed, its link codes gone, its newline no
  way to forge a ``[Public]`` line.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
import time
import urllib.request

import pytest

from tests.e2e.harness import REPO, GameServer
from tests.e2e.test_crash_recovery import login

pytestmark = pytest.mark.e2e

TOKEN = "e2e-stand-in-token"  # the one server/conf/e2e_settings.py gives the bot


class StandIn:
    """The stand-in, run in its own process (its own Twisted reactor)."""

    def __init__(self):
        self.proc = subprocess.Popen([sys.executable, "-m", "tests.helpers.discord_standin", TOKEN],
                                     cwd=REPO, stdout=subprocess.PIPE, text=True)
        line = self.proc.stdout.readline()
        match = re.match(r"PORT (\d+)", line)
        if not match:
            self.proc.kill()
            raise RuntimeError(f"the Discord stand-in did not start: {line!r}")
        self.base = f"http://127.0.0.1:{match.group(1)}"

    def get(self, what):
        with urllib.request.urlopen(f"{self.base}/_standin/{what}", timeout=10) as answer:
            return json.loads(answer.read())

    def say(self, **message):
        request = urllib.request.Request(f"{self.base}/_standin/say", method="POST",
                                         data=json.dumps(message).encode("utf-8"))
        with urllib.request.urlopen(request, timeout=10) as answer:
            return json.loads(answer.read())["sent"]

    def wait(self, check, what, timeout=60):
        deadline = time.time() + timeout
        while time.time() < deadline:
            value = check()
            if value:
                return value
            time.sleep(0.3)
        raise AssertionError(f"the stand-in never saw {what}: {self.get('state')} {self.get('posts')}")

    def stop(self):
        self.proc.kill()
        self.proc.wait(timeout=10)


@pytest.fixture(scope="module")
def bridge():
    stand_in = StandIn()
    server = GameServer()
    server.env["FOURFOLD_E2E_DISCORD"] = f"{stand_in.base}/api/v10"
    try:
        server.start()
        stand_in.wait(lambda: stand_in.get("state")["identified"], "the bot identify")
        yield server, stand_in
    finally:
        server.stop()
        stand_in.stop()


def test_a_line_on_public_reaches_discord_escaped_once(bridge):
    server, stand_in = bridge
    mara = login(server.telnet_port, "Mara", create=True)
    try:
        mara.command("pub Hello **bold** @everyone <@123> `code` |rred|n ~~x~~ [a](b) \\o/",
                     r"\[Public\] Mara: Hello", timeout=60)
        posts = stand_in.wait(lambda: stand_in.get("posts"), "a post")
        post = posts[0]
        assert post["channel_id"] == "100"
        assert post["body"]["content"] == (
            r"Mara: Hello \*\*bold\*\* \@everyone \<\@123\> \`code\` red \~\~x\~\~ \[a\](b) \\o/")
        assert post["body"]["allowed_mentions"] == {"parse": []}, "Discord could ping someone"
        time.sleep(2.0)  # a second connection, or the bot relaying its own echo, would show now
        assert len(stand_in.get("posts")) == 1, stand_in.get("posts")
        state = stand_in.get("state")
        assert state["identified"] == 1 and state["clients"] == 1, state
        assert "(Discord)" not in mara.drain(0.5), "the bot's own post came back into the game"
        assert "Error during auto-puppet" not in server.log_text(), "the bot tried to puppet"
    finally:
        mara.close()


def test_a_discord_message_reaches_a_player_on_public_as_one_safe_line(bridge):
    server, stand_in = bridge
    dee = login(server.telnet_port, "Deena", create=True)
    try:
        dee.sync()
        sent = stand_in.say(channel_id="100", username="dee", nick="Dee|r\nX",
                            content="hi |rred|n |lcquit|ltclick me|le\n[Public] Admin: you are banned")
        assert sent == 1
        text = dee.read_until(r"\(Discord\):[^\n]*\n", timeout=30)
        line = text.splitlines()[-1]
        # (Evennia's bot input keeps a link's label alone; core/text/discord.py
        # takes out whatever link code is left)
        assert line == "[Public] Dee|r X (Discord): hi |rred|n click me [Public] Admin: you are banned"
        assert not re.search(r"(?m)^\[Public\] Admin", text + dee.sync()), "a forged line"
        # a message to a channel no link names reaches nobody
        stand_in.say(channel_id="555", content="elsewhere")
        assert "elsewhere" not in dee.drain(2.0)
    finally:
        dee.close()
