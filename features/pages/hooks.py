"""What pages give the rest of the game through its hooks (core/features.py):
``refuses`` (mail asks it before it stores a letter) and ``login_notice``
(the pages that came while a character was away)."""

from __future__ import annotations

from features.pages import blocks, store


def refuses(recipient, sender, kind: str) -> bool:
    """``recipient`` takes nothing from ``sender``'s player: a page or a
    letter (``kind`` "page" or "mail") alike."""
    return blocks.blocks(recipient, sender)


def login_notice(char) -> str:
    """How many pages came while ``char`` was not connected (said once)."""
    count = store.missed(char)
    if not count:
        return ""
    store.clear_missed(char)
    what = "a page" if count == 1 else f"{count} pages"
    return f"You got {what} while you were away: page/last {count} shows them."
