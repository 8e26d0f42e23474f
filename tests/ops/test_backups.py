"""A backup of the test database restores and proves it: its verdict is OK
with the live counts; a truncated or damaged file, or one with migrations
the code does not know, gets a failed verdict with the reason; a second
place that fails is reported in the verdict."""

import gzip
import json
import sqlite3
import tempfile
from pathlib import Path
from unittest import mock

import pytest
from django.db import connection
from django.utils import timezone
from evennia.utils.test_resources import EvenniaTest

from features.community import mail
from features.community.models import Board, Post
from features.scenes.models import Scene, SceneEntry
from features.wiki.models import Page, Revision
from ops.backups import counts, run, store, verify


@pytest.mark.sqlite_only  # backs up a SQLite file made from the test database
class BackupCase(EvenniaTest):
    def setUp(self):
        super().setUp()
        self._tmp = tempfile.TemporaryDirectory(prefix="fourfold-backups-")
        self.dir = Path(self._tmp.name)
        now = timezone.now()
        scene = Scene.objects.create(room_id=self.room1.id, started=now)
        for seq in range(1, 4):
            SceneEntry.objects.create(scene=scene, seq=seq, kind="pose", text=f"waves {seq}.",
                                      created=now)
        board = Board.objects.create(number=99, name="Backups test")
        Post.objects.create(board=board, author_name="Char", text="hello")
        page = Page.objects.create(slug="kept", title="Kept", created=now, updated=now)
        Revision.objects.create(page=page, number=1, title="Kept", category="theme",
                                access=page.access, text="one", created=now)
        mail.send(self.char1, [self.char2], "Hi", "A letter.")

    def tearDown(self):
        self._tmp.cleanup()
        super().tearDown()

    def live_file(self) -> Path:
        """The test database (its rows are in this test's open transaction,
        which the backup API cannot read past) written to a WAL-mode file,
        as the game's database is."""
        connection.ensure_connection()
        path = self.dir / "live.db3"
        if not path.exists():
            with sqlite3.connect(path) as db:
                db.deserialize(connection.connection.serialize())
                db.execute("VACUUM INTO ?", (str(path) + ".tmp",))
            Path(str(path) + ".tmp").rename(path)
            with sqlite3.connect(path) as db:
                db.execute("PRAGMA journal_mode=WAL")
        return path

    def backup(self, **kwargs):
        source = sqlite3.connect(self.live_file())
        try:
            return run.backup("manual", self.dir / "backups", source=source, **kwargs)
        finally:
            source.close()


