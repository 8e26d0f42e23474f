"""Do-not-disturb (PennMUSH's HAVEN flag): a character in haven takes no
pages, and whoever pages them is told so, with the automatic reply the
player set, if any. Two Attributes on the character, in the ``pages``
category."""

from __future__ import annotations

from features.pages.store import CATEGORY

HAVEN, REPLY = "haven", "haven_reply"


def in_haven(char) -> bool:
    return bool(char.attributes.get(HAVEN, default=False, category=CATEGORY))


def set_haven(char, on: bool) -> None:
    if on:
        char.attributes.add(HAVEN, True, category=CATEGORY)
    else:
        char.attributes.remove(HAVEN, category=CATEGORY)


def auto_reply(char) -> str:
    return char.attributes.get(REPLY, default="", category=CATEGORY) or ""


def set_auto_reply(char, text: str) -> None:
    """``text`` ("" clears it)."""
    if text:
        char.attributes.add(REPLY, text, category=CATEGORY)
    else:
        char.attributes.remove(REPLY, category=CATEGORY)
