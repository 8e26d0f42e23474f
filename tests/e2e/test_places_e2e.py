"""Against a real server over telnet: places (two players at a
table talking with tt while a third at the bar hears nothing, and a pose
at a place seen by the room with the place's name), a character saving and
wearing two descriptions, and an account with two characters switching
between them from two connections at once."""

import pytest

from tests.e2e.harness import TelnetClient
from tests.helpers.telnet import PW
from tests.helpers.telnet import login as login_new

pytestmark = pytest.mark.e2e


def login_admin(game_server):
    tn = TelnetClient(game_server.telnet_port)
    tn.read_until("connect", timeout=60)
    name, password = game_server.admin
    tn.command(f"connect {name} {password}", r"Limbo|Fourfold", timeout=60)
    tn.sync()
    return tn


def connect(port, name):
    tn = TelnetClient(port)
    tn.read_until("connect", timeout=60)
    tn.command(f"connect {name} {PW}", r"(?i)limbo|shared", timeout=60)
    tn.sync()
    return tn


def test_table_talk_is_heard_at_the_table_only(game_server):
    port = game_server.telnet_port
    admin = login_admin(game_server)
    ada, bo, cy = (login_new(port, name, create=True) for name in ("PlAda", "PlBo", "PlCy"))
    try:
        admin.command("+places/create the e2e bar=A zinc counter.", r"new place: the e2e bar")
        admin.command("+places/create an e2e table", r"new place: an e2e table")
        ada.command("join e2e table", r"You join an e2e table")
        bo.command("join e2e table", r"You join an e2e table \(with PlAda\)")
        cy.command("join e2e bar", r"You join the e2e bar")
        cy.command("+places", r"an e2e table\s+at it: PlAda, PlBo")
        for tn in (ada, bo, cy):
            tn.sync()

        ada.command("tt Meet me at midnight.", r'\[At an e2e table\] You say, "Meet me at\s+midnight\."')
        bo.read_until(r'\[At an e2e table\] PlAda says, "Meet me at\s+midnight\."')
        bo.command("tt :nods slowly.", r"\[At an e2e table\] PlBo nods slowly\.")
        ada.read_until(r"\[At an e2e table\] PlBo nods slowly\.")
        heard = cy.sync()
        assert "midnight" not in heard and "nods slowly" not in heard, heard

        cy.command("pose leans on the counter.", r"At the e2e bar, PlCy leans on the\s+counter\.")
        ada.read_until(r"At the e2e bar, PlCy leans on the\s+counter\.")
        bo.read_until(r"At the e2e bar, PlCy leans on the\s+counter\.")
        cy.command("tt Anyone?", r'\[At the e2e bar\] You say, "Anyone\?"')
        assert "Anyone" not in ada.sync() + bo.sync()

        ada.command("depart", r"You leave an e2e table\.")
        ada.command("tt Still here?", r"You are at no place here")
    finally:
        admin.command("+places/destroy e2e bar", r"is gone from")
        admin.command("+places/destroy e2e table", r"is gone from")
        for tn in (admin, ada, bo, cy):
            tn.close()


def test_saving_and_wearing_two_descriptions(game_server):
    tn = login_new(game_server.telnet_port, "PlDesc", create=True)
    try:
        tn.command("desc A patched grey cloak over travel leathers.", r"Your description is set\.")
        tn.command("+desc/save everyday", r"Description 'everyday' saved\.")
        tn.command("+desc/save formal=A black coat with silver buttons.", r"Description 'formal' saved\.")
        tn.command("+desc/wear formal", r"You wear your 'formal' description\.")
        tn.command("look me", r"A black coat with silver\s+buttons\.")
        tn.command("+desc/list", r"formal \(worn\): A black coat[^\n]*\n\s*everyday: A patched grey cloak")
        tn.command("+finger", r"Description:\s+A black coat with silver")
        tn.command("+desc/wear everyday", r"You wear your 'everyday' description\.")
        tn.command("look me", r"A patched grey cloak over\s+travel leathers\.")
    finally:
        tn.close()


def test_one_account_two_characters_switch_on_every_connection(game_server):
    port = game_server.telnet_port
    first = login_new(port, "PlTwo", create=True)
    second = None
    try:
        first.command("charcreate PlSecond", r"Created new character PlSecond")
        second = connect(port, "PlTwo")
        second.command("+finger", r"-+ PlTwo -+")
        first.command("+alts", r"Your characters \(2\): PlSecond, PlTwo\.\s+Your alts are private")

        first.command("ic PlSecond", r"You become PlSecond")
        first.command("+finger", r"-+ PlSecond -+")
        second.sync()
        second.command("+finger", r"-+ PlSecond -+")  # the other connection came along

        second.command("ic PlTwo", r"You become PlTwo")
        second.command("+finger", r"-+ PlTwo -+")
        first.sync()
        first.command("+finger", r"-+ PlTwo -+")
    finally:
        for tn in (first, second):
            if tn is not None:
                tn.close()
