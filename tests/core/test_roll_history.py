"""The rooms' roll histories: kept in memory, stored one row per roll
behind the game's back (at most once per FOURFOLD_ROLL_HISTORY_FLUSH seconds
and when the server stops), and the cached RollLog channel. Pruning and the
durable write: tests/core/test_roll_history_rows.py."""

import contextlib
import json
from unittest import mock

from django.db import connection
from django.test import override_settings
from evennia.comms.models import ChannelDB
from evennia.utils import create
from evennia.utils.test_resources import BaseEvenniaTest

from core.rolls import history as roll_history
from core.rolls import roll_channel as roll_channels
from core.rolls.history import HISTORY_KEY
from core.rolls.models import RollEntry
from core.rolls.roll_channel import roll_channel
from server.conf import at_server_startstop

ROOM = "typeclasses.rooms.Room"
CHARACTER = "typeclasses.characters.Character"


class HistoryTest(BaseEvenniaTest):
    character_typeclass = CHARACTER
    room_typeclass = ROOM

    def setUp(self):
        super().setUp()
        patcher = mock.patch("twisted.internet.reactor.callLater")
        self.call_later = patcher.start()
        self.addCleanup(patcher.stop)

    def stored(self, room=None):
        room = room or self.room1
        return [e["text"] for e in roll_history.stored_entries(room)]

    def texts(self, room=None):
        return [e["text"] for e in roll_history.history(room or self.room1)]


@contextlib.contextmanager
def failing_insert(error=OSError("database is locked")):
    """The roll history's INSERT fails after its rows reached the database
    (as a disk filling up mid-statement would), so what the test sees is
    what the transaction's rollback leaves."""
    real = roll_history._insert_rows

    def insert_then_fail(rows):
        real(rows)
        raise error

    with mock.patch.object(roll_history, "_insert_rows", side_effect=insert_then_fail):
        yield


class Statements:
    """connection.execute_wrapper: every statement sent, with its parameters."""

    def __init__(self):
        self.sent = []

    def __call__(self, execute, sql, params, many, context):
        self.sent.append((sql, list(params) if many else [params]))
        return execute(sql, params, many, context)

    def writes(self):
        return [(sql, rows) for sql, rows in self.sent
                if sql.lstrip().upper().startswith(("INSERT", "UPDATE", "DELETE"))]


