"""One sign-in, one sign-out: signing out of the website closes this
browser's play page connections too, and a password change closes the play
pages of every other browser (as Django's own password change signs their
web sessions out).

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


PASSWORD_REASON = ("This account's password was changed, so this play page is signed out: "
                   "sign in again with the new password.")


def sign_out_other_play_pages(account, keep=()) -> int:
    """After ``account``'s password changed: disconnect its play page
    sessions but those of the browsers in ``keep`` (their Django session
    keys: the one that made the change). A MUD client's connection stays, as
    on a MUSH. Returns how many were closed."""
    import evennia

    from core.web_sessions import is_web

    if evennia.SESSION_HANDLER is None or account is None:
        return 0
    keep = {k for k in keep if k}
    closed = 0
    for play in list(evennia.SESSION_HANDLER.sessions_from_account(account)):
        if not is_web(play) or getattr(play, "csessid", None) in keep:
            continue
        try:
            play.msg(PASSWORD_REASON)
            evennia.SESSION_HANDLER.disconnect(play, reason=PASSWORD_REASON)
            closed += 1
        except Exception:  # the password is changed whatever a connection does
            logger.log_trace("play page: could not close a session after a password change")
    return closed

