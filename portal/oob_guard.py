"""Out-of-band input nested too deep is dropped before Evennia parses it.

Evennia reads a GMCP payload with ``json.loads`` and passes the result to
the Server over AMP with ``pickle``; both recurse, so a client that sends
``Core.Hello [[[[...`` a few thousand deep makes the Portal log a
RecursionError for every such line (and a few hundred deep breaks the
pickling instead). The web client's JSON messages go the same way. MSDP's
decoder does not recurse, but no client needs tables inside tables more
than a few levels deep either.

Here each payload is measured first, in one pass that does not recurse:
deeper than ``FOURFOLD_OOB_MAX_DEPTH`` (or longer than
``FOURFOLD_OOB_MAX_BYTES``) and it is dropped without a word, as Evennia
drops a GMCP line it cannot read. The Portal's protocol classes
(portal/protocols.py, named by ``TELNET_PROTOCOL_CLASS`` and
``WEBSOCKET_PROTOCOL_CLASS`` in settings) build on these.
"""

from __future__ import annotations

from evennia.server.portal.telnet import TelnetProtocol
from evennia.server.portal.telnet_oob import (
    GMCP,
    MSDP,
    MSDP_ARRAY_CLOSE,
    MSDP_ARRAY_OPEN,
    MSDP_TABLE_CLOSE,
    MSDP_TABLE_OPEN,
)
from evennia.server.portal.webclient import WebSocketClient

from core.game_settings import setting

_OPEN_JSON, _CLOSE_JSON, _QUOTE, _ESCAPE = frozenset(b"[{"), frozenset(b"]}"), ord('"'), ord("\\")
_OPEN_MSDP = frozenset(MSDP_TABLE_OPEN + MSDP_ARRAY_OPEN)
_CLOSE_MSDP = frozenset(MSDP_TABLE_CLOSE + MSDP_ARRAY_CLOSE)


def max_depth() -> int:
    return int(setting("FOURFOLD_OOB_MAX_DEPTH"))


def max_bytes() -> int:
    return int(setting("FOURFOLD_OOB_MAX_BYTES"))


def _as_bytes(data) -> bytes:
    if isinstance(data, (list, tuple)):
        return b"".join(data)
    if isinstance(data, str):
        return data.encode("utf-8", errors="replace")
    return bytes(data or b"")


def json_depth(data) -> int:
    """How deep the brackets of a JSON text go (brackets in strings do not
    count); in one pass, without recursion."""
    depth = deepest = 0
    in_string = escaped = False
    for byte in _as_bytes(data):
        if in_string:
            if escaped:
                escaped = False
            elif byte == _ESCAPE:
                escaped = True
            elif byte == _QUOTE:
                in_string = False
        elif byte == _QUOTE:
            in_string = True
        elif byte in _OPEN_JSON:
            depth += 1
            deepest = max(deepest, depth)
        elif byte in _CLOSE_JSON:
            depth -= 1
    return deepest


def msdp_depth(data) -> int:
    """How deep MSDP's tables and arrays go."""
    depth = deepest = 0
    for byte in _as_bytes(data):
        if byte in _OPEN_MSDP:
            depth += 1
            deepest = max(deepest, depth)
        elif byte in _CLOSE_MSDP:
            depth -= 1
    return deepest


def acceptable(data, measure) -> bool:
    """True when ``data`` is short and shallow enough to hand to Evennia."""
    raw = _as_bytes(data)
    return len(raw) <= max_bytes() and measure(raw) <= max_depth()


def guard_decoders(protocol):
    """Put the depth check in front of the protocol's GMCP and MSDP decoders."""
    for option, measure in ((GMCP, json_depth), (MSDP, msdp_depth)):
        decode = protocol.negotiationMap.get(option)
        if decode is None or getattr(decode, "guarded", False):
            continue

        def guarded(data, decode=decode, measure=measure):
            if acceptable(data, measure):
                decode(data)

        guarded.guarded = True
        protocol.negotiationMap[option] = guarded


class GuardedTelnetProtocol(TelnetProtocol):
    """Evennia's telnet protocol with the depth check on GMCP and MSDP."""

    def connectionMade(self):
        super().connectionMade()
        guard_decoders(self)


class GuardedWebSocketClient(WebSocketClient):
    """Evennia's web client protocol with the depth check on its JSON."""

    def onMessage(self, payload, isBinary):
        if not acceptable(payload, json_depth):
            return
        super().onMessage(payload, isBinary)
