"""Who is staff, and whether someone passes a lock condition.

Staff are those who pass the game's staff lock (``FOURFOLD_STAFF_LOCK``,
Builder and up), in the game and on the web alike: a character, an account,
or a web request's user. A lock condition is the right-hand side of a lock
string (``perm(Builder)``, ``perm(emit) or perm(Builder)``), checked with
Evennia's locks as a command's own lock is.

- Nobody (None) and a web visitor who is not logged in pass nothing.
- A superuser account passes everything (Evennia's lock bypass does the
  same for the characters it plays).
- A staff lock that does not parse falls back to its declared default, so a
  typo in the settings does not shut staff out of every staff page.
"""

from __future__ import annotations

from core.game_settings import DECLARED, setting


def staff_lock() -> str:
    """The lock condition that makes someone staff."""
    return setting("FOURFOLD_STAFF_LOCK")


def passes(who, condition: str) -> bool:
    """True when ``who`` (a character, an account, a web user or None)
    passes the lock ``condition``."""
    if who is None:
        return False
    authenticated = getattr(who, "is_authenticated", None)
    if authenticated is False:  # a web visitor who is not logged in
        return False
    if authenticated is True and getattr(who, "is_superuser", False) is True:
        return True
    locks = getattr(who, "locks", None)
    if locks is None:
        return False
    return bool(locks.check_lockstring(who, f"dummy:{condition}"))


def is_staff(who) -> bool:
    """True when ``who`` (a character, an account, a web user or None) is staff."""
    from evennia.locks.lockhandler import LockException

    try:
        return passes(who, staff_lock())
    except LockException:
        return passes(who, DECLARED["FOURFOLD_STAFF_LOCK"].default)
