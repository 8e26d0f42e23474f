"""Web plugin hooks (settings.WEB_PLUGINS_MODULE).

Fourfold's Portal passes each browser's address on to the Server in
X-Forwarded-For (server/conf/web_forwarding.py), so that the website knows
its visitors apart (the login throttle counts per address), and the
Server's own /static/ and /media/ files carry the same security headers as
the pages (server/conf/static_headers.py).
"""

from server.conf.static_headers import headered
from server.conf.web_forwarding import forwarding


def at_webserver_root_creation(web_root):
    """The Server's web root, its /static/ and /media/ files given the
    pages' security headers."""
    return headered(web_root)


def at_webproxy_root_creation(web_root):
    """The Portal's web proxy, passing each browser's address on to the
    Server."""
    return forwarding(web_root)
