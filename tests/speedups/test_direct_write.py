"""speedups/direct_write.py: a telnet player's output goes to the socket at
once when nothing is buffered, and Twisted's way otherwise; the peer gets
the same bytes in the same order either way."""

import socket
from types import SimpleNamespace
from unittest import TestCase

from django.test import override_settings
from twisted.internet import tcp
from twisted.internet.protocol import Protocol
from twisted.internet.testing import StringTransport

from speedups import direct_write


class FakeReactor:
    """Records which descriptors ask to be written by the reactor."""

    def __init__(self):
        self.writers = []

    def addWriter(self, selectable):  # noqa: N802 (Twisted's name)
        if selectable not in self.writers:  # the reactor keeps each once
            self.writers.append(selectable)

    def removeWriter(self, selectable):  # noqa: N802
        if selectable in self.writers:
            self.writers.remove(selectable)

    def addReader(self, selectable):  # noqa: N802
        pass

    def removeReader(self, selectable):  # noqa: N802
        pass


class Pair:
    """A Twisted server transport over a real loopback TCP socket, and the
    plain socket of its peer."""

    def __init__(self, small_buffers=False):
        listener = socket.socket()
        listener.bind(("127.0.0.1", 0))
        listener.listen(1)
        self.peer = socket.create_connection(listener.getsockname())
        ours, address = listener.accept()
        listener.close()
        if small_buffers:
            ours.setsockopt(socket.SOL_SOCKET, socket.SO_SNDBUF, 4096)
            self.peer.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
        ours.setblocking(False)
        self.peer.settimeout(5)
        self.reactor = FakeReactor()
        self.transport = tcp.Server(ours, Protocol(), address,
                                    SimpleNamespace(_realPortNumber=0), 1, self.reactor)

    def received(self, size, pump=True):
        """Read ``size`` bytes at the peer, letting Twisted send what it
        buffered (as the reactor would) whenever the peer is waiting."""
        data = b""
        while len(data) < size:
            if pump and self.transport in self.reactor.writers:
                self.transport.doWrite()
            try:
                self.peer.settimeout(0.01 if pump else 5)
                chunk = self.peer.recv(65536)
            except TimeoutError:
                continue
            if not chunk:
                break
            data += chunk
        return data

    def close(self):
        self.peer.close()
        self.transport.socket.close()


class DirectWriteTest(TestCase):
    def setUp(self):
        self.pair = Pair()
        self.addCleanup(self.pair.close)
        self.assertTrue(direct_write.attach(self.pair.transport))

    def test_an_empty_buffer_is_skipped(self):
        self.pair.transport.write(b"Char waves.\r\n")
        self.assertEqual(self.pair.reactor.writers, [])  # no epoll registration
        self.assertEqual(self.pair.received(13, pump=False), b"Char waves.\r\n")

    def test_buffered_bytes_keep_their_place(self):
        transport = self.pair.transport
        transport.write(b"one ")
        tcp.Server.write(transport, b"two ")  # as if Twisted were still holding it
        transport.write(b"three")
        self.assertEqual(self.pair.reactor.writers, [transport])
        self.assertEqual(self.pair.received(13), b"one two three")
        self.assertEqual(self.pair.reactor.writers, [])
        transport.write(b"!")  # the buffer is empty again: straight out
        self.assertEqual(self.pair.received(1, pump=False), b"!")

    def test_what_the_socket_does_not_take_is_sent_by_twisted(self):
        pair = Pair(small_buffers=True)
        self.addCleanup(pair.close)
        direct_write.attach(pair.transport)
        payload = bytes(range(256)) * 256  # 64 KB, far more than the buffers hold
        pair.transport.write(payload)
        pair.transport.write(b"after")
        self.assertEqual(pair.reactor.writers, [pair.transport])
        self.assertEqual(pair.received(len(payload) + 5), payload + b"after")

    def test_a_closed_peer_raises_nothing(self):
        self.pair.peer.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, b"\x01\x00\x00\x00\x00\x00\x00\x00")
        self.pair.peer.close()  # a reset, not a clean close
        for _ in range(3):
            self.pair.transport.write(b"anyone there?\r\n")
        # Twisted meets the error on its own write and closes as usual
        if self.pair.transport in self.pair.reactor.writers:
            self.assertIsNotNone(self.pair.transport.doWrite())

    def test_a_closing_connection_goes_twisteds_way(self):
        transport = self.pair.transport
        transport.disconnecting = True
        transport.write(b"bye")
        self.assertEqual(self.pair.reactor.writers, [transport])

    def test_not_bytes_is_refused_as_twisted_does(self):
        with self.assertRaises(TypeError):
            self.pair.transport.write("text")

    def test_only_plain_tcp_transports_are_changed(self):
        other = StringTransport()
        self.assertFalse(direct_write.attach(other))
        self.assertNotIn("write", vars(other))


class InstallTest(TestCase):
    def test_the_telnet_class_attaches_it_on_connect(self):
        class Telnet(Protocol):
            def connectionMade(self):
                self.made = True

        own = Telnet.connectionMade
        direct_write.patch_protocol(Telnet)
        self.addCleanup(direct_write.unpatch_protocol, Telnet)
        pair = Pair()
        self.addCleanup(pair.close)
        protocol = Telnet()
        protocol.makeConnection(pair.transport)
        self.assertTrue(protocol.made)
        self.assertIn("write", vars(pair.transport))
        direct_write.unpatch_protocol(Telnet)
        self.assertIs(Telnet.connectionMade, own)

    def test_the_switch_turns_it_off(self):
        class Telnet(Protocol):
            pass

        with override_settings(FOURFOLD_TELNET_DIRECT_WRITE=False):
            self.assertEqual(direct_write.install([Telnet]), [])
        self.assertNotIn(direct_write.MARK, vars(Telnet))
        self.assertEqual(direct_write.install([Telnet]), [Telnet])
        direct_write.unpatch_protocol(Telnet)
