"""The web client's websocket accepts only pages of the game's own site.

A browser opens a websocket to any address a page asks for and says which
site the page came from in the ``Origin`` header; without a check, any web
page its visitors open could use their browsers to talk to the game. An
``Origin`` is accepted when:

- its host is the host the browser asked for the websocket by (the
  request's ``Host``; the page and the websocket are on one host) and its
  port is one the site is served on: the web port (``WEBSERVER_PORTS``), or
  the scheme's own (80, 443) as behind a reverse proxy;
- or its host is one of ``ALLOWED_HOSTS`` (unless that is ``*``), on such a
  port;
- or it is listed in ``FOURFOLD_WEBSOCKET_ORIGINS`` (``"https://game.example"``,
  a reverse proxy's public address, another site of yours).

A request with no ``Origin`` is accepted: browsers always send one, and
MUD clients and scripts, which do not, could leave it out anyway. Anything
else is refused with HTTP 403 before the websocket opens (and a line in the
Portal's log).
"""

from __future__ import annotations

from urllib.parse import urlsplit

from autobahn.websocket.types import ConnectionDeny
from django.conf import settings
from django.http.request import validate_host
from evennia.utils import logger

from core.game_settings import setting

DEFAULT_PORTS = {"http": 80, "https": 443, "ws": 80, "wss": 443}


def split_origin(origin: str):
    """(scheme, host, port) of an Origin such as ``http://Game.example:4001``,
    lower-cased, with the scheme's port filled in; None if it is not one."""
    try:
        parts = urlsplit(origin.strip())
        scheme, host, port = parts.scheme.lower(), (parts.hostname or "").lower(), parts.port
    except ValueError:
        return None
    if scheme not in DEFAULT_PORTS or not host:
        return None
    return scheme, host, port or DEFAULT_PORTS[scheme]


def host_of(host_header: str) -> str:
    """The host name of a ``Host`` header (``[::1]:4002`` -> ``::1``)."""
    return (urlsplit("//" + host_header.strip()).hostname or "").lower()


def site_ports() -> set:
    """The ports the site's pages may come from."""
    return {int(proxy) for proxy, _internal in settings.WEBSERVER_PORTS} | {80, 443}


def listed() -> set:
    """``FOURFOLD_WEBSOCKET_ORIGINS`` as (scheme, host, port)s."""
    return {split for split in map(split_origin, setting("FOURFOLD_WEBSOCKET_ORIGINS") or ())
            if split}


def allowed(origin: str | None, host_header: str | None) -> bool:
    """Whether a websocket request with this ``Origin`` and ``Host`` is the
    game's own web client."""
    if not origin:
        return True
    split = split_origin(origin)
    if split is None:  # "null" (a sandboxed frame, a file) or nonsense
        return False
    if split in listed():
        return True
    _scheme, host, port = split
    if port not in site_ports():
        return False
    if host_header and host == host_of(host_header):
        return True
    hosts = [h for h in settings.ALLOWED_HOSTS if h != "*"]
    return bool(hosts) and "*" not in settings.ALLOWED_HOSTS and validate_host(host, hosts)


class OriginCheck:
    """Mix in before Evennia's WebSocketClient: refuse a foreign Origin."""

    def onConnect(self, request):  # noqa: N802 (autobahn's name)
        origin = request.origin
        if not allowed(origin, request.headers.get("host")):
            logger.log_warn(f"Fourfold: refused a websocket from {request.peer}: "
                            f"its page came from {origin[:200]!r}, not this game's site.")
            raise ConnectionDeny(ConnectionDeny.FORBIDDEN, "Origin not allowed")
        return super().onConnect(request)
