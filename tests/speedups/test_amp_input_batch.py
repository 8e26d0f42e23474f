"""Portal -> Server input batches (speedups/amp_batch.py) and the short
way both ends read answer-less batch boxes (speedups/amp_codec.py)."""

import os
from unittest import mock

from django.test import SimpleTestCase, override_settings
from evennia.server.amp_client import AMPServerClientProtocol
from evennia.server.portal import amp
from twisted.protocols import amp as twisted_amp

from speedups import amp_batch, amp_codec
from tests.helpers.amp_link import FakePortalSessions, FakeServerSessions, Link, patch_link, text


class AskingInputBatch(amp_batch.MsgPortal2ServerBatch):
    """The input batch command, sent the way that wants an answer."""

    commandName = amp_batch.MsgPortal2ServerBatch.commandName
    requiresAnswer = True


class InputBatchTest(SimpleTestCase):
    def setUp(self):
        self.portal_sessions = FakePortalSessions(1, 2, 3)
        self.server_sessions = FakeServerSessions(1, 2, 3)
        self.call_later = patch_link(self, PORTAL_SESSION_HANDLER=self.portal_sessions,
                                     SERVER_SESSION_HANDLER=self.server_sessions)

    def connected(self, **kwargs):
        link = Link(**kwargs)
        link.pump()  # the probe, the offer and their answers
        return link

    def typed(self, link, *lines):
        """Each (sessid, line) typed by a player, as the Portal passes it on."""
        for sessid, line in lines:
            link.portal.data_to_server(amp.MsgPortal2Server, sessid, **text(line))

    def test_the_servers_offer_turns_input_batches_on(self):
        link = self.connected()
        self.assertTrue(link.portal.takes_input_batches)

    def test_one_turns_input_goes_as_one_box_in_order_and_wants_no_answer(self):
        link = self.connected()
        self.typed(link, (1, "say a"), (2, "say b"), (1, "pose c"))
        self.assertEqual(link.to_server.value(), b"")
        self.call_later.assert_called_once()
        link.portal.flush_inputs()
        self.assertEqual(link.boxes_to_server(), [b"FourfoldInputBatch"])
        link.pump()
        self.assertEqual(self.server_sessions.received, [
            ("server-session-1", text("say a")), ("server-session-2", text("say b")),
            ("server-session-1", text("pose c"))])
        self.assertEqual(link.to_portal.value(), b"")  # no answer box

    def test_the_batch_box_skips_twisteds_dispatch(self):
        link = self.connected()
        self.typed(link, (1, "look"))
        link.portal.flush_inputs()
        with mock.patch.object(twisted_amp.BoxDispatcher, "dispatchCommand") as dispatch:
            link.pump()
        dispatch.assert_not_called()
        self.assertEqual(self.server_sessions.received, [("server-session-1", text("look"))])

    def test_a_batch_box_that_asks_for_an_answer_gets_one(self):
        link = self.connected()
        answers = []
        packed = amp.dumps([(2, text("look"))])
        link.portal.callRemote(AskingInputBatch, packed_data=packed).addCallback(answers.append)
        link.pump()
        self.assertEqual(self.server_sessions.received, [("server-session-2", text("look"))])
        self.assertEqual(answers, [{}])

    def test_a_connect_or_disconnect_goes_after_the_players_lines(self):
        link = self.connected()
        self.typed(link, (1, "quit"))
        link.portal.send_AdminPortal2Server(amp.DUMMYSESSION, operation=amp.PDISCONN)
        self.assertEqual(link.boxes_to_server(), [b"FourfoldInputBatch", b"AdminPortal2Server"])

    def test_the_queue_lives_on_the_servers_connection(self):
        link = self.connected()
        launcher = amp_batch.BatchingServerProtocol()  # e.g. `evennia status`
        launcher.factory = link.portal.factory
        launcher.data_to_server(amp.MsgPortal2Server, 3, **text("say hi"))
        self.assertEqual(launcher._inputs.items, [])
        self.assertEqual(link.portal._inputs.items, [(3, text("say hi"))])

    def test_a_full_batch_is_sent_at_once(self):
        link = self.connected()
        self.typed(link, *((1, f"say {i}") for i in range(amp_batch.MAX_BATCH)))
        self.assertEqual(link.boxes_to_server(), [b"FourfoldInputBatch"])
        self.assertEqual(link.portal._inputs.items, [])
        link.pump()
        self.assertEqual(len(self.server_sessions.received), amp_batch.MAX_BATCH)

    def test_a_long_batch_arrives_whole(self):
        link = self.connected()
        noise = os.urandom(40000).hex()
        self.typed(link, (1, noise), (2, "after"))
        link.portal.flush_inputs()
        link.pump()
        self.assertEqual(self.server_sessions.received, [
            ("server-session-1", text(noise)), ("server-session-2", text("after"))])

    def test_what_the_inputs_answer_leaves_when_they_are_done(self):
        link = self.connected()
        self.typed(link, (1, "look"), (2, "say hi"))
        link.portal.flush_inputs()

        def data_in(session, **kwargs):  # each command answers its player
            sessid = int(session.rsplit("-", 1)[1])
            link.client.data_to_portal(amp.MsgServer2Portal, sessid, **text(f"to {sessid}"))

        self.call_later.reset_mock()
        with mock.patch.object(self.server_sessions, "data_in", data_in):
            data = link.to_server.value()
            link.to_server.clear()
            link.client.dataReceived(data)
        # sent as one batch at the end of the input batch: no reactor turn waited for
        self.assertEqual(len(link.client._queue), 0)
        self.assertEqual(link.boxes_to_portal(), [amp_batch.MsgServer2PortalBatch.commandName])
        link.pump()
        self.assertEqual(self.portal_sessions.delivered,
                         [("session-1", text("to 1")), ("session-2", text("to 2"))])

    def test_an_unknown_session_is_skipped_and_a_failing_input_stops_no_other(self):
        link = self.connected()
        self.typed(link, (99, "gone"), (1, "boom"), (2, "fine"))
        link.portal.flush_inputs()
        calls = []

        def data_in(session, **kwargs):
            calls.append(session)
            if session == "server-session-1":
                raise ValueError("broken")

        with mock.patch.object(self.server_sessions, "data_in", data_in), \
                mock.patch.object(amp_batch.logger, "log_trace") as log_trace:
            link.pump()
        self.assertEqual(calls, ["server-session-1", "server-session-2"])
        log_trace.assert_called_once()

    def test_an_unreadable_box_is_logged_and_the_link_goes_on(self):
        link = self.connected()
        link.portal.callRemote(amp_batch.MsgPortal2ServerBatch, packed_data=b"not a pickle")
        with mock.patch.object(amp_codec.logger, "log_trace") as log_trace:
            link.pump()
        log_trace.assert_called_once()
        self.typed(link, (1, "say still here"))
        link.portal.flush_inputs()
        link.pump()
        self.assertEqual(self.server_sessions.received, [("server-session-1", text("say still here"))])

    def test_an_older_server_gets_one_call_per_input(self):
        link = self.connected(client_cls=AMPServerClientProtocol)
        self.assertFalse(link.portal.takes_input_batches)
        self.typed(link, (1, "say a"), (2, "say b"))
        self.assertEqual(link.boxes_to_server(), [b"MsgPortal2Server", b"MsgPortal2Server"])
        link.pump()
        self.assertEqual(self.server_sessions.received, [
            ("server-session-1", text("say a")), ("server-session-2", text("say b"))])

    def test_an_older_portal_refusing_the_offer_keeps_evennias_calls(self):
        from evennia.server.portal.amp_server import AMPServerProtocol

        with mock.patch.object(amp_batch.logger, "log_info") as log_info:
            link = self.connected(portal_cls=AMPServerProtocol)
        log_info.assert_called_once()  # the probe's failure says it, once
        link.portal.data_to_server(amp.MsgPortal2Server, 1, **text("say a"))
        self.assertEqual(link.boxes_to_server(), [b"MsgPortal2Server"])
        link.pump()
        self.assertEqual(self.server_sessions.received, [("server-session-1", text("say a"))])

    @override_settings(FOURFOLD_AMP_BATCH=False)
    def test_the_setting_turns_it_off(self):
        link = self.connected()
        self.assertFalse(link.portal.takes_input_batches)
        self.typed(link, (1, "say a"))
        self.assertEqual(link.boxes_to_server(), [b"MsgPortal2Server"])

    def test_a_portal_with_the_setting_off_declines_an_offer(self):
        link = self.connected()
        with override_settings(FOURFOLD_AMP_BATCH=False):
            answer = link.portal.answer_input_offer(amp_batch.INPUT_VERSION)
        self.assertFalse(link.portal.takes_input_batches)
        self.assertEqual(answer, {"version": amp_batch.INPUT_VERSION})

    def test_a_lost_connection_drops_the_queue_and_its_flush(self):
        link = self.connected()
        self.typed(link, (1, "say a"))
        scheduled = self.call_later.return_value
        scheduled.active.return_value = True
        link.portal.connectionLost(None)
        scheduled.cancel.assert_called_once()
        self.assertEqual(link.portal._inputs.items, [])
        self.assertFalse(link.portal.takes_input_batches)

    def test_messages_to_the_portal_still_arrive_by_the_short_way(self):
        link = self.connected()
        link.client.data_to_portal(amp.MsgServer2Portal, 1, **text("hello"))
        link.client.flush_batch()
        with mock.patch.object(twisted_amp.BoxDispatcher, "dispatchCommand") as dispatch:
            link.pump()
        dispatch.assert_not_called()
        self.assertEqual(self.portal_sessions.delivered, [("session-1", text("hello"))])


