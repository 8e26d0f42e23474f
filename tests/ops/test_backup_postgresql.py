"""A PostgreSQL game's backup: ``pg_dump -Fc`` of one snapshot, checked by
``pg_restore`` into a scratch database (then migrated there) that is
dropped after; the counts are the live game's; a dump cut short fails its
check with the reason.

Runs only on PostgreSQL (marked ``pg_only``: the SQLite pass leaves it out,
tests/conftest.py). Rows are committed (a TransactionTestCase), as pg_dump
reads from a connection of its own.
"""

import tempfile
from pathlib import Path

import pytest
from django.db import connection
from django.test import TransactionTestCase
from django.utils import timezone

from features.community.models import Board, Post
from features.scenes.models import Scene, SceneEntry
from ops.backups import counts, make, run, store, verify

pytestmark = pytest.mark.pg_only


class TestPostgreSQLBackup(TransactionTestCase):
    def setUp(self):
        self.assertEqual(make.engine(), "postgresql")
        self._tmp = tempfile.TemporaryDirectory(prefix="fourfold-pg-backups-")
        self.dir = Path(self._tmp.name)
        now = timezone.now()
        scene = Scene.objects.create(room_id=1, room_name="Hall", started=now)
        SceneEntry.objects.bulk_create(
            SceneEntry(scene=scene, seq=seq, kind="pose", text=f"pose {seq}", created=now)
            for seq in range(1, 26))
        board = Board.objects.create(number=98, name="PG backups")
        Post.objects.create(board=board, author_name="Pat", text="kept")

    def tearDown(self):
        self._tmp.cleanup()
        super().tearDown()

    def scratch_databases(self) -> set[str]:
        with connection.cursor() as cursor:
            cursor.execute("SELECT datname FROM pg_database WHERE datname LIKE 'fourfold_verify_%%'")
            return {row[0] for row in cursor.fetchall()}

    def test_a_dump_restores_into_a_scratch_database_with_the_live_counts(self):
        with connection.cursor() as cursor:
            live = counts.count(cursor)
        self.assertEqual((live["scene_entries"], live["board_posts"]), (25, 1))
        before = self.scratch_databases()
        verdict = run.backup("manual", self.dir, prune=False)
        self.assertTrue(verdict["ok"], verdict["reason"])
        self.assertEqual(verdict["engine"], "postgresql")
        self.assertEqual(verdict["counts"], live)
        self.assertEqual(verdict["live_counts"], live)
        path = Path(verdict["file"])
        self.assertTrue(path.name.endswith(store.PG_SUFFIX))
        self.assertEqual(path.read_bytes()[:5], b"PGDMP")  # pg_dump's custom format
        self.assertTrue(store.read_verdict(path)["ok"])
        self.assertEqual(self.scratch_databases(), before)  # the scratch database is dropped

    def test_a_dump_cut_short_fails_its_check(self):
        path = Path(run.backup("manual", self.dir, prune=False)["file"])
        data = path.read_bytes()
        path.write_bytes(data[: len(data) // 2])
        with connection.cursor() as cursor:
            live = counts.count(cursor)
        found = verify.verify(path, live, counts.known_migrations())
        self.assertFalse(found["ok"])
        self.assertIn("does not restore", found["reason"])
