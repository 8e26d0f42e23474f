"""How a channel line reads (typeclasses/channel_history.py ``spoken`` and
``readable``), the history read back from its end (``recent``), and a
speaker's name kept in the history as listeners read it
(typeclasses/channels.py, typeclasses/accounts.py)."""

from unittest import mock

from django.test import SimpleTestCase
from evennia.utils import logger

from tests.helpers.channels import ChannelTest, fresh_log
from typeclasses import channel_history
from typeclasses.channel_history import readable, recent, spoken


class TestSpoken(SimpleTestCase):
    def test_say_pose_and_semipose(self):
        self.assertEqual(spoken("Bob", "Hello"), "Bob: Hello")
        self.assertEqual(spoken("Bob", ":waves."), "Bob waves.")
        self.assertEqual(spoken("Bob", ":  waves."), "Bob waves.")
        self.assertEqual(spoken("Bob", ":'s here."), "Bob's here.")
        self.assertEqual(spoken("Bob", ";'s here."), "Bob's here.")
        self.assertEqual(spoken("Bob", ";-ish."), "Bob-ish.")
        self.assertEqual(spoken("Captain Bob", ":bows"), "Captain Bob bows")

    def test_readable_history(self):
        self.assertEqual(readable("Bob: :waves"), "Bob waves")
        self.assertEqual(readable("Captain Bob: ;'s off"), "Captain Bob's off")
        self.assertEqual(readable("Bob: hello: there"), "Bob: hello: there")
        self.assertEqual(readable("The server restarts: brb"), "The server restarts: brb")
        self.assertEqual(readable("a notice"), "a notice")


class TestRecent(SimpleTestCase):
    LOG = "channel_fourfoldrecent.log"

    def setUp(self):
        fresh_log(self.LOG)

    def test_the_last_entries_oldest_first(self):
        self.assertEqual(recent(self.LOG, 5), [])
        for n in range(300):  # more than one block of the file
            channel_history.keep(self.LOG, f"Bob: line {n} " + "x" * 40)
        got = recent(self.LOG, 3)
        self.assertEqual([text.split()[2] for _stamp, text in got], ["297", "298", "299"])
        self.assertRegex(got[0][0], r"^\d\d-\d\d-\d\d \d\d:\d\d:\d\d")
        self.assertEqual(len(recent(self.LOG, 250)), 250)
        self.assertEqual(recent(self.LOG, 0), [])

    def test_the_history_goes_on_into_the_rotated_files(self):
        """Evennia rotates a channel's log at CHANNEL_LOG_ROTATE_SIZE into
        <file>.1, <file>.2 ..., copying its last CHANNEL_LOG_NUM_TAIL_LINES
        (20) lines into the new file:
        last reads on into the older files, each entry once."""
        for n in range(30):
            channel_history.keep(self.LOG, f"Bob: line {n}")
        handle = logger._open_log_file(self.LOG)
        handle.rotate()  # as Evennia does: the last lines carried over
        for n in range(30, 40):
            channel_history.keep(self.LOG, f"Bob: line {n}")
        handle.rotate()
        for n in range(40, 43):
            channel_history.keep(self.LOG, f"Bob: line {n}")
        got = [text for _stamp, text in recent(self.LOG, 25)]
        self.assertEqual(got, [f"Bob: line {n}" for n in range(18, 43)])
        everything = [text for _stamp, text in recent(self.LOG, 100)]
        self.assertEqual(everything, [f"Bob: line {n}" for n in range(43)])

    def test_a_notice_over_several_lines_is_one_entry(self):
        channel_history.keep(self.LOG, "first\nsecond")
        channel_history.keep(self.LOG, "Bob: hi")
        self.assertEqual([t for _s, t in recent(self.LOG, 5)], ["first\nsecond", "Bob: hi"])

    def test_an_unreadable_file_is_no_history(self):
        with mock.patch.object(logger, "_open_log_file", side_effect=OSError("gone")):
            self.assertEqual(recent(self.LOG, 5), [])


class TestSpeakerKept(ChannelTest):
    """The channel's history names the speaker given (a title and a name) and
    every listener reads that name; without one, Evennia's form stands."""

    def test_speaker_in_history_and_for_listeners(self):
        channel, me = self.public, self.account
        log = channel.get_log_filename()
        self.assertEqual(channel.at_pre_msg("hi", senders=[me], speaker="Sir Test"), "hi")
        self.assertEqual(recent(log, 1)[0][1], "Sir Test: hi")
        channel.at_pre_msg("plain", senders=[me])
        self.assertEqual(recent(log, 1)[0][1], "TestAccount: plain")
        line = self.account2.at_pre_channel_msg(":bows", channel, senders=[me], speaker="Sir Test")
        self.assertEqual(line, "[Public] Sir Test bows")
        evennia_line = self.account2.at_pre_channel_msg("hi", channel, senders=[me])
        self.assertEqual(evennia_line, "[Public] |cTestAccount|n: hi")  # Evennia's own form
