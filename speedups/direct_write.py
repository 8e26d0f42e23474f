"""The Portal writes a telnet player's output to the socket at once.

Twisted's ``transport.write`` only buffers: it registers the socket with
the reactor for writing (an ``epoll_ctl``), and on the reactor's next turn
``doWrite`` sends the buffer and unregisters the socket (another
``epoll_ctl``). A pose in a room of 150 is 150 such writes, each paying
those two system calls and Twisted's bookkeeping besides the ``send``
itself, and waiting for the Portal's next reactor turn.

When nothing is waiting in the transport's buffer, :func:`write_through`
sends the bytes straight away with the socket's ``send``, as ``doWrite``
would have on the next turn; whatever the socket does not take (a full
send buffer, a slow client) goes to ``transport.write`` and Twisted sends
it as before. With anything already buffered, or a producer attached, or
the connection closing, every write goes Twisted's way, so the order of
the bytes never changes.

Installed per connection, in the telnet protocol's ``connectionMade``, on
plain TCP transports only (TLS and test transports are left alone), from
server/conf/portal_services_plugins.py. Switch:
``FOURFOLD_TELNET_DIRECT_WRITE``. tests/speedups/test_direct_write.py
checks the bytes and their order against Twisted's own path over a real
socket pair, with a full send buffer and a closed peer.
"""

from __future__ import annotations

from functools import partial

from django.conf import settings
from twisted.internet import tcp

from speedups import mixins
from speedups.switches import is_on

MARK = "_fourfold_direct_write"


def enabled() -> bool:
    return is_on("direct_write", settings)


def write_through(transport, data: bytes) -> None:
    """``transport.write(data)``, sending at once when nothing is buffered."""
    if (type(data) is bytes and data and transport.connected and not transport.disconnecting
            and not transport._writeDisconnected and transport.producer is None
            and not transport._tempDataBuffer and transport.offset == len(transport.dataBuffer)):
        try:
            sent = transport.socket.send(data)
        except BlockingIOError:
            sent = 0
        except OSError:
            sent = 0  # Twisted's doWrite meets the same error and closes as usual
        if sent >= len(data):
            return
        data = data[sent:]
    type(transport).write(transport, data)


def attach(transport) -> bool:
    """Route ``transport``'s writes through :func:`write_through` (plain TCP
    server connections only). Returns whether it did."""
    if type(transport) is not tcp.Server:
        return False
    transport.write = partial(write_through, transport)
    return True


def patch_protocol(cls):
    """Make ``cls.connectionMade`` attach the direct write first (once per class)."""
    return mixins.before_connection_made(cls, MARK, attach)


def unpatch_protocol(cls):
    """Undo :func:`patch_protocol` (for tests)."""
    mixins.undo_connection_made(cls, MARK)


def portal_classes():
    from evennia.utils.utils import class_from_module

    return [class_from_module(settings.TELNET_PROTOCOL_CLASS)]


def install(classes) -> list:
    """Patch ``classes`` if the switch is on; returns the patched ones."""
    if not enabled():
        return []
    return [patch_protocol(cls) for cls in classes]
