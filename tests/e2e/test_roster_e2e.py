"""A roster claim over telnet against a real server: staff put a player's
character on the roster, another player claims it, staff approve; the
claimant takes it up with `ic`, sees none of its old mail, and the old
player, back with a new character, still reads every letter they had."""

import pytest

from tests.e2e.harness import TelnetClient

pytestmark = pytest.mark.e2e

OLD, NEW, PW = "Rostelle", "Rosquin", "e2e-pass-roster"


def create_and_connect(tn, name):
    tn.read_until("connect")
    tn.command(f"create {name} {PW}", r"\[Y\]/N\?")
    tn.command("Y", r"(?i)created")
    return tn.command(f"connect {name} {PW}", r"Limbo")


def test_a_roster_claim_moves_the_character_and_leaves_the_mail(game_server):
    admin_name, admin_pw = game_server.admin
    with TelnetClient(game_server.telnet_port) as admin:
        admin.read_until("connect")
        admin.command(f"connect {admin_name} {admin_pw}", r"Limbo")
        with TelnetClient(game_server.telnet_port) as old:
            create_and_connect(old, OLD)
            admin.command(f"mail {OLD}=Harbour/The ship sails at dawn.", r"Mail sent to")
            old.read_until(r"You have new mail")
            old.command("desc A sailor with a scar.", r"(?i)description")
            old.send("quit")
        admin.command(f"+idle/roster {OLD}=A sailor with debts in every port.",
                      rf"{OLD} is on the roster now")
        with TelnetClient(game_server.telnet_port) as new:
            create_and_connect(new, NEW)
            new.command("+roster", rf"{OLD}\s+A sailor with debts")
            filed = new.command(f"+roster/claim {OLD}=I want to pay them off.",
                                r"You asked for \w+: request #\d+")
            number = filed.rsplit("request #", 1)[1].split(".")[0]
            admin.command(f"+roster/approve {OLD}",
                          rf"{OLD} is now {NEW}'s \(request #{number} closed\)\.\s+1\s+letter\(s\)\s+stay")
            new.read_until(rf"Request #{number}[\s\S]*closed")
            new.command(f"ic {OLD}", rf"You become {OLD}")
            new.command("look me", r"A sailor with a scar\.")
            new.command("mail", r"Your mailbox is empty\.")
            new.send("quit")

    # the old player: their character is gone from their account, their mail is not
    with TelnetClient(game_server.telnet_port) as old:
        old.read_until("connect")
        # no character left to take up: in out of character
        old.command(f"connect {OLD} {PW}", r"You have no character to play yet\.")
        old.command(f"ic {OLD}", r"That is not a valid character choice\.")
        old.command("charcreate Rostelline", r"(?i)created")
        old.command("ic Rostelline", r"You become Rostelline")
        old.command("mail", r"Your mail \(1, 1 unread\)[\s\S]*Harbour")
        old.command("mail 1", r"The ship sails at dawn\.")
