"""The roll history's rows (core/rolls/history.py, core/rolls/models.py):
a roll's durable write inserts its row and nothing else, a failed group
commit gives the rows back, and the rows beyond FOURFOLD_ROLL_HISTORY are
deleted by a timed pruning, a slice of rooms at a time, never by a roll."""

from io import StringIO
from unittest import mock

from django.core.management import call_command
from django.db import connection
from django.test import SimpleTestCase, override_settings
from django.test.utils import CaptureQueriesContext
from evennia.utils import create
from evennia.utils.test_resources import BaseEvenniaTest

from core.rolls import history as roll_history
from core.rolls.models import RollEntry
from core.writes import group_commit

ROOM = "typeclasses.rooms.Room"


def writes(queries):
    """The write statements captured (one run many times is logged as
    "N times: INSERT ...")."""
    return [q["sql"].split(": ", 1)[-1] if " times: " in q["sql"] else q["sql"]
            for q in queries.captured_queries
            if q["sql"].upper().split(": ", 1)[-1].startswith(("INSERT", "UPDATE", "DELETE"))]


class RowsTest(BaseEvenniaTest):
    character_typeclass = "typeclasses.characters.Character"
    room_typeclass = ROOM

    def rows(self, room=None):
        return RollEntry.objects.filter(room_id=(room or self.room1).id).count()

    def stored(self, room=None):
        return [e["text"] for e in roll_history.stored_entries(room or self.room1)]


class TestDurableWrite(RowsTest):
    @override_settings(FOURFOLD_ROLL_HISTORY=3)
    def test_a_roll_inserts_its_row_and_deletes_nothing_even_past_the_limit(self):
        for n in range(3):
            roll_history.record(self.room1, self.char1, str(n))
        with group_commit.batching():
            roll_history.record(self.room1, self.char1, "3")
            roll_history.record(self.room2, self.char1, "elsewhere")
            with CaptureQueriesContext(connection) as queries:
                self.assertTrue(group_commit.flush())
        [insert] = writes(queries)
        self.assertTrue(insert.upper().startswith("INSERT"), insert)
        self.assertEqual([q["sql"].split(":")[0] for q in queries.captured_queries
                          if "INSERT" in q["sql"]], ["2 times"],
                         "both rooms' rolls in the one statement")
        self.assertEqual((self.rows(), self.rows(self.room2)), (4, 1),
                         "the fourth row waits for the pruning")
        self.assertEqual(self.stored(), ["1", "2", "3"])

    def test_rolls_of_a_commit_rolled_back_by_a_later_write_are_given_back(self):
        def later_write_fails():
            raise OSError("disk full")

        with group_commit.batching():
            roll_history.record(self.room1, self.char1, "one")
            group_commit.write(later_write_fails)
            with mock.patch("evennia.utils.logger.log_trace"):
                self.assertFalse(group_commit.flush())
        self.assertEqual(self.rows(), 0)
        self.assertEqual([text for _when, text in roll_history._dirty[self.room1.id]],
                         [roll_history._cache[self.room1.id][0]])
        with group_commit.batching():
            roll_history.record(self.room1, self.char1, "two")
            self.assertTrue(group_commit.flush())
        self.assertEqual(self.stored(), ["one", "two"], "each once, in order")
        self.assertEqual(roll_history._dirty, {})

    def test_a_roll_history_write_that_fails_itself_is_not_given_back_twice(self):
        with group_commit.batching():
            roll_history.record(self.room1, self.char1, "one")
            with mock.patch.object(roll_history, "_insert_rows", side_effect=OSError("locked")), \
                    mock.patch("evennia.utils.logger.log_trace"):
                self.assertFalse(group_commit.flush())
        self.assertEqual(len(roll_history._dirty[self.room1.id]), 1)
        roll_history.flush_all()
        self.assertEqual(self.stored(), ["one"])

    @override_settings(FOURFOLD_ROLL_HISTORY=0)
    def test_no_history_kept_writes_nothing(self):
        with group_commit.batching():
            roll_history.record(self.room1, self.char1, "one")
            self.assertEqual(group_commit.pending(), 0)
        self.assertEqual((roll_history.history(self.room1), self.rows()), ([], 0))


@override_settings(FOURFOLD_ROLL_HISTORY=3, FOURFOLD_ROLL_HISTORY_PRUNE=60,
                   FOURFOLD_ROLL_HISTORY_SLICE=2, FOURFOLD_ROLL_HISTORY_DURABLE=False)
