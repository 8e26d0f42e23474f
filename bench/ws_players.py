"""The websocket side of bench/load.py: players on the web client's websocket.

Standard library only, on asyncio like the telnet players. A web player
opens the websocket as Evennia's web client does (the ``v1.evennia.com``
subprotocol, an ``Origin`` of the game's site when its port is known, the
``?csessid&cuid&browser`` query with no browser session), then speaks the
client's JSON messages: it sends ``["text", [line], {}]`` in masked frames
and reads the Portal's ``["text", [html], {}]`` frames, whose HTML is turned
back into plain lines (tags out, ``<br>`` a line end, entities decoded), so
the same patterns match the same lines a telnet player sees.

Latency is measured as for telnet: one timestamp per read from the socket,
and a reply counts at the read that completes it (the line's end for
telnet, the frame's end here; a reply shorter than a read, as all the
benchmark's are, arrives whole in the read holding its first byte).

:class:`WebSocketTransport` is a mixin put before ``bench.load.Player``
(``class WebPlayer(WebSocketTransport, Player)``): it replaces how a player
connects, sends and decodes; matching replies stays the Player's.
"""

from __future__ import annotations

import asyncio
import base64
import html
import json
import os
import re
import struct

SUBPROTOCOL = "v1.evennia.com"
CLIENT_QUERY = "/?&&fourfold-bench"  # no csessid: not signed in on the site
TEXT, BINARY, CLOSE, PING, PONG, CONTINUATION = 1, 2, 8, 9, 10, 0
MAX_MESSAGE = 1 << 22  # a message bigger than this from the server is a fault

_TAG = re.compile(r"<[^>]*>")
_BR = re.compile(r"<br\s*/?>", re.IGNORECASE)


def handshake_request(host: str, port: int, origin: str | None = None,
                      key: str | None = None) -> tuple[bytes, str]:
    """The opening HTTP request, and the Sec-WebSocket-Key it carries."""
    key = key or base64.b64encode(os.urandom(16)).decode()
    lines = [f"GET {CLIENT_QUERY} HTTP/1.1", f"Host: {host}:{port}", "Upgrade: websocket",
             "Connection: Upgrade", f"Sec-WebSocket-Key: {key}", "Sec-WebSocket-Version: 13",
             f"Sec-WebSocket-Protocol: {SUBPROTOCOL}"]
    if origin:
        lines.append(f"Origin: {origin}")
    return ("\r\n".join(lines) + "\r\n\r\n").encode(), key


def check_handshake(response: bytes) -> None:
    """Raise ConnectionError unless ``response`` (the HTTP head) opens the websocket."""
    status = response.split(b"\r\n", 1)[0].decode("latin-1", "replace")
    if " 101 " not in status + " ":
        raise ConnectionError(f"websocket refused: {status!r}")