# The timed write is still there (FOURFOLD_ROLL_HISTORY_DURABLE=False); the
# game's default writes each turn's rolls before showing them
# (tests/core/test_group_commit.py).
@override_settings(FOURFOLD_ROLL_HISTORY_DURABLE=False)
class TestWriteBehind(HistoryTest):
    @override_settings(FOURFOLD_ROLL_HISTORY_FLUSH=5)
    def test_a_roll_is_kept_at_once_and_written_once_later(self):
        roll_history.record(self.room1, self.char1, "one")
        roll_history.record(self.room1, self.char2, "two", private=True, kind="aid")
        self.assertEqual(self.texts(), ["one", "two"])
        self.assertEqual(self.stored(), [], "no database write on the roll itself")
        # one flush is scheduled for both rolls
        self.assertEqual(self.call_later.call_count, 1)
        delay, func = self.call_later.call_args.args
        self.assertEqual(delay, 5.0)
        func()
        self.assertEqual(self.stored(), ["one", "two"])
        entry = roll_history.stored_entries(self.room1)[1]
        self.assertEqual((entry["roller"], entry["roller_id"], entry["private"], entry["kind"]),
                         ("Char2", self.char2.id, True, "aid"))
        # after the flush, the next roll schedules a new one
        roll_history.record(self.room1, self.char1, "three")
        self.assertEqual(self.call_later.call_count, 2)

    @override_settings(FOURFOLD_ROLL_HISTORY_FLUSH=0)
    def test_a_flush_delay_of_zero_writes_every_roll(self):
        roll_history.record(self.room1, self.char1, "one")
        self.assertEqual(self.stored(), ["one"])
        self.call_later.assert_not_called()

    @override_settings(FOURFOLD_ROLL_HISTORY=3)
    def test_only_the_last_rolls_are_kept(self):
        for n in range(5):
            roll_history.record(self.room1, self.char1, str(n))
        self.assertEqual(self.texts(), ["2", "3", "4"])
        roll_history.flush_all()
        self.assertEqual(self.stored(), ["2", "3", "4"])

    def test_rooms_are_kept_apart_and_history_of_nowhere_is_empty(self):
        roll_history.record(self.room1, self.char1, "here")
        roll_history.record(self.room2, self.char1, "there")
        self.assertEqual((self.texts(), self.texts(self.room2)), (["here"], ["there"]))
        self.assertEqual(roll_history.history(None), [])

    def test_each_roll_is_a_row_of_json_text_written_in_one_transaction(self):
        roll_history.record(self.room1, self.char1, "one")
        roll_history.record(self.room2, self.char1, "two")
        with mock.patch.object(roll_history, "transaction",
                               wraps=roll_history.transaction) as transaction:
            self.assertEqual(roll_history.flush_all(), 2)
        transaction.atomic.assert_called_once_with()
        [row] = RollEntry.objects.filter(room_id=self.room1.id)
        self.assertEqual(json.loads(row.entry)["text"], "one")
        self.assertEqual(row.time, json.loads(row.entry)["time"])
        self.assertEqual(RollEntry.objects.filter(room_id=self.room2.id).count(), 1)
        self.assertFalse(self.room1.db_attributes.filter(db_key=HISTORY_KEY).exists())

    def test_a_failed_flush_keeps_every_room_for_the_next_one(self):
        roll_history.record(self.room1, self.char1, "one")
        roll_history.record(self.room2, self.char1, "two")
        with failing_insert(), self.assertRaises(OSError):
            roll_history.flush_all()
        # nothing reached the database: the rows inserted were rolled back
        self.assertFalse(RollEntry.objects.exists())
        self.assertEqual(set(roll_history._dirty), {self.room1.id, self.room2.id})
        self.assertEqual(roll_history.flush_all(), 2)
        self.assertEqual((self.stored(), self.stored(self.room2)), (["one"], ["two"]))
        self.assertEqual(set(roll_history._dirty), set())

    def test_a_failed_write_of_rooms_written_before_keeps_them_for_the_next_one(self):
        roll_history.record(self.room1, self.char1, "one")
        roll_history.record(self.room2, self.char1, "two")
        roll_history.flush_all()
        roll_history.record(self.room1, self.char1, "three")
        roll_history.record(self.room2, self.char1, "four")
        with failing_insert(), self.assertRaises(OSError):
            roll_history.flush_all()
        self.assertEqual((self.stored(), self.stored(self.room2)), (["one"], ["two"]))
        self.assertEqual(set(roll_history._dirty), {self.room1.id, self.room2.id})
        self.assertEqual(roll_history.flush_all(), 2)
        self.assertEqual((self.stored(), self.stored(self.room2)),
                         (["one", "three"], ["two", "four"]))

    def test_the_new_rolls_of_every_room_are_one_insert_that_leaves_the_old_rows_alone(self):
        rooms = [create.create_object(ROOM, key=f"Hall {i}") for i in range(12)]
        for room in rooms:
            roll_history.record(room, self.char1, "first")
        roll_history.flush_all()
        for room in rooms:
            roll_history.record(room, self.char1, "second")
        statements = Statements()
        with connection.execute_wrapper(statements):
            self.assertEqual(roll_history.flush_all(), 12)
        [(sql, rows)] = statements.writes()
        self.assertTrue(sql.upper().startswith("INSERT"), sql)
        texts = [json.loads(row[2])["text"] for row in rows]
        self.assertEqual(texts, ["second"] * 12, "rolls written before are not written again")
        self.assertLessEqual(len(statements.sent), 3)  # savepoint/insert/release
        roll_history.forget()
        for room in rooms:
            self.assertEqual(self.texts(room), ["first", "second"])

    def test_entries_are_encoded_once_when_the_roll_is_made(self):
        roll_history.record(self.room1, self.char1, "one")
        with mock.patch.object(roll_history.json, "dumps",
                               side_effect=AssertionError("encoded again")):
            self.assertEqual(roll_history.flush_all(), 1)
        self.assertEqual(self.stored(), ["one"])

    def test_damaged_rows_are_left_out(self):
        old = json.dumps({"text": "old", "roller": "X", "roller_id": 1,
                          "private": False, "kind": "roll", "time": 0})
        for text in (old, "[{not json", "[1, 2]"):
            RollEntry.objects.create(room_id=self.room1.id, time=0, entry=text)
        self.assertEqual(self.stored(), ["old"])
        roll_history.record(self.room1, self.char1, "fresh")
        self.assertEqual(self.texts(), ["old", "fresh"])

    def test_the_stored_history_is_loaded_after_a_restart(self):
        RollEntry.objects.create(room_id=self.room1.id, time=0, entry=json.dumps(
            {"text": "old", "roller": "X", "roller_id": 1, "private": False, "kind": "roll",
             "time": 0}))
        roll_history.forget()  # as after a restart: nothing in memory
        roll_history.record(self.room1, self.char1, "new")
        self.assertEqual(self.texts(), ["old", "new"])

    @override_settings(FOURFOLD_ROLL_HISTORY=3)
    def test_only_the_newest_rows_are_loaded(self):
        for n in range(5):
            roll_history.record(self.room1, self.char1, str(n))
            roll_history.flush_all()  # five rows: the pruning has not run yet
        self.assertEqual(RollEntry.objects.filter(room_id=self.room1.id).count(), 5)
        roll_history.forget()
        self.assertEqual(self.texts(), ["2", "3", "4"])

    def test_the_server_stopping_writes_everything(self):
        roll_history.record(self.room1, self.char1, "one")
        roll_history.record(self.room2, self.char1, "two")
        at_server_startstop.at_server_stop()
        self.assertEqual((self.stored(), self.stored(self.room2)), (["one"], ["two"]))
        roll_history.forget()
        self.assertEqual(self.texts(), ["one"])

    def test_a_room_deleted_before_the_flush_is_forgotten(self):
        room = create.create_object(ROOM, key="Doomed")
        roll_history.record(room, self.char1, "gone")
        roll_history.record(self.room1, self.char1, "stays")
        room.delete()
        self.assertEqual(list(roll_history._cache), [self.room1.id], "the deleted room is forgotten at once")
        self.assertEqual(roll_history.flush_all(), 1)
        # a room gone without the hook, with rows a room made later with its
        # id must not find
        RollEntry.objects.create(room_id=987654, time=0, entry="{}")
        roll_history._dirty[987654] = [(0.0, '{"text":"x"}')]
        roll_history._cache[987654] = roll_history._cache[self.room1.id]
        self.assertEqual(roll_history.flush_all(), 0)
        self.assertNotIn(987654, roll_history._cache)
        self.assertNotIn(987654, roll_history._dirty)
        self.assertFalse(RollEntry.objects.filter(room_id=987654).exists())
        self.assertEqual(self.stored(), ["stays"])

    def test_deleting_a_room_deletes_its_rows(self):
        room = create.create_object(ROOM, key="Doomed")
        roll_history.record(room, self.char1, "gone")
        roll_history.record(self.room1, self.char1, "stays")
        roll_history.flush_all()
        room_id = room.id
        room.delete()
        self.assertFalse(RollEntry.objects.filter(room_id=room_id).exists())
        self.assertEqual(self.stored(), ["stays"])

    def test_rolls_after_the_first_touch_no_database(self):
        roll_history.record(self.room1, self.char1, "warm")  # loads the room's list once
        with self.assertNumQueries(0):
            for n in range(10):
                roll_history.record(self.room1, self.char1, str(n))
            self.assertEqual(len(roll_history.history(self.room1)), 11)


