"""portal/bounds.py on the game's protocol classes: a telnet subnegotiation
or an unended line past its limit, and a websocket frame, message or opening
request past its limit, drop the connection at once (and the buffer is
let go); what stays under the limits goes on as before. The memory a real
Portal keeps is measured in tests/e2e/test_portal_memory.py."""

import base64
import os
from unittest import mock

from autobahn.twisted.websocket import WebSocketServerFactory
from django.conf import settings
from django.test import SimpleTestCase, override_settings
from evennia.server.portal import webclient
from evennia.server.portal.telnet import TelnetServerFactory
from evennia.utils.utils import class_from_module
from twisted.internet.testing import StringTransport

from portal import bounds
from tests.e2e.wsclient import frame_header

IAC, SB, SE, GMCP = bytes([255]), bytes([250]), bytes([240]), bytes([201])
CHUNK = 65536


def telnet():
    """The game's telnet protocol on a string transport, its handler a mock."""
    factory = TelnetServerFactory()
    factory.protocol = class_from_module(settings.TELNET_PROTOCOL_CLASS)
    factory.sessionhandler = mock.MagicMock()
    protocol = factory.buildProtocol(("127.0.0.1", 0))
    transport = StringTransport(peerAddress=mock.Mock(host="127.0.0.1"))
    transport.client = ("127.0.0.1", 5555)
    transport.setTcpKeepAlive = mock.Mock()
    protocol.makeConnection(transport)
    protocol.nop_keep_alive.stop()
    protocol._handshake_delay.cancel()
    return protocol, transport


def feed(protocol, transport, data):
    """Hand ``data`` over in socket-sized chunks until the connection drops."""
    for i in range(0, len(data), CHUNK):
        if transport.disconnecting:
            return i
        protocol.dataReceived(data[i:i + CHUNK])
    return len(data)


def lines_in(protocol):
    return [c.kwargs["text"] for c in protocol.sessionhandler.data_in.call_args_list]


class TelnetBoundsTest(SimpleTestCase):
    def test_a_subnegotiation_without_an_end_drops_the_connection(self):
        protocol, transport = telnet()
        with mock.patch.object(bounds.logger, "log_warn") as warn:
            taken = feed(protocol, transport, IAC + SB + GMCP + b"x" * (4 << 20))
        self.assertTrue(transport.disconnecting)
        self.assertLessEqual(taken, settings.FOURFOLD_PORTAL_MAX_SUBNEG + 2 * CHUNK)
        self.assertEqual(protocol.commands, [])  # let go at once
        self.assertIn("subnegotiation longer than 65536 bytes", warn.call_args[0][0])
        protocol.dataReceived(b"look\r\n")  # anything still arriving is ignored
        self.assertEqual(lines_in(protocol), [])

    def test_a_line_without_a_newline_drops_the_connection(self):
        protocol, transport = telnet()
        with mock.patch.object(bounds.logger, "log_warn") as warn:
            feed(protocol, transport, b"y" * (4 << 20))
        self.assertTrue(transport.disconnecting)
        self.assertEqual(protocol.line_buffer, b"")
        self.assertIn("line longer than 65536 bytes", warn.call_args[0][0])

    def test_what_stays_under_the_limits_goes_on(self):
        protocol, transport = telnet()
        protocol.negotiationMap[GMCP] = negotiated = mock.Mock()
        feed(protocol, transport, IAC + SB + GMCP + b"Core.Hello {}" + b" " * 60000 + IAC + SE)
        feed(protocol, transport, b"say " + b"z" * 60000 + b"\r\nlook\r\n")
        self.assertFalse(transport.disconnecting)
        negotiated.assert_called_once()
        self.assertEqual(lines_in(protocol)[-1], b"look\n")
        self.assertEqual(len(lines_in(protocol)[0]), 60005)

    @override_settings(FOURFOLD_PORTAL_MAX_SUBNEG=0, FOURFOLD_PORTAL_MAX_LINE=0)
    def test_zero_turns_the_limits_off(self):
        protocol, transport = telnet()
        feed(protocol, transport, b"y" * (256 << 10))
        self.assertFalse(transport.disconnecting)


