"""The group commit (core/writes/group_commit.py): one reactor turn's writes
in one transaction, then its announcements; a failed commit shows nothing;
and rolls and poses are stored before anyone sees them."""

from unittest import mock

from django.db import connection
from django.test.utils import CaptureQueriesContext

from core.rolls import history as roll_history
from core.rolls.announce import announce_roll
from core.writes import group_commit
from features.scenes.log import now
from features.scenes.models import SceneEntry
from tests.helpers.scenes import SceneTest


class TestGroupCommit(SceneTest):
    def test_writes_run_once_per_key_before_the_announcements(self):
        done = []
        with group_commit.batching():
            group_commit.write(lambda: done.append("w1"), key="k")
            group_commit.announce(lambda: done.append("a1"))
            group_commit.write(lambda: done.append("w1 again"), key="k")
            group_commit.write(lambda: done.append("w2"))
            group_commit.announce(lambda: done.append("a2"))
            self.assertEqual(done, [])  # nothing until the turn's commit
            self.assertEqual(group_commit.pending(), 4)
            self.assertTrue(group_commit.flush())
        self.assertEqual(done, ["w1", "w2", "a1", "a2"])
        self.assertEqual(group_commit.pending(), 0)

    def test_flush_pending_commits_what_waits_and_nothing_else(self):
        done = []
        with group_commit.batching():
            with mock.patch.object(group_commit, "flush", wraps=group_commit.flush) as flush:
                group_commit.flush_pending()  # nothing waits: no transaction at all
                flush.assert_not_called()
                group_commit.write(lambda: done.append("w"))
                group_commit.announce(lambda: done.append("a"))
                group_commit.flush_pending()
                flush.assert_called_once()
        self.assertEqual(done, ["w", "a"])
        self.assertEqual(group_commit.pending(), 0)

    def test_the_announcements_leave_for_the_portal_in_the_same_turn(self):
        import evennia

        protocol = mock.Mock()
        with mock.patch.object(evennia, "EVENNIA_SERVER_SERVICE", mock.Mock(amp_protocol=protocol)):
            with group_commit.batching():
                group_commit.write(lambda: None)
                self.assertTrue(group_commit.flush())  # nothing announced: nothing to send
                protocol.flush_batch.assert_not_called()
                group_commit.announce(lambda: protocol.queued())
                self.assertTrue(group_commit.flush())
        self.assertEqual([call[0] for call in protocol.mock_calls], ["queued", "flush_batch"])

    def test_a_rolled_back_write_is_told_only_if_it_had_returned(self):
        told = []

        def fails():
            raise OSError("disk full")

        with group_commit.batching(), mock.patch("evennia.utils.logger.log_trace"):
            group_commit.write(lambda: None, key="ok", on_fail=lambda: told.append("ok"))
            group_commit.write(fails, key="bad", on_fail=lambda: told.append("bad"))
            group_commit.write(lambda: None, key="never", on_fail=lambda: told.append("never"))
            self.assertFalse(group_commit.flush())
            self.assertEqual(told, ["ok"])  # "bad" rolled back its own part; "never" never ran
            group_commit.write(lambda: None, key="ok", on_fail=lambda: told.append("again"))
            self.assertTrue(group_commit.flush())
        self.assertEqual(told, ["ok"], "a commit that succeeds tells nobody")

    def test_a_failed_commit_sends_nothing_and_keeps_nothing(self):
        sent, failed = [], []
        scene = self.start()

        def broken():
            SceneEntry.objects.create(scene=scene, seq=99, kind="pose", text="x", created=now())
            raise OSError("database is locked")

        with group_commit.batching():
            group_commit.write(broken)
            group_commit.announce(lambda: sent.append(1), on_fail=lambda: failed.append(1))
            with mock.patch("evennia.utils.logger.log_trace") as trace:
                self.assertFalse(group_commit.flush())
        trace.assert_called_once()
        self.assertEqual((sent, failed), ([], [1]))
        self.assertFalse(SceneEntry.objects.filter(seq=99).exists())  # rolled back

    def test_a_stopping_server_commits_and_sends_the_last_turn(self):
        from server.conf import at_server_startstop

        done = []
        with group_commit.batching():
            group_commit.write(lambda: done.append("write"))
            group_commit.announce(lambda: done.append("sent"))
            with mock.patch("speedups.amp_batch.flush", side_effect=lambda: done.append("amp")):
                at_server_startstop.at_server_stop()
        self.assertEqual(done[:3], ["write", "sent", "amp"])

    def test_one_turn_is_one_transaction(self):
        self.start()
        with group_commit.batching():
            for n in range(5):
                self.room1.msg_contents((f"Char poses {n}.", {"type": "pose"}), from_obj=self.char1)
            with CaptureQueriesContext(connection) as queries:
                group_commit.flush()
        inserts = [q["sql"] for q in queries if q["sql"].startswith("INSERT")]
        self.assertEqual(len(inserts), 1, inserts)  # five poses, one bulk insert
        self.assertEqual(SceneEntry.objects.count(), 5)