@override_settings(FOURFOLD_ROLL_HISTORY_DURABLE=False)
class TestSlicedWrite(HistoryTest):
    """The timed write goes FOURFOLD_ROLL_HISTORY_SLICE rooms at a time."""

    def setUp(self):
        super().setUp()
        self.rooms = [create.create_object(ROOM, key=f"Hall {i}") for i in range(7)]

    def written(self):
        return [room for room in self.rooms if self.stored(room)]

    def timed_write(self):
        """Run the pending timed write (the call_later of the first roll)."""
        delay, func = self.call_later.call_args_list[0].args
        self.assertEqual(delay, 5.0)
        self.call_later.reset_mock()
        func()

    def next_slice(self):
        delay, func = self.call_later.call_args.args
        self.assertEqual(delay, roll_history.SLICE_GAP)
        self.call_later.reset_mock()
        func()

    @override_settings(FOURFOLD_ROLL_HISTORY_FLUSH=5, FOURFOLD_ROLL_HISTORY_SLICE=3)
    def test_rooms_are_written_a_slice_at_a_time_longest_waiting_first(self):
        for room in self.rooms:
            roll_history.record(room, self.char1, "one")
        roll_history.record(self.rooms[0], self.char1, "two")  # still the longest waiting
        self.timed_write()
        self.assertEqual(self.written(), self.rooms[:3])
        self.assertEqual(self.stored(self.rooms[0]), ["one", "two"])
        self.next_slice()
        self.assertEqual(self.written(), self.rooms[:6])
        self.next_slice()
        self.assertEqual(self.written(), self.rooms)
        self.call_later.assert_not_called()  # nothing changed meanwhile: done
        self.assertEqual(set(roll_history._dirty), set())

    @override_settings(FOURFOLD_ROLL_HISTORY_FLUSH=5, FOURFOLD_ROLL_HISTORY_SLICE=3)
    def test_a_room_changed_during_the_write_waits_for_the_next_one(self):
        for room in self.rooms[:4]:
            roll_history.record(room, self.char1, "one")
        self.timed_write()  # rooms 0-2 written; room 3 waits for the next slice
        pending_slice = self.call_later.call_args.args[1]
        self.call_later.reset_mock()
        roll_history.record(self.rooms[0], self.char1, "two")  # written, changed again
        roll_history.record(self.rooms[5], self.char1, "one")  # not in this write
        # the first of these rolls asks for the next timed write, once
        self.assertEqual([c.args[0] for c in self.call_later.call_args_list], [5.0])
        next_write = self.call_later.call_args.args[1]
        self.call_later.reset_mock()
        pending_slice()  # finishes this write: room 3 only
        self.assertEqual(self.written(), self.rooms[:4])
        self.assertEqual(self.stored(self.rooms[0]), ["one"])
        self.assertEqual(list(roll_history._dirty), [self.rooms[0].id, self.rooms[5].id])
        self.call_later.assert_not_called()  # the next write is already due
        next_write()
        self.assertEqual(self.stored(self.rooms[0]), ["one", "two"])
        self.assertEqual(self.stored(self.rooms[5]), ["one"])
        self.assertEqual(set(roll_history._dirty), set())

    @override_settings(FOURFOLD_ROLL_HISTORY_FLUSH=5, FOURFOLD_ROLL_HISTORY_SLICE=3)
    def test_a_write_due_while_one_is_under_way_joins_it(self):
        for room in self.rooms:
            roll_history.record(room, self.char1, "one")
        self.timed_write()  # rooms 0-2 written, 3-6 still to go
        roll_history.record(self.rooms[0], self.char1, "two")  # written, changed again
        roll_history.record(self.rooms[4], self.char1, "two")  # still to go
        roll_history._start_round()  # the next timed write, due before this one ends
        self.assertEqual(self.written(), self.rooms[:3], "no second write at once")
        ids = [room.id for room in self.rooms]
        self.assertEqual(roll_history._round, ids[3:] + [ids[0]], "each room once")
        self.call_later.reset_mock()
        roll_history._next_slice()  # rooms 3-5
        self.next_slice()  # rooms 6 and 0: done
        self.assertEqual(self.written(), self.rooms)
        self.assertEqual(self.stored(self.rooms[0]), ["one", "two"])
        self.assertEqual(self.stored(self.rooms[4]), ["one", "two"])
        self.call_later.assert_not_called()
        self.assertEqual(set(roll_history._dirty), set())

    @override_settings(FOURFOLD_ROLL_HISTORY_FLUSH=5, FOURFOLD_ROLL_HISTORY_SLICE=3)
    def test_stopping_during_a_write_writes_everything_and_ends_it(self):
        for room in self.rooms:
            roll_history.record(room, self.char1, "one")
        self.timed_write()
        self.assertEqual(roll_history.flush_all(), 4)
        self.assertEqual(self.written(), self.rooms)
        self.next_slice()  # the slice already waiting on the reactor finds nothing to do
        self.call_later.assert_not_called()
        self.assertEqual(roll_history._round, [])

    @override_settings(FOURFOLD_ROLL_HISTORY_FLUSH=5, FOURFOLD_ROLL_HISTORY_SLICE=3)
    def test_a_failed_slice_keeps_its_rooms_for_the_next_write(self):
        for room in self.rooms[:5]:
            roll_history.record(room, self.char1, "one")
        self.timed_write()  # rooms 0-2
        with failing_insert(), mock.patch("evennia.utils.logger.log_trace") as log_trace:
            self.next_slice()  # rooms 3-4 fail
        log_trace.assert_called_once()
        self.assertEqual(self.written(), self.rooms[:3])
        self.assertEqual(list(roll_history._dirty), [self.rooms[3].id, self.rooms[4].id])
        self.assertEqual(roll_history._round, [])
        delay, func = self.call_later.call_args.args
        self.assertEqual(delay, 5.0)  # tried again at the next timed write
        self.call_later.reset_mock()
        func()
        self.assertEqual(self.written(), self.rooms[:5])
        self.assertEqual(set(roll_history._dirty), set())

    @override_settings(FOURFOLD_ROLL_HISTORY_FLUSH=5, FOURFOLD_ROLL_HISTORY_SLICE=100)
    def test_a_slice_larger_than_the_rooms_is_one_transaction(self):
        for room in self.rooms:
            roll_history.record(room, self.char1, "one")
        with mock.patch.object(roll_history, "transaction",
                               wraps=roll_history.transaction) as transaction:
            self.timed_write()
        transaction.atomic.assert_called_once_with()
        self.assertEqual(self.written(), self.rooms)
        self.call_later.assert_not_called()


class TestChannelCache(HistoryTest):
    def test_the_channel_is_looked_up_once(self):
        first = roll_channel()
        with self.assertNumQueries(0):
            self.assertIs(roll_channel(), first)
        self.assertEqual(ChannelDB.objects.filter(db_key__iexact="RollLog").count(), 1)

    def test_a_deleted_channel_is_made_again(self):
        first = roll_channel()
        first.delete()
        second = roll_channel()
        self.assertTrue(second.pk)
        self.assertEqual(ChannelDB.objects.filter(db_key__iexact="RollLog").count(), 1)

    def test_the_rolllog_is_fourfolds_channel_even_when_an_old_one_was_evennias(self):
        from evennia.comms.comms import DefaultChannel

        old = create.create_channel("RollLog", typeclass="evennia.comms.comms.DefaultChannel")
        self.assertIs(type(old), DefaultChannel)
        channel = roll_channel()
        self.assertEqual(channel.id, old.id)
        self.assertEqual(channel.typeclass_path, "typeclasses.channels.Channel")
        roll_channels._channels.clear()
        fresh = ChannelDB.objects.get(id=old.id)
        self.assertEqual(fresh.typeclass_path, "typeclasses.channels.Channel")
