"""Rotation keeps every good backup of the last day and the newest good
backup of each of the last N days, ISO weeks and months, over file names
alone; a failed backup never takes a
good one's place."""

from datetime import UTC, datetime, timedelta

from django.test import SimpleTestCase

from ops.backups.rotate import keep
from ops.backups.store import file_name, parse_name

START = datetime(2026, 1, 1, 4, 0, tzinfo=UTC)  # a Thursday


def nightly(days: int, kind="nightly") -> str:
    return file_name(START + timedelta(days=days), kind, ".sqlite3.gz")


class TestKeep(SimpleTestCase):
    def test_names_read_back(self):
        self.assertEqual(nightly(0), "fourfold-20260101T040000Z-nightly.sqlite3.gz")
        self.assertEqual(parse_name(nightly(3, "pre-restore")),
                         (START + timedelta(days=3), "pre-restore"))
        self.assertIsNone(parse_name("fourfold-20260101T040000Z-nightly.sqlite3.gz.json"))
        self.assertIsNone(parse_name("notes.txt"))

    def test_daily_only(self):
        names = [(nightly(d), True) for d in range(10)]
        self.assertEqual(keep(names, 3, 0, 0), {nightly(7), nightly(8), nightly(9)})

    def test_every_good_backup_of_the_last_day_is_kept(self):
        later = file_name(START + timedelta(hours=5), "manual", ".sqlite3.gz")
        self.assertEqual(keep([(nightly(0), True), (later, True)], 1, 0, 0), {nightly(0), later})
        upgrade = file_name(START - timedelta(hours=1), "pre-upgrade", ".sqlite3.gz")
        names = [(upgrade, True), (nightly(0), True)]
        self.assertEqual(keep(names, 1, 0, 0), {upgrade, nightly(0)})

    def test_older_than_a_day_only_the_newest_of_a_day_is_kept(self):
        later = file_name(START + timedelta(hours=5), "manual", ".sqlite3.gz")
        names = [(nightly(0), True), (later, True), (nightly(2), True)]
        self.assertEqual(keep(names, 2, 0, 0), {later, nightly(2)})

    def test_days_weeks_and_months_together(self):
        names = [(nightly(d), True) for d in range(100)]  # 1 January to 10 April 2026
        kept = keep(names, 2, 2, 3)
        self.assertEqual(kept, {
            nightly(99), nightly(98),  # the last two days (Thursday 9 and Friday 10 April)
            nightly(94),  # Sunday 5 April, the end of the week before; this week's is day 99
            nightly(89),  # 31 March: the newest of March
            nightly(58),  # 28 February
        })

    def test_a_failed_backup_takes_no_place(self):
        names = [(nightly(d), True) for d in range(5)] + [(nightly(5), False)]
        self.assertEqual(keep(names, 2, 0, 0), {nightly(3), nightly(4), nightly(5)})
        # a failed one older than a good one goes
        names.append((nightly(6), True))
        self.assertEqual(keep(names, 2, 0, 0), {nightly(4), nightly(6)})

    def test_a_gap_does_not_cost_copies(self):
        names = [(nightly(0), True), (nightly(1), True), (nightly(30), True)]
        self.assertEqual(keep(names, 3, 0, 0), {nightly(0), nightly(1), nightly(30)})

    def test_other_files_are_ignored(self):
        self.assertEqual(keep([("notes.txt", True), (nightly(0), True)], 1, 1, 1), {nightly(0)})
