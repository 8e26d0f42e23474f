"""A ``register`` site lock over real connections: with one on 127.0.0.1
(where every test connection comes from), ``create`` is refused over
telnet and over the web client's websocket, while an account made before
the lock still logs in over both. A ``ban`` lock closes a new
connection before its connection screen, while a player already connected
plays on. Each lock is removed afterwards, so the shared server is left as
it was."""

import re

import pytest

from tests.e2e.harness import TelnetClient
from tests.e2e.wsclient import WebSocketPlayer
from tests.helpers.telnet import as_admin

pytestmark = pytest.mark.e2e

REFUSED = r"New accounts cannot be made from your site[\s\S]*Nothing was created"


def test_register_lock_refuses_new_accounts_but_not_logins(game_server):
    with TelnetClient(game_server.telnet_port) as tn:
        tn.read_until("connect", timeout=60)
        tn.command("create Sitelocked e2e-slk-pw-9", r"\[Y\]/N\?", timeout=60)
        tn.command("Y", r"(?i)created", timeout=30)
    with as_admin(game_server) as admin:
        added = admin.command("+sitelock/add 127.0.0.1=register/e2e test", r"Site lock (\d+) added",
                              timeout=30)
        number = re.search(r"Site lock (\d+) added", added).group(1)
        try:
            with TelnetClient(game_server.telnet_port) as tn:
                tn.read_until("connect", timeout=60)
                out = tn.command("create Sitelocknew e2e-slk-pw-9", REFUSED, timeout=30)
                assert "[Y]/N?" not in out
                tn.command("connect Sitelocked e2e-slk-pw-9", r"Limbo", timeout=60)
            with WebSocketPlayer(game_server.websocket_port) as web:
                web.read_until("connect", timeout=60)
                web.command("create Sitelockweb e2e-slk-pw-9", REFUSED, timeout=30)
                web.command("connect Sitelocked e2e-slk-pw-9", r"Limbo", timeout=60)
            with TelnetClient(game_server.telnet_port) as tn:
                tn.read_until("connect", timeout=60)
                out = tn.command("connect Sitelocknew e2e-slk-pw-9", r"(?i)(not right|Limbo)",
                                 timeout=30)
                assert "Limbo" not in out  # the refused account was never made
        finally:
            admin.command(f"+sitelock/del {number}", r"Site lock removed", timeout=30)
    with TelnetClient(game_server.telnet_port) as tn:  # and without the lock, create works again
        tn.read_until("connect", timeout=60)
        tn.command("create Sitelockafter e2e-slk-pw-9", r"\[Y\]/N\?", timeout=60)


def test_ban_lock_closes_a_new_connection(game_server):
    with as_admin(game_server) as admin:
        added = admin.command("+sitelock/add 127.0.0.1=ban/e2e test", r"Site lock (\d+) added",
                              timeout=30)
        number = re.search(r"Site lock (\d+) added", added).group(1)
        try:
            with TelnetClient(game_server.telnet_port) as tn:
                out = tn.read_until(r"Connections from your site are banned", timeout=60)
                assert "connect <" not in out
            # the admin, connected before the ban, still plays
            admin.command("+sitelock", r"e2e test", timeout=30)
        finally:
            admin.command(f"+sitelock/del {number}", r"Site lock removed", timeout=30)
    with TelnetClient(game_server.telnet_port) as tn:
        tn.read_until("connect", timeout=60)
