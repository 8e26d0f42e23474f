"""Control characters out of what a player sends.

Every line typed (core/command.py, server/conf/inputfuncs.py) and every web
form's text goes through :func:`strip_controls`: a NUL, an escape or a DEL
never reaches a search, a log or another player's screen. Tab and newline
stay; so does every printable character, any script.
"""

from __future__ import annotations

_CONTROLS = dict.fromkeys(c for c in range(32) if chr(c) not in "\t\n")
_CONTROLS[0x7F] = None


def strip_controls(text: str) -> str:
    """``text`` without C0 control characters (tab and newline kept) or DEL."""
    if not text or text.isprintable():  # the usual line: no control characters at all
        return text
    return text.translate(_CONTROLS)
