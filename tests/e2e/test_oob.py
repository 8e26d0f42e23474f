"""Rich clients: a raw telnet client that takes GMCP reads the Char.Vitals
packets Fourfold sends (after login, on a Luck change, after a combat turn,
and when the client asks with Core.Get_Vitals)."""

from __future__ import annotations

import json
import re
import socket
import time

import pytest

pytestmark = pytest.mark.e2e

IAC, DONT, DO, WONT, WILL, SB, SE = 255, 254, 253, 252, 251, 250, 240
GMCP = 201


class GmcpClient:
    """A telnet client that agrees to GMCP only (refusing every other
    option, MCCP compression included) and keeps GMCP packets apart from the
    text. The harness's TelnetClient throws IAC sequences away; this one
    parses them."""

    def __init__(self, port: int, host: str = "127.0.0.1"):
        self.sock = socket.create_connection((host, port), timeout=10)
        self.sock.settimeout(0.2)
        self.raw = b""
        self.text = ""
        self.packets: list[tuple[str, object]] = []
        self.gmcp_offered = False

    def close(self):
        self.sock.close()

    def _reply(self, cmd: int, opt: int):
        if cmd == WILL:
            if opt == GMCP:
                self.gmcp_offered = True
            self.sock.sendall(bytes([IAC, DO if opt == GMCP else DONT, opt]))
        elif cmd == DO:
            self.sock.sendall(bytes([IAC, WONT, opt]))

    def _parse(self):
        data, out, i = self.raw, bytearray(), 0
        while i < len(data):
            b = data[i]
            if b != IAC:
                out.append(b)
                i += 1
                continue
            if i + 1 >= len(data):
                break
            cmd = data[i + 1]
            if cmd == IAC:
                out.append(IAC)
                i += 2
            elif cmd in (WILL, WONT, DO, DONT):
                if i + 2 >= len(data):
                    break
                self._reply(cmd, data[i + 2])
                i += 3
            elif cmd == SB:
                end = data.find(bytes([IAC, SE]), i + 2)
                if end < 0:
                    break
                body = data[i + 2:end].replace(bytes([IAC, IAC]), bytes([IAC]))
                if body and body[0] == GMCP:
                    message = body[1:].decode("utf-8")
                    name, _, payload = message.partition(" ")
                    self.packets.append((name, json.loads(payload) if payload else None))
                i = end + 2
            else:
                i += 2
        self.raw = data[i:]
        self.text += re.sub(r"\x1b\[[0-9;]*[A-Za-z]", "", out.decode("utf-8", "replace"))

    def pump(self, seconds: float = 0.2):
        end = time.time() + seconds
        while time.time() < end:
            try:
                chunk = self.sock.recv(65536)
            except socket.timeout:
                continue
            if not chunk:
                raise ConnectionError("server closed the connection")
            self.raw += chunk
            self._parse()

    def read_until(self, pattern: str, timeout: float = 15) -> str:
        regex, deadline = re.compile(pattern), time.time() + timeout
        while time.time() < deadline:
            match = regex.search(self.text)
            if match:
                seen, self.text = self.text[:match.end()], self.text[match.end():]
                return seen
            self.pump(0.2)
        raise TimeoutError(f"no {pattern!r} in {timeout}s; got:\n{self.text[-1500:]}")

    def send(self, line: str):
        self.sock.sendall(line.encode() + b"\r\n")

    def send_gmcp(self, message: str):
        self.sock.sendall(bytes([IAC, SB, GMCP]) + message.encode() + bytes([IAC, SE]))

    def vitals(self, timeout: float = 15, where=lambda v: True) -> dict:
        """The next Char.Vitals packet that ``where`` accepts (earlier ones
        are used up)."""
        deadline = time.time() + timeout
        while time.time() < deadline:
            while self.packets:
                name, payload = self.packets.pop(0)
                if name == "Char.Vitals" and where(payload):
                    return payload
            self.pump(0.2)
        raise TimeoutError(f"no matching Char.Vitals packet within {timeout}s")


def test_gmcp_char_vitals_after_login_luck_and_a_combat_turn(game_server):
    client = GmcpClient(game_server.telnet_port)
    admin = None
    try:
        client.read_until("connect")
        assert client.gmcp_offered, "the server never offered GMCP (IAC WILL 201)"
        client.send("create Vitala e2e-pass-vit")
        client.read_until(r"\[Y\]/N\?")
        client.send("Y")
        client.read_until(r"(?i)created")
        client.packets.clear()
        client.send("connect Vitala e2e-pass-vit")
        client.read_until(r"You become Vitala")

        # Login: a full table at once.
        first = client.vitals()
        assert first["name"] == "Vitala"
        assert first["luck"] == 3
        assert first["wounds"] == 0 and first["wound_total"] == 0 and first["wound_penalty"] == 0
        assert first["ko_threshold"] == -1.0
        assert first["combat"] == 0 and first["combat_turn"] == 0

        # The client asks.
        client.send_gmcp("Core.Get_Vitals")
        assert client.vitals()["name"] == "Vitala"
        client.send_gmcp("Char.Vitals.Get")
        assert client.vitals()["luck"] == 3

        # Staff award Luck: the player's client hears of it.
        from tests.e2e.harness import TelnetClient

        admin = TelnetClient(game_server.telnet_port)
        admin.read_until("connect")
        admin.command(f"connect {game_server.admin[0]} {game_server.admin[1]}", r"You become")
        admin.command("+luck/award Vitala=2/a fine scene", r"(?i)luck")
        assert client.vitals(where=lambda v: v.get("luck") == 5)["luck"] == 5

        # A fight: the turn number arrives after each turn.
        client.send("+combat/start")
        client.read_until(r"starts a fight here \(combat #(\d+)\)")
        client.send("+combat/add Dummy")
        client.read_until(r"adds Dummy")
        client.send("+combat/attack Dummy")
        client.read_until(r"attack Dummy on turn 1")
        client.send("+combat/newturn")
        client.read_until(r"Turn 2 begins")
        during = client.vitals(where=lambda v: v.get("combat_turn") == 2)
        assert during["combat"] > 0
        client.send("+combat/stop")
        client.read_until(r"ends fight")
        assert client.vitals(where=lambda v: v.get("combat") == 0)["combat_turn"] == 0

        # Asked again, the answer is the same table.
        client.pump(0.5)
        client.packets.clear()
        client.send_gmcp("Core.Get_Vitals")
        after = client.vitals()
        assert (after["name"], after["luck"], after["combat"]) == ("Vitala", 5, 0)
    finally:
        client.close()
        if admin is not None:
            admin.close()