class TestStoredBeforeShown(SceneTest):
    def test_a_roll_is_in_the_history_before_anyone_sees_it(self):
        seen_stored = []
        real_msg = self.char2.msg

        def listen(*args, **kwargs):
            seen_stored.append([e["text"] for e in roll_history.stored_entries(self.room1)])
            return real_msg(*args, **kwargs)

        with group_commit.batching(), mock.patch.object(self.char2, "msg", side_effect=listen):
            announce_roll(self.char1, "Char rolls 3 dice: 8 7 1")
            self.assertEqual(seen_stored, [])  # a kill now: nothing shown, nothing lost
            group_commit.flush()
        self.assertEqual(seen_stored, [["Char rolls 3 dice: 8 7 1"]])

    def test_a_roll_is_written_at_once_without_the_timed_write(self):
        with mock.patch("twisted.internet.reactor.callLater") as call_later:
            announce_roll(self.char1, "Char rolls: 8")
        call_later.assert_not_called()
        self.assertEqual([e["text"] for e in roll_history.stored_entries(self.room1)],
                         ["Char rolls: 8"])

    def test_a_roll_whose_write_fails_is_not_shown(self):
        self.char1.msg = mock.Mock()
        self.char2.msg = mock.Mock()
        with group_commit.batching():
            announce_roll(self.char1, "Char rolls: 8")
            with mock.patch.object(roll_history, "_write", side_effect=OSError("disk full")), \
                    mock.patch("evennia.utils.logger.log_trace"):
                self.assertFalse(group_commit.flush())
        self.char2.msg.assert_not_called()
        [call] = self.char1.msg.call_args_list
        self.assertIn("could not be saved", call.args[0])

    def test_a_pose_is_in_the_log_before_the_room_sees_it(self):
        scene = self.start()
        seen = []
        real_msg = self.char2.msg

        def listen(*args, **kwargs):
            seen.append(scene.entries.count())
            return real_msg(*args, **kwargs)

        with group_commit.batching(), mock.patch.object(self.char2, "msg", side_effect=listen):
            self.room1.msg_contents(("Char waves.", {"type": "pose"}), from_obj=self.char1)
            self.assertEqual((seen, scene.entries.count()), ([], 0))
            group_commit.flush()
        self.assertEqual(seen, [1])

    def test_the_speakers_own_say_waits_for_the_log_too(self):
        from evennia.commands.default.general import CmdSay

        scene = self.start()
        heard = []
        real_msg = type(self.char1).msg

        def own(obj, *args, **kwargs):
            heard.append(scene.entries.count())
            return real_msg(obj, *args, **kwargs)

        before = vars(self.char1).get("msg")
        with group_commit.batching(), mock.patch.object(type(self.char1), "msg", own):
            self.char1.__dict__.pop("msg", None)
            self.char1.at_say("Hold.")
            self.assertEqual((heard, scene.entries.count()), ([], 0))
            group_commit.flush()
        self.assertEqual(heard[0], 1)  # "You say" went out after the line was stored
        self.assertNotIn("msg", vars(self.char1))  # the speaker's msg is their own again
        if before is not None:
            self.char1.msg = before
        out = self.call(CmdSay(), "Again.")
        self.assertIn('You say, "Again."', out)

    def test_with_no_scene_a_room_message_goes_at_once(self):
        with group_commit.batching():
            self.char2.msg = mock.Mock()
            self.room1.msg_contents("Thunder.")
            self.char2.msg.assert_called_once()
            self.assertEqual(group_commit.pending(), 0)
