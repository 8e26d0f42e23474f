"""One account connected over telnet and the web client's websocket at
once: the second login throws nobody out, both connections see
what happens around the character, and both act for it."""

import pytest

from tests.e2e.harness import TelnetClient
from tests.e2e.wsclient import WebSocketPlayer

pytestmark = pytest.mark.e2e


def test_telnet_and_websocket_share_one_character(game_server):
    with TelnetClient(game_server.telnet_port) as other, TelnetClient(game_server.telnet_port) as tn:
        other.read_until("connect", timeout=60)
        other.command("create Orla e2e-stay-pw", r"\[Y\]/N\?")
        other.command("Y", r"(?i)created")
        other.command("connect Orla e2e-stay-pw", r"Limbo", timeout=60)

        tn.read_until("connect", timeout=60)
        tn.command("create Brisk e2e-stay-pw", r"\[Y\]/N\?")
        tn.command("Y", r"(?i)created")
        tn.command("connect Brisk e2e-stay-pw", r"Limbo", timeout=60)

        with WebSocketPlayer(game_server.websocket_port) as web:
            web.read_until("connect", timeout=60)
            web.command("connect Brisk e2e-stay-pw", r"Limbo", timeout=60)
            # the telnet connection is still there, told it now shares the character
            shared = tn.read_until(r"Another of your connections now plays", timeout=30)
            assert "elsewhere" not in shared.lower()
            # another player's pose reaches both connections
            other.command("pose waves at Brisk.", r"Orla waves at Brisk\.")
            tn.read_until(r"Orla waves at Brisk\.", timeout=30)
            web.read_until(r"Orla waves at Brisk\.", timeout=30)
            # and both act: a command from each is answered
            tn.command("think from the telnet side", r"from the telnet side", timeout=30)
            web.command("think from the browser side", r"from the browser side", timeout=30)
            tn.command("say Hello from telnet.", r'You say, "Hello from telnet\."', timeout=30)
            other.read_until(r'Brisk says, "Hello from telnet\."', timeout=30)
            web.command("say Hello from the web.", r'You say, "Hello from the web\."', timeout=30)
            other.read_until(r'Brisk says, "Hello from the web\."', timeout=30)
            # the room was told once that Brisk came in, not again for the second login
            assert "Brisk has entered the game" not in other.sync()
        # the web client closing leaves the telnet connection playing
        tn.sync()
        out = tn.command("look", r"Limbo", timeout=30)
        assert "Limbo" in out
