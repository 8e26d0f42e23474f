"""What a title or a text written by a player must be, for the game's
commands and the web's forms alike (+bbpost, mail, +request...; the
boards' and mail's pages): one line for a title, neither empty nor longer
than the game's limits (FOURFOLD_TITLE_MAX, FOURFOLD_TEXT_MAX).

A refusal is a :class:`TextError`, whose message is for the player."""

from __future__ import annotations

from django.conf import settings

from core.errors import StorageError


class TextError(StorageError):
    """A title or text that cannot be stored as given."""


def title_limit() -> int:
    return int(getattr(settings, "FOURFOLD_TITLE_MAX", 80))


def text_limit() -> int:
    return int(getattr(settings, "FOURFOLD_TEXT_MAX", 8000))


def clean_title(title: str, what: str = "title") -> str:
    """``title`` stripped; TextError when empty, too long or over lines."""
    title = (title or "").strip()
    limit = title_limit()
    if not title:
        raise TextError(f"Give a {what}.")
    if "\n" in title or "\r" in title or "|/" in title:  # |/ is Evennia's new line
        raise TextError(f"A {what} is one line.")
    if len(title) > limit:
        raise TextError(f"That {what} is {len(title)} characters long; the limit is {limit}.")
    return title


def clean_text(text: str, what: str = "text") -> str:
    """``text`` stripped; TextError when empty or too long."""
    text = (text or "").strip()
    limit = text_limit()
    if not text:
        raise TextError(f"Give a {what}.")
    if len(text) > limit:
        raise TextError(f"That {what} is {len(text)} characters long; the limit is {limit}.")
    return text
