"""SQLite runs with a write-ahead log (server/conf/settings.py)."""

import os
import runpy
import tempfile
from pathlib import Path
from unittest import mock

from django.db.utils import ConnectionHandler
from django.test import SimpleTestCase

SETTINGS = Path(__file__).resolve().parents[2] / "server" / "conf" / "settings.py"


def settings_with(**env) -> dict:
    """The game's settings module run afresh with these environment variables."""
    clean = {k: v for k, v in os.environ.items()
             if k not in ("FOURFOLD_DB_ENGINE", "FOURFOLD_SQLITE_SYNCHRONOUS")}
    clean.update(env)
    with mock.patch.dict(os.environ, clean, clear=True):
        return runpy.run_path(str(SETTINGS))


class WalSettingsTest(SimpleTestCase):
    def test_sqlite_gets_wal_and_normal_sync_by_default(self):
        db = settings_with()["DATABASES"]["default"]
        self.assertEqual(db["ENGINE"], "django.db.backends.sqlite3")
        self.assertEqual(db["OPTIONS"]["init_command"],
                         "PRAGMA journal_mode=WAL;PRAGMA synchronous=NORMAL")

    def test_the_sync_level_can_be_raised_and_nonsense_is_normal(self):
        for value, expected in (("full", "FULL"), (" extra ", "EXTRA"), ("OFF", "NORMAL"),
                                ("x; DROP TABLE y", "NORMAL"), ("", "NORMAL")):
            with self.subTest(value=value):
                got = settings_with(FOURFOLD_SQLITE_SYNCHRONOUS=value)
                self.assertEqual(got["FOURFOLD_SQLITE_SYNCHRONOUS"], expected)
                self.assertTrue(got["DATABASES"]["default"]["OPTIONS"]["init_command"]
                                .endswith(f"synchronous={expected}"))

    def test_postgresql_gets_no_sqlite_pragmas(self):
        db = settings_with(FOURFOLD_DB_ENGINE="postgresql")["DATABASES"]["default"]
        self.assertEqual(db["ENGINE"], "django.db.backends.postgresql")
        self.assertNotIn("OPTIONS", db)


class WalConnectionTest(SimpleTestCase):
    def test_a_connection_made_with_these_options_uses_the_wal(self):
        options = settings_with()["DATABASES"]["default"]["OPTIONS"]
        with tempfile.TemporaryDirectory() as tmp:
            path = os.path.join(tmp, "wal.db3")
            handler = ConnectionHandler({  # a private handler, not the test database
                "default": {"ENGINE": "django.db.backends.dummy"},
                "walcheck": {"ENGINE": "django.db.backends.sqlite3", "NAME": path,
                             "OPTIONS": options}})
            wrapper = handler["walcheck"]
            # Django's own connect step, which runs the init commands (the
            # test run forbids the ordinary route to a database).
            conn = wrapper.get_new_connection(wrapper.get_connection_params())
            try:
                conn.execute("CREATE TABLE t (x INTEGER)")
                conn.execute("INSERT INTO t VALUES (1)")
                mode = conn.execute("PRAGMA journal_mode").fetchone()[0]
                sync = conn.execute("PRAGMA synchronous").fetchone()[0]
                self.assertEqual(mode, "wal")
                self.assertEqual(sync, 1)  # NORMAL
                self.assertTrue(os.path.exists(path + "-wal"))
            finally:
                conn.close()
