"""Every number a command takes, read one way: ``parse_int``.

Python's ``int()`` reads more than a player means: '²' passes ``isdigit()``
and then raises, '٣' (an Arabic-Indic three) is read as 3, and 5,000 digits
raise past Python's limit on long numbers. ``parse_int`` takes only ASCII
digits with at most one sign, and a number outside the range the command
allows is refused with a line naming that range, before anything changes.
"""

from __future__ import annotations

import re

from core.text.player import one_line
from rules.errors import RulesError

_NUMBER = re.compile(r"([+-]?)([0-9]+)")
MAX_DIGITS = 18  # more digits than this is out of any range a command takes
SHOWN = 20  # characters of a bad number echoed back


class NumberError(RulesError):
    """Not a whole number, or one out of range. FourfoldCommand shows it as
    it shows any RulesError: the line and the command's usage; nothing
    changes."""


def _shown(text: str) -> str:
    text = one_line(text)
    return text if len(text) <= SHOWN else text[:SHOWN] + "..."


def parse_int(text, lo: int, hi: int, what: str = "a number", signs="+-") -> int:
    """``text`` as a whole number from ``lo`` to ``hi`` (both included), or
    NumberError: "'x' is not <what>. Give a whole number from <lo> to <hi>."
    ``what`` names it ('a rating', 'a number of Life Points'); ``signs``
    are the leading signs allowed ("+-", "-" or none: "" or False)."""
    raw = (text or "").strip()
    match = _NUMBER.fullmatch(raw)
    allowed = "+-" if signs is True else (signs or "")
    value = None
    if match and (not match.group(1) or match.group(1) in allowed):
        digits = match.group(2).lstrip("0") or "0"
        if len(digits) <= MAX_DIGITS:
            value = int(match.group(1) + digits)
    if value is None or not lo <= value <= hi:
        raise NumberError(f"'{_shown(raw)}' is not {what}. Give a whole number from {lo} to {hi}.")
    return value


def parse_ref(text, what: str = "a number", hint: str = "") -> int:
    """A database, combat or list number, with or without '#' ('#12' or
    '12'), or NumberError: "'x' is not <what><hint>."."""
    raw = (text or "").strip()
    try:
        return parse_int(raw[1:] if raw.startswith("#") else raw, 1, 10 ** MAX_DIGITS - 1, what,
                         signs=False)
    except NumberError:
        raise NumberError(f"'{_shown(raw)}' is not {what}{hint}.") from None
