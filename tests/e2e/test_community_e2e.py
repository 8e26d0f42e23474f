"""Community commands against a real server over telnet: ooc speech,
offstage and onstage through the demo world's OOC lounge, who, +finger and
+events, and (after a reload) the profile, the event and the remembered IC
room are still there."""

from datetime import datetime, timedelta, timezone

import pytest

from tests.e2e.harness import TelnetClient

pytestmark = pytest.mark.e2e


def login(tn, name, password, new=False):
    tn.read_until("connect")
    if new:
        tn.send(f"create {name} {password}")
        answer = tn.read_until(r"(\[Y\]/N\?|(?i:created))")
        if "N?" in answer:
            tn.command("Y", r"(?i)created")
    tn.command(f"connect {name} {password}", r"Limbo|OOC Lounge|Fourfold")
    tn.sync()


def test_offstage_ooc_finger_events_survive_a_reload(game_server):
    day = (datetime.now(timezone.utc) + timedelta(days=9)).strftime("%Y-%m-%d")
    with TelnetClient(game_server.telnet_port) as tn:
        login(tn, "Quill", "e2e-pass-comm", new=True)
        tn.command("fs3", r"Training Yard")
        tn.command("ooc hello all", r'<OOC> Quill says, "hello all"')
        tn.command("ooc :waves.", r"<OOC> Quill waves\.")
        tn.command("offstage", r"OOC Lounge")
        tn.command("who", r"Quill\s.*OOC Lounge.*OOC")
        tn.command("+finger/set timezone=America/New_York", r"Timezone set to: America/New_York")
        tn.command(f"+event/create {day} 20:00=Lantern walk/Meet at the hub.", r"Event #\d+ 'Lantern walk'")
        tn.command("+events", r"Lantern walk")
    game_server.reload()
    with TelnetClient(game_server.telnet_port) as tn:
        login(tn, "Quill", "e2e-pass-comm")
        tn.command("+finger", r"America/New_York")
        tn.command("+events", rf"{day} 20:00 E[SD]T[^\n]*Lantern walk")
        tn.command("onstage", r"Training Yard")
        tn.command("who", r"Quill\s.*Training Yard.*IC")
        tn.command("@ooc", r"(?i)you go ooc|ooc")
