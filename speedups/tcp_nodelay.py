"""TCP_NODELAY for the Portal<->Server AMP link and the telnet sockets.

Evennia's messages are small writes: a command goes telnet -> Portal ->
AMP -> Server, and its output comes back the same way. With Nagle's
algorithm on, a small write waits for the ACK of the previous one (and the
peer's delayed ACK can hold that back for up to 40 ms), which is where most
of a stock server's latency under load goes. TCP_NODELAY sends each write
at once.

The services plugins (``portal_services_plugins`` and
``server_services_plugins``) call :func:`install` before Evennia starts its
listening and connecting services, so every connection made afterwards gets
the option in ``connectionMade``. ``settings.FOURFOLD_TCP_NODELAY = False``
leaves the operating system's default (Nagle on) everywhere.

Websockets need nothing: autobahn already turns TCP_NODELAY on for them.
"""

from __future__ import annotations

import socket

from django.conf import settings

from speedups import mixins
from speedups.switches import is_on

MARK = "_fourfold_tcp_nodelay"


def enabled() -> bool:
    return is_on("tcp_nodelay", settings)


def set_nodelay(transport, on: bool = True) -> bool:
    """Set TCP_NODELAY on a Twisted transport (or anything holding a TCP
    socket). Returns whether it was set; transports that are not TCP (a
    test's StringTransport, a TLS wrapper's fake) are left alone."""
    if transport is None:
        return False
    setter = getattr(transport, "setTcpNoDelay", None)
    if setter is not None:
        setter(on)
        return True
    get_handle = getattr(transport, "getHandle", None)
    sock = get_handle() if get_handle else getattr(transport, "socket", None)
    if isinstance(sock, socket.socket) and sock.family in (socket.AF_INET, socket.AF_INET6):
        sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, int(on))
        return True
    return False


def patch_protocol(cls):
    """Make ``cls.connectionMade`` turn TCP_NODELAY on first (once per class)."""
    return mixins.before_connection_made(cls, MARK, lambda transport: set_nodelay(transport, True))


def unpatch_protocol(cls):
    """Undo :func:`patch_protocol` (for tests)."""
    mixins.undo_connection_made(cls, MARK)


def portal_classes():
    """The protocol classes the Portal builds: the AMP server end and telnet."""
    from evennia.utils.utils import class_from_module

    return [class_from_module(settings.AMP_SERVER_PROTOCOL_CLASS),
            class_from_module(settings.TELNET_PROTOCOL_CLASS)]


def server_classes():
    """The AMP client end the Server builds. (Evennia's AMPClientFactory
    builds ``amp_client.AMPServerClientProtocol`` whatever
    AMP_CLIENT_PROTOCOL_CLASS says, so both are patched.)"""
    from evennia.server import amp_client
    from evennia.utils.utils import class_from_module

    classes = [amp_client.AMPServerClientProtocol,
               class_from_module(settings.AMP_CLIENT_PROTOCOL_CLASS)]
    return list(dict.fromkeys(classes))


def install(classes) -> list:
    """Patch ``classes`` if the setting is on; returns the patched ones."""
    if not enabled():
        return []
    return [patch_protocol(cls) for cls in classes]
