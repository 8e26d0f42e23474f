"""./fourfold restore's work (ops/backups/restore.py) on a game database in
a file: it refuses a missing file, a backup whose check failed (unless
forced) and one from a newer schema, changing nothing; a restore backs up
and keeps aside the live database, never overwriting one, and puts the
backup's rows back."""

import gzip
import sqlite3
import tempfile
from datetime import timedelta
from pathlib import Path
from unittest import mock

from django.test import override_settings

from ops.backups import restore, run, store
from tests.ops.test_backups import BackupCase


class RestoreCase(BackupCase):
    def setUp(self):
        super().setUp()
        self.live = self.live_file()
        patch = mock.patch("ops.backups.make.sqlite_path", return_value=str(self.live))
        patch.start()
        self.addCleanup(patch.stop)
        folder = override_settings(FOURFOLD_BACKUP_DIR=str(self.dir / "backups"))
        folder.enable()
        self.addCleanup(folder.disable)

    def posts(self, path=None):
        db = sqlite3.connect(path or self.live)
        try:
            return db.execute("SELECT COUNT(*) FROM community_post").fetchone()[0]
        finally:
            db.close()

    def add_post(self):
        db = sqlite3.connect(self.live)
        db.execute("INSERT INTO community_post (board_id, author_name, title, text, created)"
                   " SELECT board_id, 'Later', '', 'later', created FROM community_post LIMIT 1")
        db.commit()
        db.close()


class TestRestore(RestoreCase):
    def test_a_restore_keeps_the_live_database_aside_and_puts_the_backup_back(self):
        verdict = run.backup("manual")
        self.assertTrue(verdict["ok"], verdict["reason"])
        self.add_post()
        self.assertEqual(self.posts(), 2)
        said = restore.restore(restore.resolve("latest"))
        self.assertEqual(self.posts(), 1)
        aside = [p for p in self.dir.iterdir() if ".before-restore-" in p.name]
        self.assertEqual(len(aside), 1)
        self.assertEqual(self.posts(aside[0]), 2)
        kinds = [store.parse_name(p.name)[1] for p in store.backups()]
        self.assertEqual(kinds, ["manual", "pre-restore"])
        self.assertIn("the live database was kept aside as", "\n".join(said))
        # "latest" is never the pre-restore copy
        self.assertEqual(restore.resolve("latest"), Path(verdict["file"]))

    def test_latest_is_the_newest_good_backup(self):
        good = Path(run.backup("manual")["file"])
        when, kind = store.parse_name(good.name)
        failed = good.with_name(store.file_name(when + timedelta(seconds=1), kind, store.SQLITE_SUFFIX))
        failed.write_bytes(good.read_bytes())
        store.write_verdict(failed, {"file": str(failed), "ok": False, "reason": "counts differ"})
        self.assertEqual(restore.resolve("latest"), good)
        good.unlink()  # with no good one left, the newest, for the check to refuse
        self.assertEqual(restore.resolve("latest"), failed)
        with self.assertRaisesRegex(restore.Refused, "counts differ"):
            restore.check(failed)

    def test_a_missing_file_is_refused(self):
        with self.assertRaisesRegex(restore.Refused, "no such file"):
            restore.resolve(str(self.dir / "gone.sqlite3.gz"))
        with self.assertRaisesRegex(restore.Refused, "there is no backup"):
            restore.resolve("latest")

    def test_a_truncated_backup_is_refused_and_nothing_changes(self):
        path = Path(run.backup("manual")["file"])
        path.write_bytes(path.read_bytes()[:3000])
        self.add_post()
        with self.assertRaisesRegex(restore.Refused, "not a whole gzip file"):
            restore.restore(path)
        self.assertEqual(self.posts(), 2)
        self.assertFalse([p for p in self.dir.iterdir() if ".before-restore-" in p.name])

    def test_a_failed_backup_needs_force(self):
        path = Path(run.backup("manual")["file"])
        kept = store.read_verdict(path)
        store.write_verdict(path, dict(kept, ok=False, reason="the counts differ"))
        with self.assertRaisesRegex(restore.Refused, "failed its check.*--force"):
            restore.check(path)
        restore.check(path, force=True)

    def test_a_newer_schema_is_refused(self):
        path = Path(run.backup("manual")["file"])
        with tempfile.TemporaryDirectory() as tmp:
            plain = Path(tmp) / "db"
            plain.write_bytes(gzip.decompress(path.read_bytes()))
            db = sqlite3.connect(plain)
            db.execute("INSERT INTO django_migrations (app, name, applied) "
                       "VALUES ('wiki', '0099_later', '2030-01-01')")
            db.commit()
            db.close()
            path.write_bytes(gzip.compress(plain.read_bytes()))
        with self.assertRaisesRegex(restore.Refused, "newer Fourfold.*wiki.0099_later"):
            restore.check(path)