class Transport(StringTransport):
    """A string transport that, like TCP's, lets a producer go twice."""

    def unregisterProducer(self):  # noqa: N802 (Twisted's name)
        self.producer = None


def websocket():
    factory = WebSocketServerFactory()
    factory.protocol = class_from_module(settings.WEBSOCKET_PROTOCOL_CLASS)
    factory.sessionhandler = mock.MagicMock()
    protocol = factory.buildProtocol(("127.0.0.1", 0))
    transport = Transport()
    protocol.makeConnection(transport)
    return protocol, transport


def handshake(extra=b""):
    key = base64.b64encode(os.urandom(16))
    return (b"GET /?x HTTP/1.1\r\nHost: 127.0.0.1:4002\r\nUpgrade: websocket\r\n"
            b"Connection: Upgrade\r\nSec-WebSocket-Key: " + key + b"\r\nSec-WebSocket-Version: 13\r\n"
            + extra + b"\r\n")


class WebSocketBoundsTest(SimpleTestCase):
    def test_the_limits_are_set_on_each_connection(self):
        protocol, _transport = websocket()
        self.assertEqual(protocol.maxFramePayloadSize, settings.FOURFOLD_PORTAL_MAX_WEBSOCKET)
        self.assertEqual(protocol.maxMessagePayloadSize, settings.FOURFOLD_PORTAL_MAX_WEBSOCKET)

    def test_an_endless_opening_request_drops_the_connection(self):
        protocol, transport = websocket()
        with mock.patch.object(bounds.logger, "log_warn") as warn:
            taken = feed(protocol, transport, b"GET / HTTP/1.1\r\nX-Pad: " + b"p" * (4 << 20))
        self.assertTrue(transport.disconnecting)
        self.assertLessEqual(taken, settings.FOURFOLD_PORTAL_MAX_WEBSOCKET + 2 * CHUNK)
        self.assertIn("opening handshake", warn.call_args[0][0])

    def test_a_frame_past_the_limit_drops_the_connection(self):
        protocol, transport = websocket()
        with mock.patch.object(protocol, "onOpen"):
            protocol.dataReceived(handshake())
        self.assertIn(b"101", transport.value().split(b"\r\n")[0])
        taken = feed(protocol, transport, frame_header(8 << 20) + b"a" * (1 << 20))
        self.assertTrue(transport.disconnecting)
        self.assertLessEqual(taken, 2 * CHUNK)

    def test_a_frame_under_the_limit_is_read(self):
        protocol, transport = websocket()
        with mock.patch.object(protocol, "onOpen"), mock.patch.object(
                webclient.WebSocketClient, "onMessage") as on_message:
            protocol.dataReceived(handshake())
            payload = b'["text", ["look"], {}]'
            protocol.dataReceived(frame_header(len(payload)) + payload)
        self.assertFalse(transport.disconnecting)
        on_message.assert_called_once_with(payload, False)


class UncleanCloseTest(SimpleTestCase):
    def test_a_websocket_that_never_logged_in_is_forgotten_when_it_drops(self):
        protocol, _transport = websocket()
        handler = protocol.factory.sessionhandler
        protocol.sessionhandler = handler
        protocol.sessid, protocol.logged_in = 7, False
        handler.holds.return_value = True
        protocol.onClose(False, 1006, "dropped")
        handler.disconnect.assert_called_once_with(protocol)

    def test_a_logged_in_one_is_kept_for_its_browser_to_take_back(self):
        protocol, _transport = websocket()
        handler = protocol.factory.sessionhandler
        protocol.sessionhandler = handler
        protocol.sessid, protocol.logged_in = 7, True
        protocol.onClose(False, 1006, "dropped")
        handler.disconnect.assert_not_called()
