"""portal/oob_guard.py: GMCP, MSDP and web client payloads nested
thousands deep are dropped before Evennia's parser, which recurses, sees
them; ordinary ones pass as before."""

import json
from unittest import mock

from django.test import SimpleTestCase, override_settings
from evennia.server.portal import telnet_oob
from evennia.server.portal.telnet_oob import (
    GMCP,
    MSDP,
    MSDP_ARRAY_CLOSE,
    MSDP_ARRAY_OPEN,
    MSDP_TABLE_CLOSE,
    MSDP_TABLE_OPEN,
    MSDP_VAL,
    MSDP_VAR,
)
from twisted.internet.defer import Deferred

from portal import oob_guard
from portal.oob_guard import GuardedWebSocketClient, guard_decoders, json_depth, msdp_depth

DEEP = 5_000


def deep_gmcp(depth=DEEP) -> list[bytes]:
    """As Twisted hands a subnegotiation over: a list of single bytes."""
    data = b"Core.Hello " + b"[" * depth + b"]" * depth
    return [bytes([b]) for b in data]


def deep_msdp(depth=DEEP) -> bytes:
    return (MSDP_VAR + b"REPORT" + MSDP_VAL + (MSDP_TABLE_OPEN + MSDP_VAR + b"k" + MSDP_VAL) * depth
            + b"v" + MSDP_TABLE_CLOSE * depth)


class FakeTelnet:
    """What TelnetOOB needs of Evennia's telnet protocol."""

    def __init__(self):
        self.negotiationMap = {}
        self.protocol_flags = {}
        self.data_in = mock.Mock()

    def will(self, option):
        return Deferred()


class DepthTest(SimpleTestCase):
    def test_json_depth(self):
        self.assertEqual(json_depth(b'Core.Hello {"client": "Mudlet", "version": "4.17"}'), 1)
        self.assertEqual(json_depth(b'x [[1], {"a": [2]}]'), 3)
        self.assertEqual(json_depth(b'x ["[[[[", "\\"[[["]'), 1)  # brackets in strings do not count
        self.assertEqual(json_depth(b"x " + b"[" * DEEP), DEEP)
        self.assertEqual(json_depth(""), 0)

    def test_msdp_depth(self):
        self.assertEqual(msdp_depth(MSDP_VAR + b"LIST" + MSDP_VAL + b"COMMANDS"), 0)
        self.assertEqual(msdp_depth(MSDP_VAR + b"x" + MSDP_VAL + MSDP_ARRAY_OPEN + MSDP_VAL + b"a"
                                    + MSDP_ARRAY_CLOSE), 1)
        self.assertEqual(msdp_depth(deep_msdp()), DEEP)


class TelnetGuardTest(SimpleTestCase):
    def setUp(self):
        self.protocol = FakeTelnet()
        self.oob = telnet_oob.TelnetOOB(self.protocol)

    def test_evennia_alone_raises_on_a_deep_gmcp_payload(self):
        # what the Portal logged before: the decoder recursed until it broke
        with self.assertRaises(RecursionError):
            self.protocol.negotiationMap[GMCP](deep_gmcp())

    def test_a_deep_gmcp_payload_is_dropped_quietly(self):
        guard_decoders(self.protocol)
        with mock.patch("evennia.utils.logger.log_err") as log_err, \
                mock.patch("evennia.utils.logger.log_trace") as log_trace:
            self.protocol.negotiationMap[GMCP](deep_gmcp())
            self.protocol.negotiationMap[GMCP](deep_gmcp(800))  # decodes, but AMP's pickle would break
            self.protocol.negotiationMap[MSDP]([bytes([b]) for b in deep_msdp()])
        self.protocol.data_in.assert_not_called()
        log_err.assert_not_called()
        log_trace.assert_not_called()

    def test_ordinary_payloads_still_arrive(self):
        guard_decoders(self.protocol)
        guard_decoders(self.protocol)  # twice changes nothing
        hello = b'Core.Hello {"client": "Mudlet", "version": "4.17"}'
        self.protocol.negotiationMap[GMCP]([bytes([b]) for b in hello])
        self.protocol.data_in.assert_called_once()
        self.assertEqual(list(self.protocol.data_in.call_args.kwargs.values()),
                         [[[], {"client": "Mudlet", "version": "4.17"}]])
        self.protocol.data_in.reset_mock()
        self.protocol.negotiationMap[MSDP](MSDP_VAR + b"LIST" + MSDP_VAL + b"COMMANDS")
        self.protocol.data_in.assert_called_once()

    @override_settings(FOURFOLD_OOB_MAX_DEPTH=2, FOURFOLD_OOB_MAX_BYTES=100)
    def test_the_limits_are_settings(self):
        guard_decoders(self.protocol)
        self.protocol.negotiationMap[GMCP]([bytes([b]) for b in b"Core.Hello [[[1]]]"])
        self.protocol.negotiationMap[GMCP]([bytes([b]) for b in b"Core.Hello " + b"1" * 200])
        self.protocol.data_in.assert_not_called()
        self.protocol.negotiationMap[GMCP]([bytes([b]) for b in b"Core.Hello [[1]]"])
        self.protocol.data_in.assert_called_once()

    def test_the_portal_uses_the_guarded_classes(self):
        from django.conf import settings
        from evennia.utils.utils import class_from_module

        telnet = class_from_module(settings.TELNET_PROTOCOL_CLASS)
        websocket = class_from_module(settings.WEBSOCKET_PROTOCOL_CLASS)
        self.assertTrue(issubclass(telnet, oob_guard.GuardedTelnetProtocol), telnet)
        self.assertTrue(issubclass(websocket, GuardedWebSocketClient), websocket)


class WebSocketGuardTest(SimpleTestCase):
    def test_a_deep_message_never_reaches_evennia(self):
        client = GuardedWebSocketClient.__new__(GuardedWebSocketClient)
        payload = ('["text", ' + "[" * DEEP + "]" * DEEP + ", {}]").encode()
        with mock.patch.object(oob_guard.WebSocketClient, "onMessage") as evennia_on_message:
            client.onMessage(payload, False)
            evennia_on_message.assert_not_called()
            ordinary = json.dumps(["text", ["look"], {}]).encode()
            client.onMessage(ordinary, False)
            evennia_on_message.assert_called_once_with(ordinary, False)
