"""The Content-Security-Policy every page and download carries.

``settings.FOURFOLD_CSP`` is the policy, directive by directive, written
with Django's ``django.utils.csp.CSP`` constants (``CSP.SELF`` for
``'self'``...). Django's own CSP support (``SECURE_CSP``) sends one fixed
policy, but the web client's websocket is on another port of whatever host
the visitor reached the site by, so ``connect-src`` cannot be fixed: the
placeholder :data:`WEBSOCKET` in a directive's list stands for the
websocket's addresses for this request (``ws://`` and ``wss://`` on the
visitor's host and settings.WEBSOCKET_CLIENT_PORT, or the origin of
settings.WEBSOCKET_CLIENT_URL when that is set).
:class:`ContentSecurityPolicyMiddleware` is Django's CSP middleware with
that policy for each response (a view that sets its own, with Django's
``csp_override`` decorator, keeps its own). An empty FOURFOLD_CSP sends no
policy.

The other two headers are Django's: ``X-Content-Type-Options: nosniff``
from SecurityMiddleware (SECURE_CONTENT_TYPE_NOSNIFF) and X-Frame-Options
from XFrameOptionsMiddleware. Files the Server serves itself (/static/,
/media/) get the same three from web/static_headers.py.
"""

from __future__ import annotations

import os
from urllib.parse import urlsplit

from django.conf import settings
from django.core.exceptions import DisallowedHost
from django.http.request import split_domain_port
from django.middleware.csp import ContentSecurityPolicyMiddleware as DjangoCSPMiddleware
from django.utils.csp import build_policy

from core.game_settings import setting

# In a FOURFOLD_CSP directive: the web client's websocket for this request.
WEBSOCKET = "<fourfold-websocket>"


def websocket_sources(host: str | None) -> list[str]:
    """The websocket addresses a page reached at ``host`` may connect to."""
    if not getattr(settings, "WEBSOCKET_CLIENT_ENABLED", False):
        return []
    url = getattr(settings, "WEBSOCKET_CLIENT_URL", None)
    if url:
        parts = urlsplit(url)
        return [f"{parts.scheme}://{parts.netloc}"] if parts.scheme and parts.netloc else []
    if not host:
        return []
    # the port the web client is told (evennia/web/utils/general_context.py)
    port = os.environ.get("WEBSOCKET_CLIENT_PROXY_PORT", settings.WEBSOCKET_CLIENT_PORT)
    return [f"ws://{host}:{port}", f"wss://{host}:{port}"]


def valid_host(host: str | None) -> str | None:
    """``host`` (a Host header) without its port, or None if it is not a
    well-formed host name or address."""
    domain, _port = split_domain_port(host or "")
    return domain or None


def policy(host: str | None) -> dict:
    """FOURFOLD_CSP with the websocket placeholder filled in for ``host``."""
    config = setting("FOURFOLD_CSP") or {}
    sockets = websocket_sources(valid_host(host))
    filled = {}
    for directive, values in config.items():
        if isinstance(values, (list, tuple, set)):
            values = [source for value in values
                      for source in (sockets if value == WEBSOCKET else [value])]
        filled[directive] = values
    return filled


def header(host: str | None) -> str:
    """The Content-Security-Policy header's value for ``host`` ('' for none)."""
    return build_policy(policy(host))


def request_host(request) -> str | None:
    try:
        return request.get_host()
    except DisallowedHost:
        return None


class ContentSecurityPolicyMiddleware(DjangoCSPMiddleware):
    """Django's CSP middleware, sending FOURFOLD_CSP for the request's host."""

    def process_response(self, request, response):
        if not hasattr(response, "_csp_config"):
            response._csp_config = policy(request_host(request))
        return super().process_response(request, response)
