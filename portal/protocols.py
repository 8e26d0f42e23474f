"""The Portal's protocol classes, named by ``TELNET_PROTOCOL_CLASS`` and
``WEBSOCKET_PROTOCOL_CLASS`` in settings: Evennia's, with the out-of-band
depth check (portal/oob_guard.py) and the buffer limits (portal/bounds.py).

The speed-ups that wrap ``connectionMade`` (speedups/tcp_nodelay.py,
speedups/direct_write.py) patch whichever class the setting names, so they
wrap these.
"""

from __future__ import annotations

from portal.bounds import BoundedTelnet, BoundedWebSocket
from portal.oob_guard import GuardedTelnetProtocol, GuardedWebSocketClient


class TelnetProtocol(BoundedTelnet, GuardedTelnetProtocol):
    """Evennia's telnet with bounded buffers and checked GMCP/MSDP."""


class WebSocketClient(BoundedWebSocket, GuardedWebSocketClient):
    """Evennia's web client protocol with bounded frames and messages, and
    checked JSON."""
