"""Which sessions are the browser's.

Evennia's portal names a web client session's protocol ``websocket`` or
``ajax/comet`` when the session starts (``init_session``), although the
protocol object itself says ``webclient/websocket`` before that; both
spellings count as the web client here."""

WEB_PROTOCOLS = ("websocket", "ajax/comet", "webclient/websocket", "webclient/ajax")


def is_web(session) -> bool:
    """True for a session of Evennia's web client (websocket or AJAX)."""
    return str(getattr(session, "protocol_key", "") or "") in WEB_PROTOCOLS
