"""The Server's plugin services (settings.SERVER_SERVICES_PLUGIN_MODULES),
started last in the Server's start-up, before the AMP client connects to
the Portal: they make the AMP client factory build the protocol class
the settings name (speedups/amp_batch.py: messages to the Portal in
batches) and turn TCP_NODELAY on for the Server's end of the AMP
link (see speedups/tcp_nodelay.py; settings.FOURFOLD_TCP_NODELAY = False
turns it off).
"""

from speedups import amp_batch, tcp_nodelay


def start_plugin_services(server):
    """Called by Evennia with the Server application."""
    amp_batch.install_client(server)  # build AMP_CLIENT_PROTOCOL_CLASS
    tcp_nodelay.install(tcp_nodelay.server_classes())
    # On a reload the Server may already hold a live AMP connection.
    protocol = getattr(server, "amp_protocol", None)
    if tcp_nodelay.enabled() and protocol is not None:
        tcp_nodelay.set_nodelay(getattr(protocol, "transport", None), True)
