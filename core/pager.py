"""Whether a player's long output (help) comes in pages, and leaving no
pager behind.

MUD clients and the web client keep their own scrollback, so Fourfold
sends help whole unless the player asks for pages with ``+pager on``
(settings.FOURFOLD_PAGER is the default for those who never chose). The
choice is the account's, kept in an Attribute: it follows the player to
every character and connection.

Evennia's pager (EvMore) keeps its place on the character (or account,
out of character) in memory, with its commands on top of the player's.
A player who left the game with a page open found it waiting at the next
login, where the first line typed closed it with a stray "Exited pager."
:func:`close_quietly` drops it without a word; the character and the
account call it when their last connection goes and when they come in.
"""

from __future__ import annotations

from core.game_settings import setting

CATEGORY = "fourfold_options"
KEY = "pager"
PAGER_CMDSET_KEY = "more_commands"  # Evennia's CmdSetMore and ours (commands/pager.py)


def wants_pager(account) -> bool:
    """True when ``account``'s long output should come in pages."""
    if account is None:
        return bool(setting("FOURFOLD_PAGER"))
    chosen = account.attributes.get(KEY, category=CATEGORY)
    if chosen is None:
        return bool(setting("FOURFOLD_PAGER"))
    return bool(chosen)


def set_pager(account, on: bool) -> None:
    account.attributes.add(KEY, bool(on), category=CATEGORY)


def close_quietly(obj) -> bool:
    """Drop a pager left open on ``obj`` (a character or an account), with
    no message; True when there was one."""
    ndb = getattr(obj, "ndb", None)
    if ndb is None:
        return False
    had = ndb._more is not None
    if had:
        del ndb._more
    handler = getattr(obj, "cmdset", None)
    if handler is not None and handler.has(PAGER_CMDSET_KEY):
        handler.remove(PAGER_CMDSET_KEY)
        had = True
    return had
