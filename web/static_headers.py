"""The security headers on the files the Server serves itself.

Evennia's Server serves /static/ and /media/ with Twisted
(``PrivateStaticRoot``), not through Django, so Django's middleware never
sees those answers. :class:`HeaderedStaticRoot` sends the same three
headers as every page (web/security_headers.py): nosniff, the frame policy
(settings.X_FRAME_OPTIONS) and FOURFOLD_CSP (a file needs no websocket, so
that placeholder is left out). Installed by ``at_webserver_root_creation``
in server/conf/web_plugins.py.
"""

from django.conf import settings
from evennia.server.webserver import PrivateStaticRoot

from web.security_headers import header

ROOTS = {b"static": "STATIC_ROOT", b"media": "MEDIA_ROOT"}


def add_headers(request) -> None:
    """Set (not add: a file's path sets them once per step) the headers."""
    headers = request.responseHeaders
    headers.setRawHeaders(b"X-Content-Type-Options", [b"nosniff"])
    frame = getattr(settings, "X_FRAME_OPTIONS", "DENY")
    if frame:
        headers.setRawHeaders(b"X-Frame-Options", [frame.encode("ascii")])
    policy = header(None)
    if policy:
        headers.setRawHeaders(b"Content-Security-Policy", [policy.encode("ascii")])


class HeaderedStaticRoot(PrivateStaticRoot):
    """Evennia's static file root (no directory listings), with the headers
    on every file and on its refusals. Its children are made by
    ``createSimilarFile``, so of this class too."""

    def getChild(self, path, request):
        add_headers(request)  # also on a missing file's 404
        return super().getChild(path, request)

    def render(self, request):
        add_headers(request)
        return super().render(request)


def headered(web_root):
    """``web_root`` with /static/ and /media/ served by HeaderedStaticRoot."""
    for name, setting in ROOTS.items():
        old = web_root.children.get(name)
        if isinstance(old, PrivateStaticRoot) and not isinstance(old, HeaderedStaticRoot):
            web_root.putChild(name, HeaderedStaticRoot(getattr(settings, setting)))
    return web_root
