"""The running game's SQLite database is in write-ahead-log mode (see
server/conf/settings.py); a PostgreSQL game makes no SQLite file at all."""

import sqlite3

import pytest

from tests.e2e.harness import TelnetClient

pytestmark = pytest.mark.e2e


def test_the_game_database_keeps_a_write_ahead_log(game_server):
    with TelnetClient(game_server.telnet_port) as client:
        client.read_until("connect")  # the Server is up and has its database open
    path = game_server.dir / "server" / "e2e.db3"
    if game_server.pg_database:
        assert not path.exists()
        return
    conn = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    try:
        assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    finally:
        conn.close()
