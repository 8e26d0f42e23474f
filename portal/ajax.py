"""The web client's AJAX fallback (for a browser without a websocket),
named by ``AJAX_CLIENT_CLASS`` in settings: Evennia's, whose sessions send
the same safe HTML as the websocket (portal/safe_output.py)."""

from __future__ import annotations

from evennia.server.portal.webclient_ajax import AjaxWebClient, AjaxWebClientSession

from portal.safe_output import SafeLinksAjax


class SafeAjaxSession(SafeLinksAjax, AjaxWebClientSession):
    """Evennia's AJAX web client session with safe links."""


class SafeAjaxWebClient(AjaxWebClient):
    """Evennia's AJAX web client resource, making :class:`SafeAjaxSession` s."""

    client_protocol = SafeAjaxSession