class TestPruning(RowsTest):
    def setUp(self):
        super().setUp()
        patcher = mock.patch("twisted.internet.reactor.callLater")
        self.call_later = patcher.start()
        self.addCleanup(patcher.stop)
        running = mock.patch("twisted.internet.reactor.running", True, create=True)
        running.start()
        self.addCleanup(running.stop)
        self.rooms = [self.room1, self.room2] + [create.create_object(ROOM, key=f"Hall {i}")
                                                 for i in range(3)]

    def fill(self, rooms, count):
        for n in range(count):
            for room in rooms:
                roll_history.record(room, self.char1, str(n))
            roll_history.flush_all()

    def calls(self, func):
        return [c.args[0] for c in self.call_later.call_args_list if c.args[1] == func]

    def run_call(self, func):
        [call] = [c for c in self.call_later.call_args_list if c.args[1] == func]
        self.call_later.reset_mock()
        call.args[1]()

    def test_writes_ask_for_one_pruning_later_and_it_keeps_the_newest_rows(self):
        self.fill(self.rooms[:1], 5)
        self.assertEqual(self.calls(roll_history._prune_later._run), [60.0], "one, for five writes")
        self.assertEqual(self.rows(), 5)
        with CaptureQueriesContext(connection) as queries:
            self.run_call(roll_history._prune_later._run)
        [delete] = writes(queries)
        self.assertTrue(delete.upper().startswith("DELETE"), delete)
        self.assertEqual(self.rows(), 3)
        self.assertEqual(self.stored(), ["2", "3", "4"])
        self.call_later.assert_not_called()  # nothing more to prune
        roll_history.forget()
        self.assertEqual([e["text"] for e in roll_history.history(self.room1)], ["2", "3", "4"])

    def test_rooms_are_pruned_a_slice_at_a_time_one_delete_a_room(self):
        self.fill(self.rooms, 4)
        self.fill(self.rooms[:1], 1)  # room 1 has 5 rows, the others 4
        with CaptureQueriesContext(connection) as queries:
            self.run_call(roll_history._prune_later._run)
        self.assertEqual(len(writes(queries)), 2)
        self.assertEqual([self.rows(room) for room in self.rooms], [3, 3, 4, 4, 4])
        self.assertEqual(self.calls(roll_history._next_prune_slice), [roll_history.SLICE_GAP])
        self.run_call(roll_history._next_prune_slice)
        self.run_call(roll_history._next_prune_slice)
        self.assertEqual([self.rows(room) for room in self.rooms], [3] * 5)
        self.call_later.assert_not_called()
        self.assertEqual(roll_history._to_prune, {})

    def test_a_room_within_its_limit_is_not_touched(self):
        self.fill(self.rooms[:1], 2)
        with CaptureQueriesContext(connection) as queries:
            self.assertEqual(roll_history.prune_all(), 1)
        self.assertEqual(writes(queries), [])
        self.assertEqual(self.stored(), ["0", "1"])

    def test_rolls_during_a_pruning_are_pruned_by_the_next_one(self):
        self.fill(self.rooms, 4)
        self.run_call(roll_history._prune_later._run)  # rooms 0-1 pruned
        self.fill(self.rooms[:1], 1)  # room 0 again: marked for the next pruning
        self.assertEqual(self.calls(roll_history._prune_later._run), [60.0])
        self.call_later.reset_mock()
        roll_history._next_prune_slice()
        roll_history._next_prune_slice()
        self.assertEqual(self.rows(self.rooms[0]), 4)
        self.assertEqual(list(roll_history._to_prune), [self.rooms[0].id])
        self.assertEqual(roll_history.prune_all(), 1)
        self.assertEqual(self.rows(self.rooms[0]), 3)

    def test_a_failed_pruning_keeps_its_rooms_for_the_next_one(self):
        self.fill(self.rooms[:2], 4)
        with mock.patch.object(roll_history, "_delete_rows", side_effect=OSError("locked")), \
                mock.patch("evennia.utils.logger.log_trace") as log_trace:
            self.run_call(roll_history._prune_later._run)
        log_trace.assert_called_once()
        self.assertEqual(set(roll_history._to_prune), {self.room1.id, self.room2.id})
        self.assertEqual(self.calls(roll_history._prune_later._run), [60.0])
        self.run_call(roll_history._prune_later._run)
        self.assertEqual((self.rows(), self.rows(self.room2)), (3, 3))

    def test_without_a_running_reactor_rooms_wait_for_prune_all(self):
        with mock.patch("twisted.internet.reactor.running", False):
            self.fill(self.rooms[:1], 5)
        self.assertEqual(self.calls(roll_history._prune_later._run), [])
        self.assertEqual(roll_history.prune_all(), 1)
        self.assertEqual(self.rows(), 3)

    def test_forgetting_a_room_deletes_its_rows_and_its_pruning(self):
        self.fill(self.rooms[:2], 2)
        roll_history.forget_room(self.room2.id)
        self.assertEqual((self.rows(), self.rows(self.room2)), (2, 0))
        self.assertEqual(list(roll_history._to_prune), [self.room1.id])


class TestMigrationsMatchTheModel(SimpleTestCase):
    databases = {"default"}  # makemigrations reads which migrations ran

    def test_no_missing_migration(self):
        out = StringIO()
        call_command("makemigrations", "fourfold_rolls", "--check", "--dry-run", stdout=out)
        self.assertIn("No changes detected", out.getvalue())
