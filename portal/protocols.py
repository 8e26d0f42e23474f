"""The Portal's protocol classes, named by ``TELNET_PROTOCOL_CLASS`` and
``WEBSOCKET_PROTOCOL_CLASS`` in settings: Evennia's, with the out-of-band
depth check (portal/oob_guard.py), the buffer limits (portal/bounds.py),
links only as the game makes them (portal/safe_output.py) and, for the web
client, the Origin check (portal/origin.py).

The speed-ups that wrap ``connectionMade`` (speedups/tcp_nodelay.py,
speedups/direct_write.py) patch whichever class the setting names, so they
wrap these.
"""

from __future__ import annotations

from portal.bounds import BoundedTelnet, BoundedWebSocket
from portal.oob_guard import GuardedTelnetProtocol, GuardedWebSocketClient
from portal.origin import OriginCheck
from portal.safe_output import SafeLinksTelnet, SafeLinksWebSocket


class TelnetProtocol(SafeLinksTelnet, BoundedTelnet, GuardedTelnetProtocol):
    """Evennia's telnet with safe links, bounded buffers and checked GMCP/MSDP."""


class WebSocketClient(SafeLinksWebSocket, OriginCheck, BoundedWebSocket, GuardedWebSocketClient):
    """Evennia's web client protocol with safe links, the Origin check,
    bounded frames and messages, and checked JSON."""