class InputSliceTest(SimpleTestCase):
    """The slice hooks run between the lines of one batch of input, every
    FOURFOLD_INPUT_SLICE seconds of it (the group commit's flush, so early
    lines' answers leave before the batch ends)."""

    def setUp(self):
        self.portal_sessions = FakePortalSessions(1, 2, 3)
        self.server_sessions = FakeServerSessions(1, 2, 3)
        self.call_later = patch_link(self, PORTAL_SESSION_HANDLER=self.portal_sessions,
                                     SERVER_SESSION_HANDLER=self.server_sessions)
        self.events = []
        hooks = mock.patch.object(amp_batch, "_SLICE_HOOKS", [])
        hooks.start()
        self.addCleanup(hooks.stop)
        amp_batch.on_input_slice(self.hook)
        amp_batch.on_input_slice(self.hook)  # once, however often asked

    def hook(self):
        self.events.append("slice")

    def run_batch(self, *lines):
        link = Link()
        link.pump()
        for sessid, line in lines:
            link.portal.data_to_server(amp.MsgPortal2Server, sessid, **text(line))
        link.portal.flush_inputs()

        def data_in(session, **kwargs):
            self.events.append(kwargs["text"][0][0])

        with mock.patch.object(self.server_sessions, "data_in", data_in):
            link.pump()

    @override_settings(FOURFOLD_INPUT_SLICE=0)
    def test_a_slice_of_nothing_runs_the_hooks_after_every_line(self):
        self.run_batch((1, "a"), (2, "b"), (3, "c"))
        self.assertEqual(self.events, ["a", "slice", "b", "slice", "c", "slice"])

    @override_settings(FOURFOLD_INPUT_SLICE=3600)
    def test_a_batch_shorter_than_a_slice_runs_them_not_at_all(self):
        self.run_batch((1, "a"), (2, "b"))
        self.assertEqual(self.events, ["a", "b"])

    @override_settings(FOURFOLD_INPUT_SLICE=0.5)
    def test_the_time_of_the_lines_counts(self):
        clock = iter([0.0, 0.1, 0.6, 0.7, 0.8, 1.2, 1.3])  # began, a, b: slice, began, c, d: slice, began
        with mock.patch.object(amp_batch, "perf_counter", lambda: next(clock)):
            self.run_batch((1, "a"), (2, "b"), (3, "c"), (1, "d"))
        self.assertEqual(self.events, ["a", "b", "slice", "c", "d", "slice"])

    @override_settings(FOURFOLD_INPUT_SLICE=None)
    def test_none_turns_it_off(self):
        self.run_batch((1, "a"), (2, "b"))
        self.assertEqual(self.events, ["a", "b"])

    @override_settings(FOURFOLD_INPUT_SLICE=0)
    def test_a_failing_hook_is_logged_and_the_batch_goes_on(self):
        amp_batch.on_input_slice(mock.Mock(side_effect=RuntimeError("boom")))
        with mock.patch.object(amp_batch.logger, "log_trace") as log_trace:
            self.run_batch((1, "a"), (2, "b"))
        self.assertEqual(self.events, ["a", "slice", "b", "slice"])
        self.assertEqual(log_trace.call_count, 2)

    def test_the_game_registers_the_group_commits_flush_at_start(self):
        from core.writes import group_commit
        from server.conf import at_server_startstop

        with mock.patch("core.rolls.roll_channel.roll_channel"), \
                mock.patch.object(at_server_startstop, "_features_start"), \
                mock.patch("rules.dice.configure_game_rng"), \
                mock.patch("ops.discord.apply_links_soon"), \
                mock.patch("ops.backups.nightly.ensure"), \
                mock.patch("speedups.gc_pauses.install"):
            at_server_startstop.at_server_start()
        self.assertIn(group_commit.flush_pending, amp_batch._SLICE_HOOKS)