def encode_frame(payload: bytes, opcode: int = TEXT, mask: bytes | None = None) -> bytes:
    """One final frame from the client: masked, as RFC 6455 requires."""
    mask = mask if mask is not None else os.urandom(4)
    n = len(payload)
    if n < 126:
        head = struct.pack("!BB", 0x80 | opcode, 0x80 | n)
    elif n < 65536:
        head = struct.pack("!BBH", 0x80 | opcode, 0x80 | 126, n)
    else:
        head = struct.pack("!BBQ", 0x80 | opcode, 0x80 | 127, n)
    key = (mask * (n // 4 + 1))[:n]
    masked = (int.from_bytes(payload, "big") ^ int.from_bytes(key, "big")).to_bytes(n, "big")
    return head + mask + masked


def command_frame(line: str) -> bytes:
    """The frame the web client sends for a line typed by the player."""
    return encode_frame(json.dumps(["text", [line], {}]).encode("utf-8"))


class FrameReader:
    """Server frames (unmasked) out of a byte stream, across read
    boundaries; fragmented messages are put together. ``feed`` returns
    ``[(opcode, payload)]`` for each whole message or control frame."""

    def __init__(self):
        self.pending = b""
        self.parts: list[bytes] = []
        self.first_opcode = TEXT

    def feed(self, data: bytes) -> list[tuple[int, bytes]]:
        data = self.pending + data if self.pending else data
        out = []
        i, n = 0, len(data)
        while n - i >= 2:
            b0, b1 = data[i], data[i + 1]
            length, at = b1 & 0x7F, i + 2
            if length == 126:
                if n - at < 2:
                    break
                length, at = struct.unpack_from("!H", data, at)[0], at + 2
            elif length == 127:
                if n - at < 8:
                    break
                length, at = struct.unpack_from("!Q", data, at)[0], at + 8
            mask = None
            if b1 & 0x80:  # servers do not mask, but read it right if one does
                if n - at < 4:
                    break
                mask, at = data[at:at + 4], at + 4
            if length > MAX_MESSAGE:
                raise ConnectionError(f"a websocket frame of {length} bytes")
            if n - at < length:
                break
            payload = data[at:at + length]
            if mask:
                payload = bytes(b ^ mask[k % 4] for k, b in enumerate(payload))
            i = at + length
            opcode, final = b0 & 0x0F, bool(b0 & 0x80)
            if opcode >= 8:  # control frames stand alone, even mid-message
                out.append((opcode, payload))
                continue
            if opcode != CONTINUATION:
                self.first_opcode, self.parts = opcode, []
            self.parts.append(payload)
            if final:
                out.append((self.first_opcode, b"".join(self.parts)))
                self.parts = []
        self.pending = data[i:]
        return out


def message_text(payload: bytes) -> str:
    """The plain text of one of the Portal's messages: each ``text`` (or
    ``prompt``) argument as lines ending in ``\\n``; "" for anything else
    (out-of-band messages, broken JSON)."""
    try:
        message = json.loads(payload.decode("utf-8", "replace"))
    except ValueError:
        return ""
    if not (isinstance(message, list) and len(message) >= 2 and message[0] in ("text", "prompt")
            and isinstance(message[1], list)):
        return ""
    out = []
    for part in message[1]:
        if isinstance(part, str):
            text = html.unescape(_TAG.sub("", _BR.sub("\n", part))).replace("\xa0", " ")
            out.append(text.replace("\r", "") + "\n")
    return "".join(out)


class WebSocketTransport:
    """How a web player connects, sends and reads (see the module's doc).
    Expects the Player's ``reader``, ``writer``, ``name`` and ``closed``;
    ``origin`` is the site's address for the ``Origin`` header, or None."""

    transport_name = "web"
    origin: str | None = None

    async def connect(self, host: str, port: int):
        self.frames = FrameReader()
        self.reader, self.writer = await asyncio.open_connection(host, port, limit=1 << 20)
        request, _key = handshake_request(host, port, self.origin)
        self.writer.write(request)
        head = await asyncio.wait_for(self.reader.readuntil(b"\r\n\r\n"), 60)
        check_handshake(head)

    def send(self, line: str):
        self.writer.write(command_frame(line))

    def _decode(self, data: bytes) -> str:
        text = []
        for opcode, payload in self.frames.feed(data):
            if opcode == TEXT:
                text.append(message_text(payload))
            elif opcode == PING:
                self.writer.write(encode_frame(payload, PONG))
            elif opcode == CLOSE:
                self.closed = True
        return "".join(text)

    def start_pump(self):
        """Like the telnet player's, but what login left in the reader's
        buffer is decoded first: dropping it could cut a frame in two."""
        leftover = bytes(self.reader._buffer)  # asyncio keeps no public peek
        self.reader._buffer.clear()
        super().start_pump()
        if leftover:
            self._decode(leftover)  # login-time text: no reply is waited for yet

    def close(self):
        if self.writer:
            try:
                self.writer.write(encode_frame(struct.pack("!H", 1000), CLOSE))
                self.writer.close()
            except Exception:
                pass


def web_indices(total: int, web: int) -> set[int]:
    """Which of players 0..total-1 are web players, ``web`` of them spread
    evenly (so each room and each part of the second has its share, and
    the first N of a smaller load hold about the same proportion)."""
    web = max(0, min(web, total))
    return {i for i in range(total) if (i + 1) * web // total > i * web // total}
