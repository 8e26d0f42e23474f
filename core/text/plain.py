"""Text without its colour markup: ``plain`` for a line in the logs and the
RollLog channel, ``plain_with_breaks`` for a stored pose read as a log.

Evennia's ``strip_ansi`` runs a dozen regular expressions over a line to
handle every kind of markup (xterm and truecolour codes, MXP links, raw
escapes). Every roll is copied to the RollLog channel without colour, so
that cost is paid on every roll (a visible share of the Server's time for
an opposed roll under load). Fourfold's own lines use only plain colour letters
(``|w``, ``|n``, ``|g`` ...), which one expression takes out; a line with
anything else in it still goes through Evennia's ``strip_ansi``.
"""

from __future__ import annotations

import re

from evennia.utils.ansi import strip_ansi

# ``||`` (a literal bar) or a bar with one letter that Evennia turns into a
# colour or style code and so strips to nothing.
_SIMPLE = re.compile(r"\|\||\|[nrgybmcwxRGYBMCWXhH]")


def _swap(match: re.Match) -> str:
    return "|" if match.group() == "||" else ""


def plain(text: str | None) -> str:
    """``text`` as Evennia's ``strip_ansi`` would give it."""
    if not text:
        return ""
    # "{{" and raw escape codes are Evennia's to undo; so is any bar that is
    # not one of the simple codes above (|[r, |500, |#ff0000, |lc ... |le).
    if "\x1b" in text or "{{" in text or "|" in _SIMPLE.sub("", text):
        return strip_ansi(text)
    return _SIMPLE.sub(_swap, text)


def plain_with_breaks(text: str | None) -> str:
    """``text`` without colour, Evennia's line-break and tab markup (``|/``,
    ``|-``) turned into the breaks they draw: a stored pose read as a log."""
    if not text or ("|" not in text and "\x1b" not in text and "{" not in text):
        return text or ""  # most poses: no markup at all, nothing to strip
    return plain(text.replace("|/", "\n").replace("|-", "\t"))
