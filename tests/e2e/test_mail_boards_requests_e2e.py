"""Mail, boards, requests and the message of the day over telnet against a
real server, through a reload: a newcomer reads the welcome post, cannot
post announcements, submits chargen (the admin, online, is told and gets a
request), mails the admin; after a reload everything is still there, and
the next login shows one block with the MOTD and the request's news."""

import pytest

from tests.e2e.harness import TelnetClient

pytestmark = pytest.mark.e2e


def connect(tn, name, password, expect=r"Limbo"):
    tn.read_until("connect")
    return tn.command(f"connect {name} {password}", expect)


def test_mail_boards_requests_and_motd(game_server):
    admin_name, admin_pw = game_server.admin
    with TelnetClient(game_server.telnet_port) as admin, TelnetClient(game_server.telnet_port) as tn:
        connect(admin, admin_name, admin_pw)
        tn.read_until("connect")
        tn.command("create Corvin e2e-pass-corvin", r"\[Y\]/N\?")
        tn.command("Y", r"(?i)created")
        tn.command("connect Corvin e2e-pass-corvin", r"Limbo")
        boards = tn.command("+bbread", r"\+bbnew reads")
        assert "Announcements" in boards and "Public" in boards
        tn.command("+bbnew", r"Welcome to Fourfold[\s\S]*each time you log\s+in\.")
        tn.command("+bbpost Announcements/Mine=Hello", r"You may not post on Announcements\.")
        tn.command("+bbpost Public/Hello all=Glad to be here.", r"Posted on Public as post \d+")
        tn.command("fs3", r"Training Yard")
        tn.command("+template/apply Rook", r"Copied Rook")
        tn.command("+chargen/submit", r"Submitted")
        told = admin.read_until(r"New request #(\d+)[^\n]* from Corvin: Chargen: fs3 sheet")
        number = told.rsplit("New request #", 1)[1].split("|")[0].split()[0].strip()
        tn.command(f"mail {admin_name}=Hello/Is my sheet all right?", r"Mail sent to")
        admin.read_until(r"You have new mail from Corvin: Hello")
        admin.command("+motd/set Game night on Friday.", r"message of the day is now")
        tn.command("+request Name=Please spell it Corvyn.", r"Request #\d+ filed")
        tn.send("quit")

    game_server.reload()

    with TelnetClient(game_server.telnet_port) as admin:
        block = connect(admin, admin_name, admin_pw, r"open requests? for staff \(\+jobs\)")
        assert "Game night on Friday." in block and "unread letter" in block
        jobs = admin.command("+jobs", r"Open requests[\s\S]*Chargen: fs3 sheet[^\n]*\n")
        assert "Corvin" in jobs
        admin.command("mail 1", r"Is my sheet all right\?")
        admin.command(f"+job/note {number}=Sheet looks fine.", r"staff only")
        admin.command("+approve Corvin", r"approved and locked")
        admin.command(f"+job {number}", r"closed[\s\S]*Sheet looks fine")
        admin.command("+motd/clear", r"cleared")
        filed = admin.command("+request Private=Not for players.", r"Request #\d+ filed")
        private = filed.rsplit("Request #", 1)[1].split()[0]

    with TelnetClient(game_server.telnet_port) as tn:
        block = connect(tn, "Corvin", "e2e-pass-corvin", r"news on 1 request \(\+requests\)")
        mine = tn.command(f"+request {number}", r"Approved by")
        assert "Sheet looks fine" not in mine  # the staff note stays with staff
        tn.command(f"+request {private}", rf"You have no request #{private} ")
