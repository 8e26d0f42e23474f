"""TCP_NODELAY on the AMP link and telnet (speedups/tcp_nodelay.py and
the services plugins), checked on real TCP sockets."""

import socket
from unittest import mock

from django.conf import settings
from django.test import SimpleTestCase, override_settings
from twisted.internet import tcp
from twisted.internet.protocol import Protocol

from server.conf import portal_services_plugins, server_services_plugins
from speedups import tcp_nodelay


def socket_pair():
    """A connected pair of TCP sockets on 127.0.0.1 (client, server side)."""
    listener = socket.create_server(("127.0.0.1", 0))
    client = socket.create_connection(listener.getsockname())
    server, _ = listener.accept()
    listener.close()
    return client, server


def nodelay(sock) -> int:
    return sock.getsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY)


class TwistedLikeTransport:
    """A transport whose setTcpNoDelay is Twisted's own (tcp.Connection)."""

    setTcpNoDelay = tcp.Connection.setTcpNoDelay
    getTcpNoDelay = tcp.Connection.getTcpNoDelay

    def __init__(self, sock):
        self.socket = sock


class HandleOnlyTransport:
    def __init__(self, sock):
        self.sock = sock

    def getHandle(self):
        return self.sock


class TcpNoDelayTest(SimpleTestCase):
    def setUp(self):
        self.socks = socket_pair()
        self.addCleanup(lambda: [s.close() for s in self.socks])
        self.sock = self.socks[1]

    def make_protocol_class(self):
        calls = []

        class Dummy(Protocol):
            def connectionMade(self):
                calls.append(nodelay(self.transport.socket if hasattr(self.transport, "socket")
                                     else self.transport.getHandle()))

        return Dummy, calls

    def test_a_new_socket_starts_with_nagle_on(self):
        self.assertEqual(nodelay(self.sock), 0)

    def test_patched_protocol_sets_nodelay_before_its_own_connection_made(self):
        cls, calls = self.make_protocol_class()
        tcp_nodelay.patch_protocol(cls)
        proto = cls()
        proto.makeConnection(TwistedLikeTransport(self.sock))
        self.assertEqual(nodelay(self.sock), 1)
        self.assertEqual(calls, [1])  # the original connectionMade still ran, after

    def test_a_transport_with_only_a_handle_works_too(self):
        cls, _ = self.make_protocol_class()
        tcp_nodelay.patch_protocol(cls)
        cls().makeConnection(HandleOnlyTransport(self.sock))
        self.assertEqual(nodelay(self.sock), 1)

    def test_patching_twice_wraps_once_and_unpatch_restores(self):
        cls, _ = self.make_protocol_class()
        original = cls.connectionMade
        tcp_nodelay.patch_protocol(cls)
        wrapped = cls.connectionMade
        tcp_nodelay.patch_protocol(cls)
        self.assertIs(cls.connectionMade, wrapped)
        tcp_nodelay.unpatch_protocol(cls)
        self.assertIs(cls.connectionMade, original)
        cls().makeConnection(TwistedLikeTransport(self.sock))
        self.assertEqual(nodelay(self.sock), 0)

    def test_non_tcp_transports_are_left_alone(self):
        self.assertFalse(tcp_nodelay.set_nodelay(None))
        self.assertFalse(tcp_nodelay.set_nodelay(object()))

    def test_the_plugins_patch_amp_both_ends_and_telnet(self):
        portal, server = tcp_nodelay.portal_classes(), tcp_nodelay.server_classes()
        names = {cls.__name__ for cls in portal + server}
        telnet = settings.TELNET_PROTOCOL_CLASS.rsplit(".", 1)[1]  # the game's (portal/protocols.py)
        self.assertTrue({"BatchingServerProtocol", telnet, "AMPServerClientProtocol",
                         "BatchingClientProtocol"} <= names)
        try:
            with mock.patch.object(portal_services_plugins.server_watch, "install"):  # a Portal's alone
                portal_services_plugins.start_plugin_services(mock.Mock())
            server_services_plugins.start_plugin_services(mock.Mock(amp_protocol=None))
            for cls in portal + server:
                self.assertTrue(cls.__dict__.get(tcp_nodelay.MARK), cls)
        finally:
            for cls in portal + server:
                tcp_nodelay.unpatch_protocol(cls)

    def test_server_plugin_sets_an_amp_connection_already_open(self):
        transport = TwistedLikeTransport(self.sock)
        try:
            server_services_plugins.start_plugin_services(
                mock.Mock(amp_protocol=mock.Mock(transport=transport)))
        finally:
            for cls in tcp_nodelay.server_classes():
                tcp_nodelay.unpatch_protocol(cls)
        self.assertEqual(nodelay(self.sock), 1)

    @override_settings(FOURFOLD_TCP_NODELAY=False)
    def test_the_setting_turns_it_off(self):
        classes = tcp_nodelay.portal_classes() + tcp_nodelay.server_classes()
        with mock.patch.object(portal_services_plugins.server_watch, "install"):  # a Portal's alone
            portal_services_plugins.start_plugin_services(mock.Mock())
        server_services_plugins.start_plugin_services(
            mock.Mock(amp_protocol=mock.Mock(transport=TwistedLikeTransport(self.sock))))
        for cls in classes:
            self.assertFalse(cls.__dict__.get(tcp_nodelay.MARK), cls)
        self.assertEqual(nodelay(self.sock), 0)

    def test_on_by_default(self):
        from django.conf import settings
        self.assertIs(settings.FOURFOLD_TCP_NODELAY, True)
