"""The web client's websocket opens for the game's own pages and for clients
that send no Origin, and refuses (HTTP 403) a page from another site
(portal/origin.py), over a real socket to a running Portal."""

from __future__ import annotations

import pytest

from tests.e2e.wsclient import open_websocket

pytestmark = pytest.mark.e2e


def status(server, origin):
    sock, line = open_websocket(server.websocket_port, origin=origin)
    sock.close()
    return line


def test_a_page_from_another_site_is_refused(game_server):
    before = len(game_server.portal_log_text())
    assert " 403 " in status(game_server, "http://evil.example")
    assert " 403 " in status(game_server, f"http://evil.example:{game_server.web_port}")
    assert " 403 " in status(game_server, "null")
    assert "refused a websocket" in game_server.portal_log_text()[before:]


def test_the_games_own_page_and_plain_clients_are_let_in(game_server):
    assert " 101 " in status(game_server, f"http://127.0.0.1:{game_server.web_port}")
    assert " 101 " in status(game_server, None)
