"""Channel history is written to the log files in batches: lines are stamped
when sent, written together by one flush, and flushed when the server stops."""

import os
from unittest import mock

from django.test import override_settings
from evennia.utils import create, logger
from evennia.utils.test_resources import BaseEvenniaTest

from server.conf import at_server_startstop
from speedups import channel_log

LOG = "channel_fourfoldtest.log"


class ChannelLogTest(BaseEvenniaTest):
    def setUp(self):
        super().setUp()
        # Where Evennia's logger puts the file: it fixes its folder on first
        # use, which may have been under other settings than this test's.
        self.path = logger._open_log_file(LOG).path
        # A fresh file for every test: a file left by earlier runs grows until
        # Evennia rotates it (past 1000 bytes), and a rotation in the middle
        # of a test would hide the lines it wrote.
        handle = logger._LOG_FILE_HANDLES.pop(self.path, None)
        logger._LOG_FILE_HANDLE_COUNTS.pop(self.path, None)
        if handle is not None:
            handle.close()
        folder = os.path.dirname(self.path)
        for name in os.listdir(folder):
            if name == LOG or name.startswith(LOG + "."):
                os.remove(os.path.join(folder, name))
        self.start = 0
        # lines queued by earlier tests (a login tells the MudInfo channel)
        # and their waiting flush belong to no test here
        channel_log.forget()
        self.addCleanup(channel_log.forget)
        patcher = mock.patch("twisted.internet.reactor.callLater")
        self.call_later = patcher.start()
        self.addCleanup(patcher.stop)

    def logged(self):
        if not os.path.exists(self.path):
            return []
        with open(self.path) as handle:
            handle.seek(self.start)
            return [ln.split(" [-] ", 1)[1] for ln in handle.read().splitlines() if " [-] " in ln]


class TestBatches(ChannelLogTest):
    @override_settings(FOURFOLD_CHANNEL_LOG_FLUSH=0.5)
    def test_lines_wait_for_one_flush(self):
        channel_log.write(LOG, "one")
        channel_log.write(LOG, "two  ")
        self.assertEqual(self.logged(), [], "nothing written per message")
        self.assertEqual(self.call_later.call_count, 1, "one flush scheduled for both")
        self.assertEqual(channel_log.flush(threaded=False), 2)
        self.assertEqual(self.logged(), ["one", "two"])
        self.assertEqual(channel_log.flush(threaded=False), 0)

    @override_settings(FOURFOLD_CHANNEL_LOG_FLUSH=0.5)
    def test_a_threaded_flush_is_one_hand_off_per_file(self):
        channel_log.write(LOG, "one")
        channel_log.write(LOG, "two")
        with mock.patch("twisted.internet.threads.deferToThread") as to_thread:
            channel_log.flush()
        self.assertEqual(to_thread.call_count, 1)
        func, handle, text = to_thread.call_args.args
        func(handle, text)
        self.assertEqual(self.logged(), ["one", "two"])

    @override_settings(FOURFOLD_CHANNEL_LOG_FLUSH=0)
    def test_zero_delay_writes_at_once(self):
        channel_log.write(LOG, "now")
        self.assertEqual(self.logged(), ["now"])
        self.call_later.assert_not_called()

    def test_the_line_reads_like_evennias(self):
        self.assertRegex(channel_log.line(" hello ", 0), r"^\n\d\d-\d\d-\d\d \d\d:\d\d:\d\d\S* \[-\] hello$")

    def test_the_time_is_evennias_and_worked_out_once_a_second(self):
        for when in (1_700_000_000.25, 1_700_000_000.75, 1_700_000_001.5, 1_600_000_123.0):
            with self.subTest(when=when):
                self.assertEqual(channel_log.timestamp(when), logger.timeformat(when))
        with mock.patch.object(logger, "timeformat", wraps=logger.timeformat) as timeformat:
            channel_log.timestamp(1_800_000_000.1)
            channel_log.timestamp(1_800_000_000.9)
            self.assertEqual(timeformat.call_count, 1, "one second, one call")
            channel_log.timestamp(1_800_000_001.0)
            self.assertEqual(timeformat.call_count, 2, "a new second is worked out")
        with mock.patch("time.time", return_value=1_500_000_000.5):
            self.assertEqual(channel_log.timestamp(), logger.timeformat(1_500_000_000.5))

    def test_server_stop_writes_what_is_queued(self):
        channel_log.write(LOG, "last words")
        at_server_startstop.at_server_stop()
        self.assertEqual(self.logged(), ["last words"])


class TestChannelHook(ChannelLogTest):
    def test_a_channel_message_is_queued_for_its_log(self):
        channel = create.create_channel("FourfoldTest", typeclass="typeclasses.channels.Channel")
        self.assertEqual(channel.get_log_filename(), LOG)
        # a new channel starts its log afresh (Evennia rotates the file)
        self.start = os.path.getsize(self.path) if os.path.exists(self.path) else 0
        channel.msg("a roll happened", senders=[self.char1])
        self.assertEqual(self.logged(), [])
        channel_log.flush(threaded=False)
        self.assertEqual(self.logged(), ["Char: a roll happened"])
