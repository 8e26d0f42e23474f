"""The Portal's plugin services (settings.PORTAL_SERVICES_PLUGIN_MODULES),
started last in the Portal's start-up, before its listening services open
their ports. They turn TCP_NODELAY on for the Portal's end of the AMP
link and for telnet connections (see speedups/tcp_nodelay.py;
settings.FOURFOLD_TCP_NODELAY = False turns it off) and give the Portal
the Server's short garbage-collection pauses (speedups/gc_pauses.py,
the same FOURFOLD_GC_* settings). The Portal passes every byte between the
players and the Server, so its pauses stop everyone: with hundreds of
players connected, one oldest-generation collection holds all output for
longer than a command takes.

Telnet output goes straight to the socket when nothing is waiting to be
sent (speedups/direct_write.py; FOURFOLD_TELNET_DIRECT_WRITE = False
leaves Twisted's buffered write).

It logs, first, each speed-up the start-up check turned off and each
Portal safety module whose Evennia, Twisted or autobahn code changed
(speedups/guard.py).

It also has the Portal restart a Server that died without being asked to
stop, keeping the players connected (ops/server_watch.py).

With Discord enabled, Evennia's Discord connection asks for the API at
FOURFOLD_DISCORD_API_URL when that is set (portal/discord_endpoint.py).
"""

from ops import server_watch
from portal import discord_endpoint
from speedups import direct_write, gc_pauses, guard, tcp_nodelay


def start_plugin_services(portal):
    """Called by Evennia with the Portal application."""
    guard.log()  # speed-ups off because their Evennia code changed; Portal code to check
    tcp_nodelay.install(tcp_nodelay.portal_classes())
    direct_write.install(direct_write.portal_classes())
    gc_pauses.install()
    server_watch.install()  # a crashed Server is restarted (ops/server_watch.py)
    discord_endpoint.install()  # where the Discord bridge asks for Discord's API
