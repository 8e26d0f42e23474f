"""Checking a title or a text a player gives (a post, a letter, a request,
an event...) before it is stored, the same for a command and a web form:
one line for a title, neither empty nor longer than the game's limits
(FOURFOLD_TITLE_MAX, FOURFOLD_TEXT_MAX). Refusals are :class:`TextRefused`
(a storage error, so a command shows its message with the usage line and a
web form shows it beside the field)."""

from __future__ import annotations

from core.errors import StorageError
from core.game_settings import setting


class TextRefused(StorageError):
    """A title or text that may not be stored as given."""


def title_limit() -> int:
    return int(setting("FOURFOLD_TITLE_MAX"))


def text_limit() -> int:
    return int(setting("FOURFOLD_TEXT_MAX"))


def check_title(title, what: str = "title", limit: int | None = None) -> str:
    """``title`` stripped; refused when empty, too long or spread over lines."""
    title = str(title or "").strip()
    limit = int(limit or title_limit())
    if not title:
        raise TextRefused(f"Give a {what}.")
    if "\n" in title or "\r" in title or "|/" in title:  # |/ is Evennia's markup for a new line
        raise TextRefused(f"A {what} is one line.")
    if len(title) > limit:
        raise TextRefused(f"That {what} is {len(title)} characters long; the limit is {limit}.")
    return title


def check_text(text, what: str = "text", limit: int | None = None) -> str:
    """``text`` stripped, its line ends made ``\\n`` (a browser sends
    ``\\r\\n``); refused when empty or too long."""
    text = str(text or "").replace("\r\n", "\n").replace("\r", "\n").strip()
    limit = int(limit or text_limit())
    if not text:
        raise TextRefused(f"Give a {what}.")
    if len(text) > limit:
        raise TextRefused(f"That {what} is {len(text)} characters long; the limit is {limit}.")
    return text
