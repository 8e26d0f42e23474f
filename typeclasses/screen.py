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

from django.conf import settings

_SCREEN = contextvars.ContextVar("fourfold_screen", default=None)


def default_width() -> int:
    return int(getattr(settings, "FOURFOLD_SCREEN_WIDTH", 78))


def _clamp(width) -> int:
    low = int(getattr(settings, "FOURFOLD_SCREEN_MIN_WIDTH", 40))
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


def enter(session):
    """Make ``session``'s screen the current one; give the token to :func:`leave`."""
    return _SCREEN.set(of_session(session) if session is not None else None)


def leave(token) -> None:
    _SCREEN.reset(token)


def width() -> int:
    current = _SCREEN.get()
    return current[0] if current else default_width()


def reader() -> bool:
    current = _SCREEN.get()
    return bool(current and current[1])


def columns(widths, total: int | None = None) -> list[int]:
    """``widths`` (column widths made for 78 columns) scaled to ``total``
    (the current width by default), each at least 4, summing to ``total``."""
    total = width() if total is None else total
    base = sum(widths)
    if base <= total:
        return list(widths)
    scaled = [max(4, w * total // base) for w in widths]
    # hand out what rounding left over (or take back), widest columns first
    order = sorted(range(len(widths)), key=lambda i: -widths[i])
    i = 0
    while sum(scaled) != total and i < 10 * len(widths):
        j = order[i % len(order)]
        if sum(scaled) < total:
            scaled[j] += 1
        elif scaled[j] > 4:
            scaled[j] -= 1
        i += 1
    return scaled


def fit(text: str, limit: int | None = None) -> str:
    """``text`` with every line longer than the screen wrapped (prose lines
    only ever: tables are drawn to the width already)."""
    import textwrap

    from typeclasses.plain_text import plain

    limit = width() if limit is None else limit
    out = []
    for line in text.split("\n"):
        if len(plain(line)) <= limit:
            out.append(line)
            continue
        indent = " " * (len(line) - len(line.lstrip(" ")))
        out += textwrap.wrap(line, limit, subsequent_indent=indent + "  ",
                             break_long_words=False, break_on_hyphens=False) or [line]
    return "\n".join(out)
