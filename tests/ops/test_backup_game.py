"""+backup is for Admins only; it says how the last backup went, and an
Admin's login shows a failed one. The nightly schedule makes one backup per
scheduled moment."""

import tempfile
from datetime import UTC, datetime

from django.test import SimpleTestCase, override_settings
from evennia.utils.test_resources import EvenniaCommandTest

from commands.backup import CmdBackup
from ops.backups import staff as report
from ops.backups import store
from ops.backups.nightly import due, last_slot

FAILED = {"ok": False, "kind": "nightly", "time": "2026-12-07T04:00:00+00:00",
          "reason": "there is no database at /nowhere", "file": None, "copy_failures": []}


class TestBackupCommand(EvenniaCommandTest):
    def setUp(self):
        super().setUp()
        self._tmp = tempfile.TemporaryDirectory()
        self._dir = override_settings(FOURFOLD_BACKUP_DIR=self._tmp.name)
        self._dir.enable()

    def tearDown(self):
        self._dir.disable()
        self._tmp.cleanup()
        super().tearDown()

    def test_a_player_cannot_use_it(self):
        self.assertFalse(CmdBackup().access(self.account2, "cmd"))
        self.account2.permissions.add("Builder")
        self.assertFalse(CmdBackup().access(self.account2, "cmd"))

    def test_an_admin_can_in_or_out_of_character(self):
        from commands.default_cmdsets import AccountCmdSet

        self.assertIn("+backup", {cmd.key for cmd in AccountCmdSet().commands}
                      | {cmd.key for cmd in _made(AccountCmdSet).commands})
        self.account2.permissions.add("Admin")
        self.assertTrue(CmdBackup().access(self.account2, "cmd"))
        self.assertTrue(CmdBackup().access(self.account, "cmd"))  # a Developer

    def test_status_and_list_before_any_backup(self):
        self.call(CmdBackup(), "", "No backup has been made yet. +backup/now makes one.")
        self.call(CmdBackup(), "/list", "No backups are kept in")

    def test_status_says_a_failed_backup_and_why(self):
        store.write_last(FAILED)
        self.call(CmdBackup(), "", "Last backup, 2026-12-07T04:00:00+00:00: Backup FAILED (nightly): "
                  "there is no database at /nowhere")

    def test_an_admins_login_shows_a_failed_backup_and_a_players_does_not(self):
        self.assertEqual(report.login_notice(self.char1), "")
        store.write_last(FAILED)
        self.assertIn("Backup FAILED (nightly)", report.login_notice(self.char1))
        self.assertEqual(report.login_notice(self.char2), "")
        store.write_last(dict(FAILED, ok=True, reason="", counts={}))
        self.assertEqual(report.login_notice(self.char1), "")


class TestStaffAreTold(EvenniaCommandTest):
    """A failed backup reaches staff at once: the Staff channel, the log and
    a request in +jobs; a fault that repeats is one request with a comment
    each time; a good backup files nothing."""

    def setUp(self):
        super().setUp()
        self._tmp = tempfile.TemporaryDirectory()
        self._dir = override_settings(FOURFOLD_BACKUP_DIR=self._tmp.name)
        self._dir.enable()
        from evennia.utils.create import create_channel

        self.channel = create_channel(report.STAFF_CHANNEL)

    def tearDown(self):
        self._dir.disable()
        self._tmp.cleanup()
        super().tearDown()

    def backup_requests(self):
        from features.community.models import Request

        return list(Request.objects.filter(category=report.REQUEST_CATEGORY))

    def test_a_failed_backup_files_a_request_and_says_so_on_the_channel(self):
        from unittest import mock

        with mock.patch.object(type(self.channel), "msg") as said, \
                mock.patch("ops.backups.staff.logger.log_err") as logged:
            report.tell_staff(FAILED)
        self.assertIn("Backup FAILED (nightly)", said.call_args[0][0])
        self.assertIn("there is no database at /nowhere", logged.call_args_list[0][0][0])
        found = self.backup_requests()
        self.assertEqual(len(found), 1)
        self.assertEqual(found[0].title, "A backup failed (nightly)")
        self.assertEqual(found[0].status, "open")
        self.assertIsNone(found[0].requester)
        self.assertIn("there is no database at /nowhere", found[0].text)

    def test_a_repeated_failure_is_a_comment_on_the_open_request(self):
        report.tell_staff(FAILED)
        report.tell_staff(dict(FAILED, time="2026-12-08T04:00:00+00:00"))
        found = self.backup_requests()
        self.assertEqual(len(found), 1)
        comments = list(found[0].comments.all())
        self.assertEqual(len(comments), 1)
        self.assertIn("2026-12-08T04:00:00", comments[0].text)
        self.assertTrue(comments[0].staff_only)

    def test_a_failed_second_copy_files_its_own_request(self):
        report.tell_staff(dict(FAILED, ok=True, reason="", counts={},
                               copy_failures=["the copy folder /mnt/b does not exist"]))
        found = self.backup_requests()
        self.assertEqual([r.title for r in found], ["A backup's second copy failed"])
        self.assertIn("/mnt/b does not exist", found[0].text)

    def test_a_good_backup_files_nothing(self):
        report.tell_staff(dict(FAILED, ok=True, reason="", counts={"scenes": 1}))
        self.assertEqual(self.backup_requests(), [])

    def test_a_request_that_cannot_be_filed_is_logged_not_raised(self):
        from unittest import mock

        with mock.patch.object(report, "_STAFF_REQUEST", side_effect=RuntimeError("disk I/O error")), \
                mock.patch("ops.backups.staff.logger.log_err") as logged:
            report.tell_staff(FAILED)
        self.assertIn("disk I/O error", logged.call_args_list[-1][0][0])


def _made(cmdset_class):
    made = cmdset_class()
    made.at_cmdset_creation()
    return made


def at(hour, minute=0, day=7):
    return datetime(2026, 12, day, hour, minute, tzinfo=UTC)


class TestSchedule(SimpleTestCase):
    def test_the_latest_scheduled_moment(self):
        self.assertEqual(last_slot(at(5), "04:00", 24), at(4))
        self.assertEqual(last_slot(at(3), "04:00", 24), at(4, day=6))
        self.assertEqual(last_slot(at(17, 30), "04:00", 6), at(16))

    def test_one_backup_per_scheduled_moment(self):
        self.assertFalse(due(at(3), at(3, 59), "04:00", 24))
        self.assertTrue(due(at(3), at(4), "04:00", 24))
        self.assertFalse(due(at(4), at(23), "04:00", 24))
        self.assertTrue(due(at(4, day=5), at(3), "04:00", 24))  # the Server was down at 04:00
        self.assertTrue(due(None, at(3), "04:00", 24))


class TestNightlyScript(EvenniaCommandTest):
    def test_made_once_and_backs_up_when_due_off_the_loop(self):
        from unittest import mock

        from evennia.scripts.models import ScriptDB

        from ops.backups import nightly

        nightly.ensure()
        nightly.ensure()
        found = ScriptDB.objects.filter(db_key=nightly.KEY)
        self.assertEqual(found.count(), 1)
        script = found[0]
        self.assertTrue(script.persistent)
        with mock.patch.object(nightly, "backup_off_the_loop") as started:
            script.at_repeat()  # made just now: the first is at the next scheduled time
            self.assertFalse(started.called)
            script.db.last_run = datetime(2020, 1, 1, tzinfo=UTC)
            script.at_repeat()
            self.assertEqual(started.call_args[0][0], "nightly")
            script.at_repeat()  # still running: not twice
            self.assertEqual(started.call_count, 1)
