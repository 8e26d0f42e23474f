"""The test database written out to a file, as a game's SQLite database is
(write-ahead log on), for code that works on the file itself: backups,
restores, upgrades."""

import sqlite3
from pathlib import Path

from django.db import connection


def sqlite_file(path) -> Path:
    """Write the test database, rows of the open transaction included, to
    ``path`` (once) and return it."""
    path = Path(path)
    if path.exists():
        return path
    connection.ensure_connection()
    part = Path(str(path) + ".tmp")
    with sqlite3.connect(":memory:") as db:
        db.deserialize(connection.connection.serialize())
        db.execute("VACUUM INTO ?", (str(part),))
    part.rename(path)
    with sqlite3.connect(path) as db:
        db.execute("PRAGMA journal_mode=WAL")
    return path
