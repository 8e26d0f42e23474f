"""Read the TCP sockets of another process (pidfd_getfd, Linux 5.6+): which
of them have TCP_NODELAY set. Used by the TCP_NODELAY end-to-end test and
bench/load.py."""

from __future__ import annotations

import ctypes
import os
import socket

SYS_PIDFD_GETFD = 438  # the same number on x86_64 and aarch64
_libc = ctypes.CDLL(None, use_errno=True)


def _grab(pidfd: int, fd: int) -> int:
    new = _libc.syscall(SYS_PIDFD_GETFD, pidfd, fd, 0)
    if new < 0:
        err = ctypes.get_errno()
        raise OSError(err, os.strerror(err))
    return new


def tcp_sockets(pid: int) -> list[dict]:
    """The connected TCP sockets of ``pid``: local and peer port and
    whether TCP_NODELAY is on. Raises OSError if the process may not be read."""
    out = []
    pidfd = os.pidfd_open(pid)
    try:
        for name in os.listdir(f"/proc/{pid}/fd"):
            try:
                if not os.readlink(f"/proc/{pid}/fd/{name}").startswith("socket:"):
                    continue
            except OSError:
                continue
            fd = _grab(pidfd, int(name))
            sock = socket.socket(fileno=fd)
            try:
                if sock.family not in (socket.AF_INET, socket.AF_INET6) or sock.type != socket.SOCK_STREAM:
                    continue
                try:
                    peer = sock.getpeername()
                except OSError:
                    continue  # a listening socket
                out.append({
                    "local": sock.getsockname()[1],
                    "peer": peer[1],
                    "nodelay": bool(sock.getsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY)),
                })
            finally:
                sock.detach()
                os.close(fd)
    finally:
        os.close(pidfd)
    return out
