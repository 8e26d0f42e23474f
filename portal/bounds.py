"""Every buffer a peer can fill before it logs in has a size limit.

Twisted's telnet code keeps each byte of a subnegotiation (``IAC SB``) in a
list until ``IAC SE`` arrives, eight bytes of pointers per byte sent, with
no limit: 16 MB sent without an SE grew the Portal by 128 MB, which it kept
after the connection closed. Evennia's telnet protocol keeps a line that
has no newline yet in ``line_buffer``, with no limit either. The web
client's websocket (autobahn) takes frames and messages of any size, and
an opening handshake of any length until its 5-second timeout.

Here each is measured after every chunk the socket gives (one length
comparison; a chunk is at most 64 KB, so a buffer never grows past its
limit by more than that), and a connection past its limit is dropped at
once, with one line in the Portal's log:

- ``FOURFOLD_PORTAL_MAX_SUBNEG``: bytes in one telnet subnegotiation;
- ``FOURFOLD_PORTAL_MAX_LINE``: bytes of a telnet line not yet ended;
- ``FOURFOLD_PORTAL_MAX_WEBSOCKET``: bytes of one websocket frame, of one
  message, and of the opening handshake request (autobahn's own
  ``maxFramePayloadSize`` / ``maxMessagePayloadSize`` drop the first two).

0 or None turns a limit off. The protocol classes that use these are in
portal/protocols.py.
"""

from __future__ import annotations

from autobahn.twisted.websocket import WebSocketServerProtocol as WebSocketProtocol
from django.conf import settings
from evennia.utils import logger

DEFAULT_MAX_SUBNEG = 65536
DEFAULT_MAX_LINE = 65536
DEFAULT_MAX_WEBSOCKET = 65536
_SUBNEGOTIATING = ("subnegotiation", "subnegotiation-escaped")
_CONNECTING = WebSocketProtocol.STATE_CONNECTING


def limit(name: str, default: int) -> int:
    """The setting ``name`` as a byte count; 0 means no limit."""
    value = getattr(settings, name, default)
    return int(value or 0)


def peer(protocol) -> str:
    """The peer's address, for the log."""
    address = getattr(protocol, "address", None)
    if address:
        return str(address)
    try:
        return str(protocol.transport.getPeer().host)
    except Exception:  # a test transport without a peer
        return "?"


def drop(protocol, what: str) -> None:
    """Log why and close ``protocol``'s connection without waiting for it
    to read what is still unsent."""
    logger.log_warn(f"Fourfold: dropped a {protocol_name(protocol)} connection from "
                    f"{peer(protocol)}: {what}.")
    transport = getattr(protocol, "transport", None)
    if transport is None:
        return
    abort = getattr(transport, "abortConnection", None)
    if abort is not None:
        abort()
    else:
        transport.loseConnection()


def protocol_name(protocol) -> str:
    return getattr(protocol, "protocol_key", None) or type(protocol).__name__


class BoundedTelnet:
    """Mix in before Evennia's TelnetProtocol: a subnegotiation or an
    unended line past its limit drops the connection."""

    def connectionMade(self):  # noqa: N802 (Twisted's name)
        self.max_subneg = limit("FOURFOLD_PORTAL_MAX_SUBNEG", DEFAULT_MAX_SUBNEG)
        self.max_line = limit("FOURFOLD_PORTAL_MAX_LINE", DEFAULT_MAX_LINE)
        self._bound_dropped = False
        super().connectionMade()

    def dataReceived(self, data):  # noqa: N802
        if self._bound_dropped:
            return
        super().dataReceived(data)
        if self.state in _SUBNEGOTIATING:
            if 0 < self.max_subneg < len(self.commands):
                self.commands = []
                self._bound_dropped = True
                drop(self, f"a subnegotiation longer than {self.max_subneg} bytes")
        elif 0 < self.max_line < len(self.line_buffer):
            self.line_buffer = b""
            self._bound_dropped = True
            drop(self, f"a line longer than {self.max_line} bytes")


class BoundedWebSocket:
    """Mix in before Evennia's WebSocketClient: a frame, a message or an
    opening handshake past ``FOURFOLD_PORTAL_MAX_WEBSOCKET`` drops the
    connection."""

    def connectionMade(self):  # noqa: N802
        super().connectionMade()  # autobahn copies its factory's options here
        self.max_websocket = limit("FOURFOLD_PORTAL_MAX_WEBSOCKET", DEFAULT_MAX_WEBSOCKET)
        self.maxFramePayloadSize = self.maxMessagePayloadSize = self.max_websocket

    def dataReceived(self, data):  # noqa: N802
        super().dataReceived(data)
        if self.state == _CONNECTING and 0 < self.max_websocket < len(self.data):
            self.data = b""
            drop(self, f"an opening handshake longer than {self.max_websocket} bytes")

    def onClose(self, wasClean, code=None, reason=None):  # noqa: N802
        if getattr(self, "wasMaxFramePayloadSizeExceeded", False) or getattr(
                self, "wasMaxMessagePayloadSizeExceeded", False):
            logger.log_warn(f"Fourfold: dropped a websocket connection from {peer(self)}: "
                            f"a message longer than {self.max_websocket} bytes.")
        super().onClose(wasClean, code, reason)
        forget_unclean(self, code)


def forget_unclean(protocol, code) -> None:
    """Evennia keeps the session of a websocket that closed uncleanly (a
    drop, a lost network), so that the same browser reconnecting takes over
    its login. A session that never logged in has nothing to take over:
    without this it stayed in the Portal and the Server for good, one for
    every such connection."""
    if code in (WebSocketProtocol.CLOSE_STATUS_CODE_NORMAL,
                WebSocketProtocol.CLOSE_STATUS_CODE_GOING_AWAY):
        return  # Evennia's onClose disconnected it
    handler = getattr(protocol, "sessionhandler", None)
    sessid = getattr(protocol, "sessid", None)
    if handler is None or not sessid or getattr(protocol, "logged_in", False):
        return
    holds = getattr(handler, "holds", None)
    if holds is not None and holds(protocol):
        handler.disconnect(protocol)
