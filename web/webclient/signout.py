"""One sign-in, one sign-out: signing out of the website closes this
browser's play page connections too.

The play page connects its websocket with the browser's Django session key
(``csessid``, Evennia's shared login: web/webclient/views.py), so the Server
knows which of its sessions belong to this browser
(``SESSION_HANDLER.sessions_from_csessid``). When Django signs the browser
out (``user_logged_out``, sent before the session is flushed), each of those
is disconnected with a line saying why. The account's other connections (a
MUD client over telnet, the play page in another browser) have another
csessid or none, and stay connected.
"""

from __future__ import annotations

from evennia.utils import logger

REASON = "You signed out of the website, so this play page is signed out too."


def browser_sessions(session_key):
    """The Server sessions of the browser whose Django session is ``session_key``."""
    import evennia

    if not session_key or evennia.SESSION_HANDLER is None:
        return []
    return list(evennia.SESSION_HANDLER.sessions_from_csessid(session_key))


def sign_out_play_pages(sender, request=None, user=None, **kwargs):
    """``user_logged_out``: disconnect this browser's play page sessions."""
    session = getattr(request, "session", None)
    found = browser_sessions(getattr(session, "session_key", None))
    if not found:
        return
    import evennia

    for play in found:
        try:
            play.msg(REASON)
            evennia.SESSION_HANDLER.disconnect(play, reason=REASON)
        except Exception:  # a sign-out never fails because a connection was odd
            logger.log_trace("play page: could not close a session at sign-out")
