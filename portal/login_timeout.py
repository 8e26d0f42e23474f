"""A connection that does not log in is closed after a while.

Evennia's ``IDLE_TIMEOUT`` is for players who logged in and went quiet;
a connection that never logs in stayed open for as long as its peer liked
(50 idle ones stayed open indefinitely), holding a session in the Portal
and in the Server. Here each connection gets a timer when it connects: if
the Server has not told the Portal that it logged in within
``FOURFOLD_LOGIN_TIMEOUT`` seconds, it is told so in one line and closed.
0 or None turns this off. A login (Evennia's ``server_logged_in``) stops
the timer; so does the connection closing.
"""

from __future__ import annotations

from evennia.utils import logger

from core.game_settings import setting

TIMER = "_fourfold_login_timer"
CLOSING = "Nobody logged in on this connection for {minutes}; closing it. Connect again when you are ready."


def seconds() -> float:
    return float(setting("FOURFOLD_LOGIN_TIMEOUT") or 0)


def spoken(total: float) -> str:
    total = int(total)
    if total >= 120 and total % 60 == 0:
        return f"{total // 60} minutes"
    return f"{total} seconds" if total != 1 else "1 second"


def arm(handler, session, clock) -> None:
    """Start ``session``'s timer (``clock`` has ``callLater``)."""
    disarm(session)
    wait = seconds()
    if wait <= 0 or getattr(session, "logged_in", False):
        return
    session.__dict__[TIMER] = clock.callLater(wait, expire, handler, session, wait)


def disarm(session) -> None:
    timer = session.__dict__.pop(TIMER, None)
    if timer is not None and timer.active():
        timer.cancel()


def expire(handler, session, wait: float) -> bool:
    """Close ``session`` if it is still connected and not logged in."""
    session.__dict__.pop(TIMER, None)
    if getattr(session, "logged_in", False) or not handler.holds(session):
        return False
    logger.log_info(f"Fourfold: closed a connection from {getattr(session, 'address', '?')} "
                    f"that did not log in within {spoken(wait)}.")
    handler.data_out(session, text=[[CLOSING.format(minutes=spoken(wait))], {}])
    session.disconnect()
    return True
