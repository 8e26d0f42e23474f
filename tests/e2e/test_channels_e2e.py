"""Channels as a TinyMUX veteran uses them, against a real server over
telnet (features/channels): addcom, saying and posing by alias, recall
from the channel's history and comlist, all heard by a second player; that
player's `pub off` holds through a reload (and a line said meanwhile does
not reach them); the staff channel stays shut to players."""

import re

import pytest

from tests.helpers.telnet import login

pytestmark = pytest.mark.e2e

# a line may wrap at the client's width: any run of spaces may be a break
WS = r"\s+"


def test_a_veterans_channel_session(game_server):
    port = game_server.telnet_port
    vet, mate = login(port, "Chanvet", create=True), login(port, "Chanmate", create=True)
    try:
        vet.command("addcom pub=Public", r"(already|now) speaks on Public", timeout=30)
        vet.command("pub Hello", r"\[Public\] Chanvet: Hello", timeout=30)
        mate.read_until(r"\[Public\] Chanvet: Hello", timeout=30)
        vet.command("pub :waves", r"\[Public\] Chanvet waves", timeout=30)
        mate.read_until(r"\[Public\] Chanvet waves", timeout=30)
        recall = vet.command("pub last 5", r"Chanvet waves", timeout=30)
        assert re.search(r"The last \d+ on Public:", recall), recall
        assert re.search(r"\[Public\] \S+ \d\d:\d\d Chanvet: Hello", recall), recall
        vet.command("comlist", rf"pub{WS}Public{WS}on", timeout=30)
        mate.command("addcom stf=Staff", r"There is no channel called 'Staff'", timeout=30)
        mate.command("pub off", r"You turn Public off", timeout=30)
        vet.sync()
    finally:
        vet.close()
        mate.close()

    game_server.reload()

    vet, mate = login(port, "Chanvet"), login(port, "Chanmate")
    try:
        mate.command("comlist", rf"pub{WS}Public{WS}off", timeout=30)
        vet.command("pub while you were away", r"\[Public\] Chanvet: while you were away", timeout=30)
        heard = mate.sync()
        assert "while you were away" not in heard, heard
        mate.command("pub on", r"You turn Public on", timeout=30)
        vet.command("pub welcome back", r"Chanvet: welcome back", timeout=30)
        mate.read_until(r"\[Public\] Chanvet: welcome back", timeout=30)
        # recall reads what was kept before the reload too
        mate.command("pub last 4", r"Chanvet: Hello[\s\S]*Chanvet waves[\s\S]*while you were away",
                     timeout=30)
    finally:
        vet.close()
        mate.close()