class TestBackupProvesItself(BackupCase):
    def test_a_backup_restores_with_the_live_counts(self):
        live = counts.count(connection.cursor())
        self.assertEqual(counts.count(sqlite3.connect(self.live_file()).cursor()), live)
        self.assertEqual((live["scene_entries"], live["board_posts"], live["wiki_revisions"]),
                         (3, 1, 1))
        self.assertGreaterEqual(live["mail"], 1)
        self.assertGreaterEqual(live["characters"], 2)
        verdict = self.backup()
        self.assertTrue(verdict["ok"], verdict["reason"])
        self.assertEqual(verdict["counts"], live)
        self.assertEqual(verdict["live_counts"], live)
        path = Path(verdict["file"])
        self.assertEqual(store.parse_name(path.name)[1], "manual")
        self.assertTrue(path.name.endswith(".sqlite3.gz"))
        self.assertEqual(json.loads(store.verdict_path(path).read_text())["ok"], True)
        self.assertEqual(store.read_last(self.dir / "backups")["file"], str(path))
        self.assertEqual(store.backups(self.dir / "backups"), [path])
        self.assertEqual(list((self.dir / "backups").glob("*.part")), [])

    def test_the_copy_is_the_moment_its_counts_were_read(self):
        """Rows written by another connection while the copy runs are in
        neither the copy nor the live counts it is compared with."""
        from ops.backups import make

        live = self.live_file()
        writer = sqlite3.connect(live)
        source = sqlite3.connect(live)
        real_count = counts.count

        def count_then_write(cursor):
            found = real_count(cursor)
            writer.execute("INSERT INTO community_post (board_id, author_name, title, text, created)"
                           " SELECT board_id, 'Late', '', 'late', created FROM community_post")
            writer.commit()
            return found

        counts.count = count_then_write
        try:
            made = make.make("manual", self.dir / "backups", source=source)
        finally:
            counts.count = real_count
            source.close()
        self.assertEqual(made["counts"]["board_posts"], 1)
        self.assertEqual(verify.read(made["path"])["counts"], made["counts"])
        self.assertEqual(counts.count(writer.cursor())["board_posts"], 2)
        writer.close()

    def test_a_truncated_backup_is_refused_with_the_reason(self):
        path = Path(self.backup()["file"])
        data = path.read_bytes()
        path.write_bytes(data[: len(data) // 2])
        found = verify.verify(path, {}, set())
        self.assertFalse(found["ok"])
        self.assertIn("is not a whole gzip file", found["reason"])

    def test_a_damaged_database_is_refused_with_the_reason(self):
        path = Path(self.backup()["file"])
        plain = bytearray(gzip.decompress(path.read_bytes()))
        plain[200:40000] = b"\x07" * (40000 - 200)  # a scribble over the first pages
        path.write_bytes(gzip.compress(bytes(plain)))
        found = verify.verify(path, {}, set())
        self.assertFalse(found["ok"])
        self.assertTrue(any(word in found["reason"] for word in ("integrity", "SQLite", "Fourfold")),
                        found["reason"])

    def test_a_backup_from_a_newer_schema_is_found_out(self):
        path = Path(self.backup()["file"])
        with tempfile.TemporaryDirectory() as tmp:
            plain = Path(tmp) / "db"
            plain.write_bytes(gzip.decompress(path.read_bytes()))
            db = sqlite3.connect(plain)
            db.execute("INSERT INTO django_migrations (app, name, applied) "
                       "VALUES ('scenes', '9999_from_the_future', '2030-01-01')")
            db.commit()
            db.close()  # folds its write-ahead log into the file
            path.write_bytes(gzip.compress(plain.read_bytes()))
        found = verify.read(path)
        self.assertEqual(verify.unknown_migrations(found["migrations"]),
                         ["scenes.9999_from_the_future"])


    def test_a_backup_whose_migrations_do_not_complete_fails_its_check(self):
        """Its migration table says a migration that made a table is not
        applied, so migrate on the scratch copy tries to make the table
        again and stops; the live game's file is not touched."""
        path = Path(self.backup()["file"])
        live_before = self.live_file().read_bytes()
        with tempfile.TemporaryDirectory() as tmp:
            plain = Path(tmp) / "db"
            plain.write_bytes(gzip.decompress(path.read_bytes()))
            db = sqlite3.connect(plain)
            db.execute("DELETE FROM django_migrations WHERE app = 'scenes' AND name = '0004_fight'")
            db.commit()
            migrations = counts.applied_migrations(db.cursor())
            found = counts.count(db.cursor())
            db.close()
            path.write_bytes(gzip.compress(plain.read_bytes()))
        checked = verify.verify(path, found, migrations)
        self.assertFalse(checked["ok"])
        self.assertIn("its migrations do not complete", checked["reason"])
        self.assertIn("already exists", checked["reason"])
        self.assertEqual(self.live_file().read_bytes(), live_before)

    def test_an_older_backup_is_migrated_to_the_end_in_its_check(self):
        """A backup that lacks a migration which can still be applied (its
        table dropped too) passes: migrate completes on the scratch copy."""
        path = Path(self.backup()["file"])
        with tempfile.TemporaryDirectory() as tmp:
            plain = Path(tmp) / "db"
            plain.write_bytes(gzip.decompress(path.read_bytes()))
            db = sqlite3.connect(plain)
            tables = [row[0] for row in db.execute(
                "SELECT name FROM sqlite_master WHERE type = 'table' AND name LIKE 'scenes_fight%'")]
            self.assertTrue(tables)
            for table in tables:
                db.execute(f'DROP TABLE "{table}"')
            db.execute("DELETE FROM django_migrations WHERE app = 'scenes' AND name = '0004_fight'")
            db.commit()
            migrations = counts.applied_migrations(db.cursor())
            found = counts.count(db.cursor())
            db.close()
            path.write_bytes(gzip.compress(plain.read_bytes()))
        checked = verify.verify(path, found, migrations)
        self.assertTrue(checked["ok"], checked["reason"])


class TestSecondPlace(BackupCase):
    def test_a_copy_folder_gets_the_backup_and_its_verdict(self):
        with tempfile.TemporaryDirectory() as there:
            verdict = self.backup(copy_to=(there, None))
            self.assertEqual(verdict["copy_failures"], [])
            name = Path(verdict["file"]).name
            self.assertEqual(sorted(p.name for p in Path(there).iterdir()), [name, name + ".json"])

    def test_a_missing_copy_folder_is_reported(self):
        verdict = self.backup(copy_to=(str(self.dir / "not-mounted"), None))
        self.assertTrue(verdict["ok"])  # the backup itself is good
        self.assertIn("does not exist", verdict["copy_failures"][0])
        self.assertIn("Second copy FAILED", run.summary(verdict))
        kept = store.read_verdict(verdict["file"])
        self.assertEqual(kept["copy_failures"], verdict["copy_failures"])

    def test_a_failing_copy_command_is_reported(self):
        verdict = self.backup(copy_to=(None, ["sh", "-c", "echo no route to host >&2; exit 3",
                                              "{file}"]))
        self.assertEqual(verdict["copy_failures"],
                         ["the copy command sh failed (exit 3): no route to host"])

    def test_a_copy_command_gets_the_file(self):
        with tempfile.TemporaryDirectory() as there:
            verdict = self.backup(copy_to=(None, ["cp", "{file}", there]))
            self.assertEqual(verdict["copy_failures"], [])
            self.assertTrue((Path(there) / Path(verdict["file"]).name).exists())


class TestNoDatabase(BackupCase):
    def test_a_missing_database_gives_a_failed_verdict(self):
        with mock.patch("ops.backups.make.sqlite_path", return_value=str(self.dir / "none.db3")):
            verdict = run.backup("manual", self.dir)
        self.assertFalse(verdict["ok"])
        self.assertIsNone(verdict["file"])
        self.assertIn("there is no database", verdict["reason"])
        self.assertFalse(store.read_last(self.dir)["ok"])


class TestKnownMigrations(BackupCase):
    def test_the_files_on_disk_are_the_ones_django_loads(self):
        from django.db.migrations.loader import MigrationLoader

        loaded = set(MigrationLoader(None, ignore_no_migrations=True).disk_migrations)
        self.assertEqual(counts.known_migrations(), loaded)
        self.assertIn(("scenes", "0004_fight"), loaded)
