"""One telnet client sends garbage: random bytes, broken negotiation (IAC SB
with no SE, a lone IAC, unknown option codes, WILL/DO floods, a NUL-riddled
line, 1 MB of noise without a newline), while another logged-in player keeps
asking `+roll Alertness` and keeps getting answers; the Server process is the
same one at the end and new players can still log in."""

import random
import socket
import threading

import pytest

from tests.e2e.harness import TelnetClient

pytestmark = pytest.mark.e2e

IAC, SB, SE, WILL, WONT, DO, DONT, NOP = 255, 250, 240, 251, 252, 253, 254, 241
GMCP, MSDP, NAWS, TTYPE, MXP = 201, 69, 31, 24, 91

RNG = random.Random(7)
ATTACKS = [
    ("random bytes", bytes(RNG.randrange(256) for _ in range(4096))),
    ("IAC SB without SE", bytes([IAC, SB, GMCP]) + b"Core.Hello {\"client\": " + b"x" * 2000),
    ("lone IAC", bytes([IAC]) + b"\r\n" + bytes([IAC])),
    ("invalid option codes", b"".join(bytes([IAC, c, o]) for c in (WILL, WONT, DO, DONT) for o in range(256))),
    ("subnegotiation soup", bytes([IAC, SB, NAWS, 255, 255, IAC, SE, IAC, SB, TTYPE, 0, IAC, SB, MSDP, 1, 2,
                                   IAC, SE, IAC, SB, MXP, IAC, IAC, IAC, SE, IAC, SE, IAC, SB, IAC, SE])),
    ("GMCP garbage", bytes([IAC, SB, GMCP]) + b"Char.Vitals.Get {{{[[[" + bytes([IAC, SE])
     + bytes([IAC, SB, GMCP]) + "\udcff".encode("utf-8", "surrogatepass") + bytes([IAC, SE])),
    ("control characters", b"\x00\x01\x02\x1b[2J\x07\x7f+roll \x00Alertness\r\n" * 50),
    ("invalid utf-8 lines", b"\xff\xfe\xc3\x28 \xe2\x82 look\r\n" * 100),
    ("1 MB of noise", bytes(RNG.randrange(1, 255) for _ in range(1 << 20)).replace(b"\n", b"x")),
]


def send_quietly(sock, data):
    """Send what the server will take; it may hang up on us, which is fine."""
    try:
        sock.settimeout(10)
        sock.sendall(data)
    except OSError:
        return False
    return True


def drain_socket(sock, stop):
    try:
        sock.settimeout(0.2)
    except OSError:  # the test closed the socket before this thread began
        return
    while not stop.is_set():
        try:
            if not sock.recv(65536):
                return
        except socket.timeout:
            continue
        except OSError:
            return


def test_garbage_client_does_not_stop_the_server(game_server):
    port = game_server.telnet_port
    pid = game_server.server_pid()
    with TelnetClient(port) as gina:
        gina.read_until("connect", timeout=60)
        gina.command("create Gina e2e-garbage-pw", r"\[Y\]/N\?")
        gina.command("Y", r"(?i)created")
        gina.command("connect Gina e2e-garbage-pw", r"Limbo", timeout=60)
        gina.command("+stat Alertness=3", r"Alertness is now 3")
        rolls = 0
        for label, data in ATTACKS:
            bad = socket.create_connection(("127.0.0.1", port), timeout=10)
            stop = threading.Event()
            reader = threading.Thread(target=drain_socket, args=(bad, stop), daemon=True)
            reader.start()
            try:
                # in pieces, so the server sees half-finished sequences too
                for i in range(0, len(data), 65536):
                    if not send_quietly(bad, data[i:i + 65536]):
                        break
                # the other player is still answered while the garbage sits there:
                # a roll after every other attack, the roll's odds after the rest
                # (the rolls stay inside the roll rate limit without waiting)
                if rolls % 2 == 0:
                    out = gina.command("+roll Alertness", r"Gina rolls Alertness[\s\S]*?(Failure|Success)",
                                       timeout=60)
                    assert "Alertness 3" in out, label
                else:
                    out = gina.command("+odds Alertness", r"Embarrassing Failure[^\n]*\n", timeout=60)
                    assert "%" in out, label
                rolls += 1
            finally:
                stop.set()
                try:
                    bad.shutdown(socket.SHUT_RDWR)
                except OSError:
                    pass
                bad.close()
                reader.join(5)
        # an abrupt hang-up in the middle of a negotiation
        bad = socket.create_connection(("127.0.0.1", port), timeout=10)
        send_quietly(bad, bytes([IAC, SB, GMCP]) + b"Core.Hel")
        bad.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, b"\x01\x00\x00\x00\x00\x00\x00\x00")
        bad.close()  # RST
        gina.command("look", r"Limbo", timeout=60)
        # still answering rolls after all of it
        gina.command("+roll Alertness", r"Gina rolls Alertness", timeout=60)

    assert game_server.server_pid() == pid, "the Server restarted"
    with TelnetClient(port) as late:
        late.read_until("connect", timeout=60)
        late.command("create Hale e2e-garbage-pw", r"\[Y\]/N\?")
        late.command("Y", r"(?i)created")
        late.command("connect Hale e2e-garbage-pw", r"Limbo", timeout=60)