class TestUncheckedBackup(RestoreCase):
    def test_one_kept_without_a_verdict_has_its_migrations_tried(self):
        path = Path(run.backup("manual")["file"])
        store.verdict_path(path).unlink()
        with tempfile.TemporaryDirectory() as tmp:
            plain = Path(tmp) / "db"
            plain.write_bytes(gzip.decompress(path.read_bytes()))
            db = sqlite3.connect(plain)
            db.execute("DELETE FROM django_migrations WHERE app = 'scenes' AND name = '0004_fight'")
            db.commit()
            db.close()
            path.write_bytes(gzip.compress(plain.read_bytes()))
        with self.assertRaisesRegex(restore.Refused, "its migrations do not complete.*--force"):
            restore.check(path)
        self.assertTrue(restore.check(path, force=True)["migrate_problem"])


class TestRestoreThatFails(RestoreCase):
    """A restore that fails part way (the disk fills while the backup is
    unpacked, the last rename fails) leaves the live database as it was and
    no half-written file; at no step is the live file missing."""

    def setUp(self):
        super().setUp()
        self.verdict = run.backup("manual")
        self.assertTrue(self.verdict["ok"], self.verdict["reason"])
        self.add_post()
        self.before = self.live.read_bytes()

    def assert_untouched(self):
        self.assertEqual(self.posts(), 2)
        self.assertEqual(list(self.dir.glob("*.restore.part")), [])

    def test_a_full_disk_while_unpacking(self):
        import errno
        import shutil

        real = shutil.copyfileobj

        def fill_up(src, dst, *args):
            if getattr(dst, "name", "").endswith(".restore.part"):
                dst.write(b"half")
                raise OSError(errno.ENOSPC, "No space left on device")
            return real(src, dst, *args)

        with mock.patch("ops.backups.restore.shutil.copyfileobj", side_effect=fill_up):
            with self.assertRaisesRegex(restore.Refused, "the disk is full.*as it was"):
                restore.restore(Path(self.verdict["file"]))
        self.assert_untouched()

    def test_the_swap_fails(self):
        import os

        real = os.replace

        def refuse(src, dst):
            if str(src).endswith(".restore.part"):
                self.assertTrue(self.live.exists())
                raise OSError("Input/output error")
            return real(src, dst)

        with mock.patch("ops.backups.restore.os.replace", side_effect=refuse):
            with self.assertRaisesRegex(restore.Refused, "Input/output error.*as it was"):
                restore.restore(Path(self.verdict["file"]))
        self.assert_untouched()

    def test_the_live_file_is_there_at_every_step(self):
        """Each filesystem step of the swap finds a whole live database."""
        import os

        real_replace, real_unlink = os.replace, Path.unlink
        seen, swapped = [], []

        def watch_replace(src, dst):
            if str(src).endswith(".restore.part"):
                seen.append(self.posts())
                swapped.append(dst)
            return real_replace(src, dst)

        def watch_unlink(path, *args, **kwargs):
            if str(path).startswith(str(self.live)) and not swapped:
                seen.append(self.posts())
            return real_unlink(path, *args, **kwargs)

        with mock.patch("ops.backups.restore.os.replace", side_effect=watch_replace), \
                mock.patch.object(Path, "unlink", watch_unlink):
            restore.restore(Path(self.verdict["file"]))
        self.assertTrue(seen)
        self.assertEqual(set(seen), {2})
        self.assertEqual(self.posts(), 1)
        self.assertEqual(list(self.dir.glob("*.restore.part")), [])

    def test_a_log_that_cannot_be_folded_in_is_kept_and_put_back(self):
        """A damaged database whose write-ahead log SQLite cannot fold in:
        the log is kept aside with it, and when the swap then fails the live
        file gets its own log back."""
        import os

        wal = Path(f"{self.live}-wal")
        real = os.replace

        def cannot_fold(_live):
            wal.write_bytes(b"a log SQLite could not fold in")
            return False

        def refuse(src, dst):
            if str(src).endswith(".restore.part"):
                raise OSError("Input/output error")
            return real(src, dst)

        with mock.patch("ops.backups.restore._checkpoint", side_effect=cannot_fold), \
                mock.patch("ops.backups.restore.os.replace", side_effect=refuse):
            with self.assertRaisesRegex(restore.Refused, "as it was"):
                restore.restore(Path(self.verdict["file"]))
        self.assertEqual(wal.read_bytes(), b"a log SQLite could not fold in")
        kept = [p for p in self.dir.iterdir() if p.name.endswith("-wal") and "before-restore" in p.name]
        self.assertEqual([p.read_bytes() for p in kept], [b"a log SQLite could not fold in"])
        self.assertEqual(list(self.dir.glob("*.restore-old")), [])
        wal.unlink()
        self.assert_untouched()


