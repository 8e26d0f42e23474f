"""The benchmark's simulated players (bench/load.py): the commands they
send, how a reply is recognised, and the telnet connection; the websocket
connection is bench/ws_players.py's, mixed into :class:`WebPlayer`."""

from __future__ import annotations

import asyncio
import random
import re
import time
from dataclasses import dataclass, field

from bench.ws_players import WebSocketTransport

IAC = 255
ANSI_RE = re.compile(r"\x1b\[[0-9;]*[A-Za-z]")
PASSWORD = "bench-pass-4f"
PREFIX = "Bp"
COMMANDS = {
    "say": "say {marker}",
    "roll": "+roll Alertness",
    "rollvs": "+roll Alertness vs {mate}=Dodge",
    "odds": "+odds Alertness",
    "pose": "pose {marker}",
}
LABELS = {"say": "say", "roll": "+roll Alertness", "rollvs": "+roll Alertness vs <name>=Dodge",
          "odds": "+odds Alertness", "pose": "pose"}
MARKED = ("say", "pose")  # commands whose reply carries the sent marker
NOT_A_COMMAND = re.compile(r"Command '.*' is not available")
P99_LIMIT_MS = 100.0
TRANSPORTS = ("telnet", "web")


class TelnetStripper:
    """Drops telnet negotiation from a byte stream, across read boundaries."""

    def __init__(self):
        self.pending = b""

    def feed(self, data: bytes) -> bytes:
        data = self.pending + data
        self.pending = b""
        out = bytearray()
        i, n = 0, len(data)
        while i < n:
            b = data[i]
            if b != IAC:
                j = data.find(bytes([IAC]), i)
                j = n if j < 0 else j
                out += data[i:j]
                i = j
                continue
            if i + 1 >= n:
                self.pending = data[i:]
                break
            cmd = data[i + 1]
            if cmd == IAC:
                out.append(IAC)
                i += 2
            elif cmd == 250:  # SB ... IAC SE
                end = data.find(bytes([IAC, 240]), i + 2)
                if end < 0:
                    self.pending = data[i:]
                    break
                i = end + 2
            elif cmd in (251, 252, 253, 254):
                if i + 2 >= n:
                    self.pending = data[i:]
                    break
                i += 3
            else:
                i += 2
        return bytes(out)


class _Pump(asyncio.BufferedProtocol):
    """A logged-in player's connection after login (see Player.start_pump).

    A buffered protocol: asyncio reads into one buffer kept per connection
    (``recv_into``). A plain Protocol has asyncio allocate a fresh 256 KiB
    bytes object for every read, which the allocator maps and unmaps from
    the kernel each time: at 150 players in one room (22,500 reads a second)
    that was half of this client's CPU, taken from the cores the server
    under test shares with it."""

    def __init__(self, player: "Player"):
        self.player = player
        self.buffer = memoryview(bytearray(65536))

    def get_buffer(self, sizehint):
        return self.buffer

    def buffer_updated(self, nbytes):
        self.player.on_data(bytes(self.buffer[:nbytes]))

    def eof_received(self):
        self.player.closed = True
        return False

    def connection_lost(self, exc):
        self.player.closed = True


@dataclass
class Player:
    index: int
    name: str
    mate: str
    reader: asyncio.StreamReader | None = None
    writer: asyncio.StreamWriter | None = None
    stripper: TelnetStripper = field(default_factory=TelnetStripper)
    text: str = ""
    # the phase being measured
    kind: str | None = None
    pattern: re.Pattern | None = None
    outstanding: list = field(default_factory=list)  # [(marker or None, sent_at)]
    latencies: list = field(default_factory=list)
    sent_times: list = field(default_factory=list)
    late: list = field(default_factory=list)  # ms each send left after its scheduled time
    mismatches: int = 0
    unavailable: bool = False
    closed: bool = False
    transport_name = "telnet"  # not a field: WebPlayer's differs

    async def connect(self, host: str, port: int):
        self.reader, self.writer = await asyncio.open_connection(host, port, limit=1 << 20)

    def send(self, line: str):
        self.writer.write(line.encode() + b"\r\n")

    async def read_until(self, regex: str, timeout: float) -> str:
        """Login-time reading: text up to the first match of ``regex``."""
        pattern = re.compile(regex)
        deadline = time.monotonic() + timeout
        while True:
            match = pattern.search(self.text)
            if match:
                found, self.text = self.text[:match.end()], self.text[match.end():]
                return found
            left = deadline - time.monotonic()
            if left <= 0:
                raise TimeoutError(f"{self.name}: no {regex!r} in {timeout}s; got {self.text[-300:]!r}")
            try:
                data = await asyncio.wait_for(self.reader.read(65536), left)
            except asyncio.TimeoutError:
                continue
            if not data:
                raise ConnectionError(f"{self.name}: server closed the connection")
            self.text += self._decode(data)

    def _decode(self, data: bytes) -> str:
        text = self.stripper.feed(data).decode("utf-8", "replace")
        return ANSI_RE.sub("", text).replace("\r", "")

    def start_pump(self):
        """Measuring-time reading: from here on the connection's bytes go
        straight to :meth:`on_data` (an asyncio Protocol callback: no task
        switch per read, so this client takes less of the CPU it shares with
        the server). What login left unread is dropped with ``self.text``."""
        self.text = ""
        self.writer.transport.set_protocol(_Pump(self))

    def on_data(self, data: bytes):
        now = time.perf_counter()
        self.text += self._decode(data)
        if "\n" not in self.text:
            return
        *lines, self.text = self.text.split("\n")
        for line in lines:
            self.on_line(line, now)

    def on_line(self, line: str, now: float):
        if self.kind is None or not self.outstanding:
            return
        if self.kind == "odds":
            if NOT_A_COMMAND.search(line):
                self.unavailable = True
            if line.strip():
                self._answer(now)
            return
        if NOT_A_COMMAND.search(line):
            self.unavailable = True
        if self.pattern.search(line):
            if self.kind in MARKED:
                marker = self.pattern.search(line).group(1)
                for pos, (sent_marker, _) in enumerate(self.outstanding):
                    if sent_marker == marker:
                        self.mismatches += pos  # earlier ones were skipped
                        del self.outstanding[:pos]
                        break
                else:
                    return
            self._answer(now)

    def _answer(self, now: float):
        _, sent = self.outstanding.pop(0)
        self.latencies.append((now - sent) * 1000.0)
        self.sent_times.append(sent)

    def start_phase(self, kind: str):
        self.kind = kind
        self.outstanding, self.latencies, self.mismatches, self.unavailable = [], [], 0, False
        self.sent_times, self.late = [], []
        if kind == "say":
            self.pattern = re.compile(r'You say, "(\S+)"')
        elif kind == "pose":  # everyone in the room, the poser too: "<Name> <marker>"
            self.pattern = re.compile(rf"^{re.escape(self.name)} (m\d+x-?\d+r[0-9a-f]+)\b")
        else:
            self.pattern = re.compile(rf"^{re.escape(self.name)} rolls Alertness\b")

    def command(self, kind: str, seq: int, sent_at: float):
        self.late.append((time.perf_counter() - sent_at) * 1000.0)
        marker = f"m{self.index}x{seq}r{random.randrange(1 << 20):x}" if kind in MARKED else None
        self.outstanding.append((marker, sent_at))
        self.send(COMMANDS[kind].format(marker=marker, mate=self.mate))

    def close(self):
        if self.writer:
            try:
                self.writer.close()
            except Exception:
                pass


class WebPlayer(WebSocketTransport, Player):
    """A player on the web client's websocket (bench/ws_players.py)."""
