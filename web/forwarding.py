"""The Portal tells the Server who is asking for each web page.

Evennia's Portal answers the players' browsers and passes each request on to
the Server's own web server on 127.0.0.1, so every request the Server sees
comes from 127.0.0.1: the website could not tell one visitor from another,
and a login throttle per address would have counted every visitor as one.
:class:`ForwardingProxyResource` adds the browser's address at the end of
X-Forwarded-For as it passes the request on (after any addresses that a
proxy in front of the game, or the browser itself, put there).

On the Server, ``evennia.utils.ip_from_request`` takes the last address in
that list that is not one of settings.UPSTREAM_IPS (127.0.0.1, the Portal,
by default), so an address a browser writes there itself is never believed;
a game behind its own proxy adds that proxy's address to UPSTREAM_IPS.
Installed by ``at_webproxy_root_creation`` in server/conf/web_plugins.py.
"""

from evennia.server.webserver import EvenniaReverseProxyResource

HEADER = b"x-forwarded-for"


def forward_address(request) -> None:
    """Append ``request``'s client address to its X-Forwarded-For."""
    client = request.getClientAddress()
    host = getattr(client, "host", None)
    if not host:
        return
    earlier = request.requestHeaders.getRawHeaders(HEADER) or []
    chain = [part.decode("latin-1").strip() for part in earlier if part.strip()]
    chain.append(host)
    request.requestHeaders.setRawHeaders(HEADER, [", ".join(chain).encode("latin-1")])


class ForwardingProxyResource(EvenniaReverseProxyResource):
    """Evennia's reverse proxy to the Server, adding X-Forwarded-For."""

    def getChild(self, path, request):
        child = super().getChild(path, request)
        return ForwardingProxyResource(child.host, child.port, child.path, child.reactor)

    def render(self, request):
        forward_address(request)
        return super().render(request)


def forwarding(web_root):
    """The same proxy root (and its children, such as /webclientdata),
    forwarding the client's address."""
    if not isinstance(web_root, EvenniaReverseProxyResource) or isinstance(web_root, ForwardingProxyResource):
        return web_root
    root = ForwardingProxyResource(web_root.host, web_root.port, web_root.path, web_root.reactor)
    root.children.update(web_root.children)
    return root
