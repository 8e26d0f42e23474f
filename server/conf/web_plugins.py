"""Web plugin hooks (settings.WEB_PLUGINS_MODULE).

Fourfold's Portal passes each browser's address on to the Server in
X-Forwarded-For (web/forwarding.py), so that the website knows
its visitors apart (the login throttle counts per address), and the
Server's own /static/ and /media/ files carry the same security headers as
the pages (web/static_headers.py).
"""

from web.forwarding import forwarding
from web.static_headers import headered


def at_webserver_root_creation(web_root):
    """The Server's web root, its /static/ and /media/ files given the
    pages' security headers."""
    return headered(web_root)


def at_webproxy_root_creation(web_root):
    """The Portal's web proxy, passing each browser's address on to the
    Server."""
    return forwarding(web_root)
