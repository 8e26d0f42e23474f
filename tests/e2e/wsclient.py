"""A bare websocket client over a plain socket, for the Portal's tests: the
opening request with any Origin, and frames of any size (masked, as a
browser's are)."""

from __future__ import annotations

import base64
import html
import json
import os
import re
import socket
import struct
import time


def open_websocket(port: int, origin: str | None = None, host: str | None = None, timeout=10):
    """Send the opening request; returns (socket, the response's status line)."""
    sock = socket.create_connection(("127.0.0.1", port), timeout=timeout)
    key = base64.b64encode(os.urandom(16)).decode()
    lines = ["GET /?fourfold-test HTTP/1.1", f"Host: {host or f'127.0.0.1:{port}'}",
             "Upgrade: websocket", "Connection: Upgrade", f"Sec-WebSocket-Key: {key}",
             "Sec-WebSocket-Version: 13"]
    if origin is not None:
        lines.append(f"Origin: {origin}")
    sock.sendall(("\r\n".join(lines) + "\r\n\r\n").encode())
    response = b""
    while b"\r\n\r\n" not in response:
        chunk = sock.recv(4096)
        if not chunk:
            break
        response += chunk
    return sock, response.split(b"\r\n", 1)[0].decode(errors="replace")


def frame_header(length: int, opcode: int = 1) -> bytes:
    """A masked final frame's header announcing ``length`` payload bytes,
    with a zero mask (the payload goes as it is)."""
    if length < 126:
        head = bytes([0x80 | opcode, 0x80 | length])
    elif length < 65536:
        head = bytes([0x80 | opcode, 0x80 | 126]) + struct.pack("!H", length)
    else:
        head = bytes([0x80 | opcode, 0x80 | 127]) + struct.pack("!Q", length)
    return head + b"\x00\x00\x00\x00"


def _read_exact(sock, count: int) -> bytes:
    data = b""
    while len(data) < count:
        chunk = sock.recv(count - len(data))
        if not chunk:
            raise ConnectionError("server closed the websocket")
        data += chunk
    return data


class WebSocketPlayer:
    """A player on the web client's websocket, speaking its JSON messages
    (``["text", [line], {}]`` each way) without a browser. ``output`` holds
    the text received, tags and entities taken out."""

    def __init__(self, port: int, timeout=10):
        self._tags = re.compile(r"<[^>]+>")
        self.sock, status = open_websocket(port)
        if " 101 " not in status:
            raise ConnectionError(f"websocket refused: {status}")
        self.sock.settimeout(0.2)
        self.output = ""
        self.timeout = timeout

    def close(self):
        try:
            self.sock.close()
        except OSError:
            pass

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()

    def send(self, line: str):
        payload = json.dumps(["text", [line], {}]).encode("utf-8")
        self.sock.sendall(frame_header(len(payload)) + payload)

    def _frame(self) -> bytes | None:
        """One frame's payload (None when nothing came within the socket's timeout)."""
        try:
            head = self.sock.recv(2)
        except socket.timeout:
            return None
        if not head:
            raise ConnectionError("server closed the websocket")
        if len(head) < 2:
            head += _read_exact(self.sock, 1)
        self.sock.settimeout(self.timeout)
        try:
            length = head[1] & 0x7F
            if length == 126:
                length = struct.unpack("!H", _read_exact(self.sock, 2))[0]
            elif length == 127:
                length = struct.unpack("!Q", _read_exact(self.sock, 8))[0]
            payload = _read_exact(self.sock, length)
        finally:
            self.sock.settimeout(0.2)
        if head[0] & 0x0F == 8:
            raise ConnectionError(f"server closed the websocket: {payload[2:].decode(errors='replace')}")
        return payload

    def _pump(self):
        payload = self._frame()
        if not payload:
            return
        try:
            message = json.loads(payload.decode("utf-8"))
        except ValueError:
            return
        if isinstance(message, list) and message and message[0] == "text":
            for part in message[1] or ():
                text = self._tags.sub("", str(part).replace("<br>", "\n"))
                self.output += html.unescape(text) + "\n"

    def read_until(self, pattern: str, timeout=15) -> str:
        """Everything up to and including the first match of regex ``pattern``."""
        regex = re.compile(pattern)
        deadline = time.time() + timeout
        while True:
            match = regex.search(self.output)
            if match:
                text, self.output = self.output[:match.end()], self.output[match.end():]
                return text
            if time.time() > deadline:
                raise TimeoutError(f"no {pattern!r} within {timeout}s; got:\n{self.output[-2000:]}")
            self._pump()

    def command(self, line: str, expect: str, timeout=15) -> str:
        self.send(line)
        return self.read_until(expect, timeout)
