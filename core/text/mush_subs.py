"""PennMUSH and TinyMUX substitutions in a player's text, read as Evennia's
markup when the text is taken (a description, a pose or emit, ``think``, a
letter): ``%r`` a new line, ``%t`` a tab, ``%b`` a space, ``%xh``/``%ch``
bright, ``%xr``/``%cr`` red (the colour letters as Evennia's: x r g y b m c
w; a capital letter is the background), ``%xn``/``%cn`` back to normal,
``%xu`` underline, ``%xi`` inverse, ``%xf`` flash, and ``%%`` a percent sign.
Any other ``%`` stays as typed ("50%", "%s").

Descriptions and poses copied from another game then look as they did
there. Evennia's color_markups contrib teaches the markup parser the same
codes, but for every text the game sends: a ``%r`` in a name or a ``say``
would then break the line (and could forge one), and every message would
pay for the extra patterns. Read here, once, where the text comes in, the
result is ordinary markup that the usual checks of that text then apply to.
"""

from __future__ import annotations

import re

_SUBS = re.compile(r"%(%|[rRtTbB]|[xXcC][a-zA-Z])")
_PLAIN = {"r": "|/", "t": "|-", "b": " ", "%": "%"}
_STYLES = {"h": "|h", "n": "|n", "u": "|u", "i": "|*", "f": "|^"}
_COLOURS = "xrgybmcw"


def _one(match: re.Match) -> str:
    code = match.group(1)
    if len(code) == 1:
        return _PLAIN[code.lower()]
    letter = code[1]
    if letter.lower() in _STYLES:
        return _STYLES[letter.lower()]
    if letter in _COLOURS:
        return f"|{letter}"
    if letter.lower() in _COLOURS:
        return f"|[{letter.lower()}"
    return match.group(0)  # %xq and the like: not a code, kept as typed


def mush_subs(text: str | None) -> str:
    """``text`` with the MUSH substitutions above as Evennia's markup."""
    if not text or "%" not in text:
        return text or ""
    return _SUBS.sub(_one, text)
