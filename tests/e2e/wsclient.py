"""A bare websocket client over a plain socket, for the Portal's tests: the
opening request with any Origin, and frames of any size (masked, as a
browser's are)."""

from __future__ import annotations

import base64
import os
import socket
import struct


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
