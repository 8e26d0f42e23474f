"""TCP_NODELAY is really on for the running game's sockets: the Portal's
end of the AMP link and its telnet connections, and the Server's end of the
AMP link (read from the processes' own sockets with pidfd_getfd)."""

import pytest

from tests.e2e.harness import TelnetClient
from tests.e2e.sockets import tcp_sockets

pytestmark = pytest.mark.e2e


def read_or_skip(pid):
    try:
        return tcp_sockets(pid)
    except (OSError, AttributeError) as err:
        pytest.skip(f"cannot read another process's sockets here: {err}")


def pid_of(game_server, role):
    return int((game_server.dir / "server" / f"{role}.pid").read_text().strip())


def test_amp_and_telnet_sockets_have_tcp_nodelay(game_server):
    amp = int(game_server.env["FOURFOLD_AMP_PORT"])
    with TelnetClient(game_server.telnet_port) as client:
        client.read_until("connect")
        portal = read_or_skip(pid_of(game_server, "portal"))
        server = read_or_skip(pid_of(game_server, "server"))
    telnet = [s for s in portal if s["local"] == game_server.telnet_port]
    portal_amp = [s for s in portal if s["local"] == amp]
    server_amp = [s for s in server if s["peer"] == amp]
    assert telnet and portal_amp and server_amp, (portal, server)
    assert all(s["nodelay"] for s in telnet + portal_amp + server_amp), (portal, server)
