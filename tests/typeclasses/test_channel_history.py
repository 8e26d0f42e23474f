"""Channel history is kept before anyone hears the line: each
line is written to the channel's log file, straight to the operating
system, before the channel sends it to a single listener, so a Server
killed right after someone saw it still has it (tests/e2e/test_channel_crash.py
kills one). The file reads as Evennia's own logging writes it."""

import os
from unittest import mock

from evennia.utils import create, logger
from evennia.utils.test_resources import BaseEvenniaTest

from typeclasses import channel_history

LOG = "channel_fourfoldtest.log"


class ChannelHistoryTest(BaseEvenniaTest):
    def setUp(self):
        super().setUp()
        # Where Evennia's logger puts the file: it fixes its folder on first
        # use, which may have been under other settings than this test's.
        self.path = logger._open_log_file(LOG).path
        # A fresh file for every test: a file left by earlier runs grows until
        # Evennia rotates it (past 1000 bytes), and a rotation in the middle
        # of a test would hide the lines it wrote.
        self.close_handle()
        folder = os.path.dirname(self.path)
        for name in os.listdir(folder):
            if name == LOG or name.startswith(LOG + "."):
                os.remove(os.path.join(folder, name))
        self.start = 0

    def close_handle(self):
        handle = logger._LOG_FILE_HANDLES.pop(self.path, None)
        logger._LOG_FILE_HANDLE_COUNTS.pop(self.path, None)
        if handle is not None:
            handle.close()

    def logged(self):
        if not os.path.exists(self.path):
            return []
        with open(self.path) as handle:  # a reader of its own, as another process would be
            handle.seek(self.start)
            return [ln.split(" [-] ", 1)[1] for ln in handle.read().splitlines() if " [-] " in ln]

    def channel(self):
        channel = create.create_channel("FourfoldTest", typeclass="typeclasses.channels.Channel")
        self.assertEqual(channel.get_log_filename(), LOG)
        # a new channel starts its log afresh (Evennia rotates the file)
        self.start = os.path.getsize(self.path) if os.path.exists(self.path) else 0
        return channel


class TestTheFile(ChannelHistoryTest):
    def test_a_line_is_in_the_file_at_once_without_a_thread(self):
        with mock.patch("twisted.internet.threads.deferToThread") as to_thread, \
                mock.patch("twisted.internet.reactor.callLater") as later:
            self.assertTrue(channel_history.keep(LOG, "one"))
            self.assertEqual(self.logged(), ["one"], "written before keep returns")
            channel_history.keep(LOG, "two  ")
        self.assertEqual(self.logged(), ["one", "two"])
        to_thread.assert_not_called()
        later.assert_not_called()

    def test_the_file_is_the_one_evennias_logger_writes(self):
        """Evennia's log_file (its thread run at once) and ours, at the same
        moment, write the same bytes."""
        with mock.patch("time.time", return_value=1_700_000_000.5), \
                mock.patch.object(logger, "deferToThread",
                                  side_effect=lambda f, *a: f(*a) or mock.Mock()):
            logger.log_file("Char: hello there ", LOG)
            channel_history.keep(LOG, "Char: hello there ")
        with open(self.path) as handle:
            text = handle.read()
        first, second = text[:len(text) // 2], text[len(text) // 2:]
        self.assertEqual(first, second)
        self.assertRegex(first, r"^\n\d\d-\d\d-\d\d \d\d:\d\d:\d\d\S* \[-\] Char: hello there$")

    def test_the_entry_names_its_senders_as_evennia_does(self):
        one, two = mock.Mock(key="Ann"), mock.Mock(key="Bo")
        self.assertEqual(channel_history.entry("hi", [one, two]), "Ann,Bo: hi")
        self.assertEqual(channel_history.entry("a notice"), "a notice")

    def test_the_time_is_evennias_and_worked_out_once_a_second(self):
        for when in (1_700_000_000.25, 1_700_000_000.75, 1_700_000_001.5, 1_600_000_123.0):
            with self.subTest(when=when):
                self.assertEqual(channel_history.timestamp(when), logger.timeformat(when))
        with mock.patch.object(logger, "timeformat", wraps=logger.timeformat) as timeformat:
            channel_history.timestamp(1_800_000_000.1)
            channel_history.timestamp(1_800_000_000.9)
            self.assertEqual(timeformat.call_count, 1, "one second, one call")
            channel_history.timestamp(1_800_000_001.0)
            self.assertEqual(timeformat.call_count, 2, "a new second is worked out")
        with mock.patch("time.time", return_value=1_500_000_000.5):
            self.assertEqual(channel_history.timestamp(), logger.timeformat(1_500_000_000.5))

    def test_a_write_that_fails_says_so(self):
        broken = mock.Mock()
        broken.write.side_effect = OSError("No space left on device")
        with mock.patch.object(logger, "_open_log_file", return_value=broken), \
                mock.patch.object(logger, "log_err") as log_err:
            self.assertFalse(channel_history.keep(LOG, "lost"))
        self.assertIn("No space left on device", log_err.call_args.args[0])
        with mock.patch.object(logger, "_open_log_file", return_value=None):
            self.assertFalse(channel_history.keep(LOG, "nowhere"))


class TestTheChannel(ChannelHistoryTest):
    def test_the_line_is_kept_before_any_listener_hears_it(self):
        channel = self.channel()
        channel.connect(self.account)
        channel.connect(self.account2)
        heard = []

        def listener(account):
            def channel_msg(message, chan, **kwargs):
                heard.append((account.key, message, self.logged()))
            return channel_msg

        with mock.patch.object(self.account, "channel_msg", listener(self.account)), \
                mock.patch.object(self.account2, "channel_msg", listener(self.account2)), \
                mock.patch.object(type(channel), "send_to_online_only", False):
            channel.msg("a roll happened", senders=[self.char1])
        self.assertEqual(len(heard), 2)
        for _name, _message, history in heard:
            self.assertEqual(history, ["Char: a roll happened"])
        self.assertEqual(self.logged(), ["Char: a roll happened"], "kept once, not again after")

    def test_a_players_line_is_one_line_in_the_history_too(self):
        channel = self.channel()
        channel.msg("hi\n[RollLog] Char approved Bob", senders=[self.char2])
        channel.msg("game notice\nsecond line")
        self.assertEqual(self.logged(), ["Char2: hi [RollLog] Char approved Bob",
                                         "game notice"])  # the notice's next line has no stamp

    def test_a_line_that_cannot_be_kept_is_not_sent(self):
        channel = self.channel()
        channel.connect(self.account)
        with mock.patch.object(channel_history, "keep", return_value=False), \
                mock.patch.object(self.account, "channel_msg") as heard, \
                mock.patch.object(self.char2, "msg") as told, \
                mock.patch.object(type(channel), "send_to_online_only", False):
            channel.msg("lost words", senders=[self.char2])
            heard.assert_not_called()
            self.assertIn("could not be kept, so it was not sent", told.call_args.args[0])
            channel.msg("the game's own notice")  # no sender: it goes out all the same
            self.assertEqual(heard.call_count, 1)
