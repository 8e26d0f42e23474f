"""What a client sends before the Server knows its connection is kept.

A connection waits in the Portal until it is let through to the Server
(portal/admission.py). Evennia passed on what the client typed meanwhile
as if the Server knew the connection; the Server, which did not, threw it
away without a word. MUD clients' auto-login triggers send ``connect`` the
moment the socket opens, so with four connections opening together two of
six ``create`` lines were never answered.

Here the input of a connection the Server does not know yet is kept, in
order, and handed on the moment the connection is let through, after it
(so the Server knows the session when the lines arrive). A connection
keeps at most ``FOURFOLD_PORTAL_EARLY_LINES`` inputs and
``FOURFOLD_PORTAL_EARLY_BYTES`` bytes of them; past that, the client is told
once that what it sends is not kept until it is let in, and it is not kept.
"""

from __future__ import annotations

from core.game_settings import setting

KEPT = "_fourfold_early_input"
TOLD = "_fourfold_early_told"
NOT_KEPT = ("You are sending faster than the game can let you in: what you send "
            "before the login screen arrives is no longer kept. Send it again then.")


def _limits() -> tuple[int, int]:
    return (int(setting("FOURFOLD_PORTAL_EARLY_LINES") or 0),
            int(setting("FOURFOLD_PORTAL_EARLY_BYTES") or 0))


def size(kwargs: dict) -> int:
    """About how many bytes one input takes (its text, or its repr)."""
    text = kwargs.get("text")
    if isinstance(text, (bytes, str)):
        return len(text)
    return len(repr(kwargs))


def keep(handler, session, kwargs: dict) -> bool:
    """Keep one input of ``session`` for later; False (and the client told,
    once) when its share is full."""
    kept = session.__dict__.setdefault(KEPT, [])
    lines, most = _limits()
    used = sum(size(k) for k in kept)
    if len(kept) < lines and used + size(kwargs) <= most:
        kept.append(kwargs)
        return True
    if not session.__dict__.get(TOLD):
        session.__dict__[TOLD] = True
        handler.data_out(session, text=[[NOT_KEPT], {}])
    return False


def waiting(session) -> int:
    """How many inputs ``session`` has kept."""
    return len(session.__dict__.get(KEPT, ()))


def release(handler, session) -> int:
    """Hand ``session``'s kept inputs on, in order (once the Server knows
    it); returns how many."""
    kept = session.__dict__.pop(KEPT, None) or []
    session.__dict__.pop(TOLD, None)
    for kwargs in kept:
        handler.data_in(session, **kwargs)
    return len(kept)


def forget(session) -> None:
    """Drop what ``session`` kept (it closed before it was let in)."""
    session.__dict__.pop(KEPT, None)
    session.__dict__.pop(TOLD, None)
