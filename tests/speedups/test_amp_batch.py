"""Server -> Portal message batches (speedups/amp_batch.py): the two AMP
ends joined by in-memory transports, the Portal's sessions faked."""

from unittest import mock

from django.test import SimpleTestCase, override_settings
from evennia.server.amp_client import AMPClientFactory
from evennia.server.portal import amp
from evennia.server.portal.amp_server import AMPServerProtocol

from speedups import amp_batch
from tests.helpers.amp_link import FakePortalSessions, FakeServer, Link, patch_link, text


class AmpBatchTest(SimpleTestCase):
    def setUp(self):
        self.sessions = FakePortalSessions(1, 2, 3)
        self.call_later = patch_link(self, PORTAL_SESSION_HANDLER=self.sessions)

    def connected(self, **kwargs):
        link = Link(**kwargs)
        link.pump()  # the probe and its answer
        return link

    def test_the_probe_turns_batching_on(self):
        link = self.connected()
        self.assertTrue(link.client.batching)

    def test_one_turns_messages_go_as_one_box_in_order(self):
        link = self.connected()
        for sessid, message in ((1, "a"), (2, "b"), (1, "c"), (3, "d")):
            link.client.data_to_portal(amp.MsgServer2Portal, sessid, **text(message))
        self.assertEqual(link.to_portal.value(), b"")  # nothing written yet
        self.call_later.assert_called_once()  # one flush scheduled for the turn
        link.client.flush_batch()
        self.assertEqual(link.boxes_to_portal(), [b"FourfoldMsgBatch"])
        link.pump()
        self.assertEqual(self.sessions.delivered, [
            ("session-1", text("a")), ("session-2", text("b")),
            ("session-1", text("c")), ("session-3", text("d"))])
        # no answer comes back for a batch
        self.assertEqual(link.to_server.value(), b"")

    def test_a_session_gone_from_the_portal_is_skipped(self):
        link = self.connected()
        link.client.data_to_portal(amp.MsgServer2Portal, 99, **text("lost"))
        link.client.data_to_portal(amp.MsgServer2Portal, 2, **text("kept"))
        link.client.flush_batch()
        link.pump()
        self.assertEqual(self.sessions.delivered, [("session-2", text("kept"))])

    def test_an_admin_call_sends_the_queue_first(self):
        link = self.connected()
        link.client.data_to_portal(amp.MsgServer2Portal, 1, **text("Goodbye"))
        link.client.send_AdminServer2Portal(amp.DUMMYSESSION, operation=amp.SDISCONN)
        self.assertEqual(link.boxes_to_portal(), [b"FourfoldMsgBatch", b"AdminServer2Portal"])

    def test_a_full_batch_is_sent_at_once(self):
        link = self.connected()
        for i in range(amp_batch.MAX_BATCH):
            link.client.data_to_portal(amp.MsgServer2Portal, 1, **text(f"m{i}"))
        self.assertEqual(link.boxes_to_portal(), [b"FourfoldMsgBatch"])
        self.assertEqual(link.client._queue.items, [])

    def test_a_batch_longer_than_one_amp_value_arrives_whole(self):
        link = self.connected()
        import os
        noise = os.urandom(40000).hex()  # 80 000 characters that do not compress
        link.client.data_to_portal(amp.MsgServer2Portal, 1, **text(noise))
        link.client.data_to_portal(amp.MsgServer2Portal, 2, **text("after"))
        link.client.flush_batch()
        link.pump()
        self.assertEqual(self.sessions.delivered, [("session-1", text(noise)),
                                                   ("session-2", text("after"))])

    def test_an_unpicklable_message_does_not_take_the_others_with_it(self):
        link = self.connected()
        link.client.data_to_portal(amp.MsgServer2Portal, 1, **text("before"))
        link.client.data_to_portal(amp.MsgServer2Portal, 2, text=((lambda: 1,), {}))
        link.client.data_to_portal(amp.MsgServer2Portal, 3, **text("after"))
        with mock.patch.object(amp_batch.logger, "log_trace") as log_trace:
            link.client.flush_batch()
        log_trace.assert_called_once()
        link.pump()
        self.assertEqual(self.sessions.delivered, [("session-1", text("before")),
                                                   ("session-3", text("after"))])

    def test_an_old_portal_gets_one_call_per_message(self):
        with mock.patch.object(amp_batch.logger, "log_info") as log_info:
            link = self.connected(portal_cls=AMPServerProtocol)
        self.assertFalse(link.client.batching)
        log_info.assert_called_once()
        link.client.data_to_portal(amp.MsgServer2Portal, 1, **text("a"))
        link.client.data_to_portal(amp.MsgServer2Portal, 2, **text("b"))
        self.assertEqual(link.boxes_to_portal(), [b"MsgServer2Portal", b"MsgServer2Portal"])
        link.pump()
        self.assertEqual(self.sessions.delivered, [("session-1", text("a")),
                                                   ("session-2", text("b"))])

    @override_settings(FOURFOLD_AMP_BATCH=False)
    def test_the_setting_turns_it_off(self):
        link = self.connected()
        self.assertFalse(link.client.batching)
        link.client.data_to_portal(amp.MsgServer2Portal, 1, **text("a"))
        self.assertEqual(link.boxes_to_portal(), [b"MsgServer2Portal"])

    def test_a_lost_connection_drops_the_queue_and_its_flush(self):
        link = self.connected()
        link.client.data_to_portal(amp.MsgServer2Portal, 1, **text("a"))
        scheduled = self.call_later.return_value
        scheduled.active.return_value = True
        link.client.connectionLost(None)
        scheduled.cancel.assert_called_once()
        self.assertEqual(link.client._queue.items, [])

    def test_flush_at_server_stop_sends_the_queue(self):
        link = self.connected()
        link.client.data_to_portal(amp.MsgServer2Portal, 1, **text("last words"))
        service = mock.Mock(amp_protocol=link.client)
        with mock.patch("evennia.EVENNIA_SERVER_SERVICE", service, create=True):
            amp_batch.flush()
        link.pump()
        self.assertEqual(self.sessions.delivered, [("session-1", text("last words"))])


class InstallClientTest(SimpleTestCase):
    def test_the_factory_builds_the_configured_class(self):
        server = FakeServer()
        factory = AMPClientFactory(server)
        server.amp_service = mock.Mock(args=("127.0.0.1", 4006, factory))
        self.assertTrue(amp_batch.install_client(server))
        protocol = factory.buildProtocol(None)
        self.assertIsInstance(protocol, amp_batch.BatchingClientProtocol)
        self.assertIs(server.amp_protocol, protocol)
        self.assertIs(protocol.factory, factory)

    def test_no_factory_is_left_alone(self):
        self.assertFalse(amp_batch.install_client(FakeServer()))

    def test_the_settings_name_the_batching_classes(self):
        from django.conf import settings
        self.assertEqual(settings.AMP_CLIENT_PROTOCOL_CLASS,
                         "speedups.amp_batch.BatchingClientProtocol")
        self.assertEqual(settings.AMP_SERVER_PROTOCOL_CLASS,
                         "speedups.amp_batch.BatchingServerProtocol")
