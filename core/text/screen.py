"""The screen of the player a command answers: its width and whether a
screen reader reads it.

A telnet client reports its width (NAWS); Evennia keeps it in the
session's ``protocol_flags["SCREENWIDTH"]`` and the screen-reader option
(`option screenreader`) in ``protocol_flags["SCREENREADER"]``. While a
Fourfold command runs, :func:`width` and :func:`reader` answer for its
caller's session; anywhere else (a combat turn sent to a room, a test
with no session) they give the defaults.

Tables are as wide as the client's screen, but never wider than
FOURFOLD_SCREEN_WIDTH (78, the MUSH custom) nor narrower than
FOURFOLD_SCREEN_MIN_WIDTH (40): a few columns more or less than 60 cannot
hold a sheet's columns, so a narrower report is taken as 40.
"""

from __future__ import annotations

import contextvars

from core.game_settings import setting

_SCREEN = contextvars.ContextVar("fourfold_screen", default=None)


def default_width() -> int:
    return int(setting("FOURFOLD_SCREEN_WIDTH"))


def _clamp(width) -> int:
    low = int(setting("FOURFOLD_SCREEN_MIN_WIDTH"))
    try:
        width = int(width)
    except (TypeError, ValueError):
        return default_width()
    if width <= 0:
        return default_width()
    return max(low, min(width, default_width()))


def of_session(session) -> tuple[int, bool]:
    """(width, screen reader on) for ``session``; the defaults without one."""
    flags = getattr(session, "protocol_flags", None) or {}
    reported = flags.get("SCREENWIDTH")
    if isinstance(reported, dict):
        reported = reported.get(0)
    width = _clamp(reported) if reported is not None else default_width()
    return width, bool(flags.get("SCREENREADER"))


def reported(session) -> bool:
    """Whether ``session``'s client told its width (a telnet client always
    does, by NAWS or Evennia's default; the web client does not, and wraps
    text at word boundaries itself)."""
    flags = getattr(session, "protocol_flags", None) or {}
    return "SCREENWIDTH" in flags


def narrowest(objects) -> int | None:
    """The narrowest screen among the sessions of ``objects`` (a room's
    contents) that told their width, for text all of them get the same;
    None when none did. Reads only the sessions' flags, in memory."""
    low = None
    for obj in objects:
        handler = getattr(obj, "sessions", None)
        if handler is None:
            continue
        for session in handler.all():
            if reported(session):
                width = of_session(session)[0]
                low = width if low is None else min(low, width)
    return low


def enter(session, caller=None):
    """Make ``session``'s screen the current one, the screen of ``caller``'s
    answer; give the token to :func:`leave`."""
    if session is None:
        return _SCREEN.set(None)
    return _SCREEN.set(of_session(session) + (caller, reported(session)))


def leave(token) -> None:
    _SCREEN.reset(token)


def width() -> int:
    current = _SCREEN.get()
    return current[0] if current else default_width()


def wrap_width() -> int | None:
    """The width to wrap prose at for the caller of the command running
    now: its screen's, when its client told one; else None (no wrapping)."""
    current = _SCREEN.get()
    return current[0] if current and current[3] else None


def answering(obj) -> int | None:
    """:func:`wrap_width`, when ``obj`` is the caller of the command running
    now (its answer is fitted to that screen); else None."""
    current = _SCREEN.get()
    if current is None or current[2] is not obj:
        return None
    return wrap_width()


def reader() -> bool:
    current = _SCREEN.get()
    return bool(current and current[1])


def fit_told(text: str) -> str:
    """``text`` fitted to the caller's screen when its client told its width
    (see :func:`wrap_width`), else as it is."""
    limit = wrap_width()
    return fit(text, limit) if limit else text


def fit(text: str, limit: int | None = None) -> str:
    """``text`` with every line longer than the screen wrapped (prose lines
    only ever: tables are drawn to the width already)."""
    import textwrap

    from core.text.plain import plain

    limit = width() if limit is None else limit
    out = []
    for line in text.split("\n"):
        if len(line) <= limit or len(plain(line)) <= limit:
            out.append(line)
            continue
        indent = " " * (len(line) - len(line.lstrip(" ")))
        out += textwrap.wrap(line, limit, subsequent_indent=indent + "  ",
                             break_long_words=False, break_on_hyphens=False) or [line]
    return "\n".join(out)
