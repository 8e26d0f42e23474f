"""One player, one command at a time: the round trip of ``say`` on an idle
server (send, wait for the echo, pause 20 ms, again). Prints the median and
the 10th/90th percentiles in ms; the baseline under bench/load.py's numbers.

    .venv/bin/python bench/rtt.py --port 4000 --user admin --password "$(cat server/conf/admin_password)"
"""

import argparse
import socket
import statistics
import time


def read_until(sock, token: bytes, timeout: float = 10.0) -> bytes:
    sock.settimeout(timeout)
    buf = b""
    while token not in buf:
        data = sock.recv(65536)
        if not data:
            raise SystemExit("the server closed the connection")
        buf += data
    return buf


def drain(sock, quiet: float = 1.0):
    """Read whatever arrives until the line has been quiet for ``quiet`` s."""
    sock.settimeout(quiet)
    try:
        while sock.recv(65536):
            pass
    except (TimeoutError, socket.timeout):
        pass


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--port", type=int, default=4000)
    ap.add_argument("--user", required=True)
    ap.add_argument("--password", required=True)
    ap.add_argument("--count", type=int, default=200)
    args = ap.parse_args(argv)
    sock = socket.create_connection(("127.0.0.1", args.port))
    sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
    drain(sock, 0.5)
    sock.sendall(f"connect {args.user} {args.password}\r\n".encode())
    drain(sock, 1.0)
    times = []
    for i in range(args.count):
        marker = f"rtt{i}x{time.monotonic_ns() % 100000}"
        start = time.perf_counter()
        sock.sendall(f"say {marker}\r\n".encode())
        read_until(sock, marker.encode())
        times.append((time.perf_counter() - start) * 1000.0)
        time.sleep(0.02)
    times.sort()
    n = len(times)
    print(f"say round trip, {n} sequential: median {statistics.median(times):.2f} ms  "
          f"p10 {times[n // 10]:.2f}  p90 {times[n * 9 // 10]:.2f}")


if __name__ == "__main__":
    main()