class CliCase(RestoreCase):
    """Runs ./fourfold's command module in this process."""

    def fill_up_at(self, ending):
        import errno
        import shutil

        real = shutil.copyfileobj

        def fill_up(src, dst, *args):
            if getattr(dst, "name", "").endswith(ending) or str(getattr(dst, "name", "")).endswith(
                    ending + ".part"):
                dst.write(b"half")
                raise OSError(errno.ENOSPC, "No space left on device")
            return real(src, dst, *args)

        return fill_up

    def cli(self, *argv):
        import contextlib
        import io

        from ops.backups import cli

        out, err = io.StringIO(), io.StringIO()
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            code = cli.main(list(argv))
        return code, out.getvalue() + err.getvalue()


class TestFullDisk(CliCase):
    """The disk fills while a backup is written or a restore unpacks:
    ./fourfold's command says so plainly, exits 1, leaves no half-written
    file and changes nothing of the live game; a failed backup is filed as
    a request to staff."""

    def test_a_backup_on_a_full_disk(self):
        from features.community.models import Request

        before = self.live.read_bytes()
        with mock.patch("ops.backups.make.shutil.copyfileobj",
                        side_effect=self.fill_up_at(".sqlite3.gz")):
            code, said = self.cli("backup")
        self.assertEqual(code, 1)
        self.assertIn("Backup FAILED (manual): the SQLite copy failed: the disk is full", said)
        folder = self.dir / "backups"
        self.assertEqual(sorted(p.name for p in folder.iterdir()), [store.LAST])
        self.assertFalse(store.read_last()["ok"])
        self.assertEqual(self.live.read_bytes(), before)
        self.assertEqual(Request.objects.filter(category="backup").count(), 1)

    def test_a_restore_on_a_full_disk(self):
        made = run.backup("manual")
        self.add_post()
        with mock.patch("ops.backups.restore.shutil.copyfileobj",
                        side_effect=self.fill_up_at(".restore.part")):
            code, said = self.cli("restore", made["file"])
        self.assertEqual(code, 1)
        self.assertIn("restore refused: the restore failed (the disk is full", said)
        self.assertEqual(self.posts(), 2)
        self.assertEqual(list(self.dir.glob("*.restore.part")), [])


class TestDamagedFiles(CliCase):
    """A damaged live database is still restored over (it is kept aside as it
    was); a backup found broken at restore time is refused and listed as
    failed from then on."""

    def test_a_damaged_live_database_is_restored_over_and_kept_aside(self):
        made = run.backup("manual")
        self.add_post()
        damaged = bytearray(self.live.read_bytes())
        middle = len(damaged) // 2
        damaged[middle:middle + 8192] = b"\xff" * 8192
        self.live.write_bytes(bytes(damaged))
        code, said = self.cli("restore", made["file"])
        self.assertEqual(code, 0, said)
        self.assertIn("the live database was kept aside as", said)
        self.assertEqual(self.posts(), 1)
        aside = [p for p in self.dir.iterdir() if p.name.startswith("live.db3.before-restore-")]
        self.assertEqual([p.read_bytes() for p in aside if not p.name.endswith("-wal")],
                         [bytes(damaged)])

    def test_a_truncated_backup_is_refused_then_listed_as_failed(self):
        from ops.backups.cli import listing_line

        path = Path(run.backup("manual")["file"])
        self.assertIn("OK", listing_line(path, store.read_verdict(path)))
        path.write_bytes(path.read_bytes()[:2000])
        line = listing_line(path, store.read_verdict(path))
        self.assertIn("FAILED: the file changed since its check (2000 bytes", line)
        before = self.live.read_bytes()
        code, said = self.cli("restore", str(path))
        self.assertEqual(code, 1)
        self.assertIn("restore refused", said)
        self.assertIn("is not a whole gzip file", said)
        self.assertEqual(self.live.read_bytes(), before)
        code, listed = self.cli("list")
        self.assertEqual(code, 0)
        self.assertIn(f"{path.name}", listed)
        self.assertIn("FAILED: it no longer restores", listed)
