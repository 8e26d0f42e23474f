"""A telnet client that speaks GMCP (the telnet option bytes and a client for the OOB tests)."""

from __future__ import annotations

import json
import re
import socket
import time

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
