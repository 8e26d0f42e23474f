"""Alts: the characters one account holds (``MAX_NR_CHARACTERS``, set from
``FOURFOLD_MAX_CHARACTERS``), and whether its player lets other players
see them (``+alts/public``; off unless the player turns it on).

Evennia keeps an account's characters in the account's ``characters``
handler. A character's account is on the character only while it is
played, so :func:`owner` looks there first, then at the account that made
it (``creator_id``), and last through every account's list (a character
moved to another account, a roster claim), each time checking the
account's own list, which is the one that counts.

Nothing here is shown to anyone: the commands and +finger decide, and
show another player's alts only when :func:`is_public` says so.
"""

from __future__ import annotations

PUBLIC_KEY, CATEGORY = "alts_public", "alts"


def characters(account) -> list:
    """The account's characters, by name."""
    if account is None:
        return []
    return sorted(account.characters.all(), key=lambda c: c.key.lower())


def _holds(account, char) -> bool:
    return account is not None and char in account.characters.all()


def owner(char):
    """The account that holds ``char``, or None (an NPC, a character of nobody)."""
    from evennia.accounts.models import AccountDB

    playing = getattr(char, "account", None)
    if _holds(playing, char):
        return playing
    made_by = char.attributes.get("creator_id")
    if made_by:
        account = AccountDB.objects.filter(id=made_by).first()
        if _holds(account, char):
            return account
    for account in AccountDB.objects.filter(db_attributes__db_key="_playable_characters"):
        if _holds(account, char):
            return account
    return None


def is_public(account) -> bool:
    return bool(account is not None and account.attributes.get(PUBLIC_KEY, category=CATEGORY))


def set_public(account, on: bool) -> None:
    if on:
        account.attributes.add(PUBLIC_KEY, True, category=CATEGORY)
    else:
        account.attributes.remove(PUBLIC_KEY, category=CATEGORY)


def shared_alts(char) -> list:
    """The other characters of ``char``'s account when its player shares
    them (+alts/public on); else an empty list, the same as no alts."""
    from evennia.accounts.models import AccountDB

    # only the accounts that share are looked through (one query; few rows)
    for account in AccountDB.objects.filter(db_attributes__db_key=PUBLIC_KEY,
                                            db_attributes__db_category=CATEGORY):
        if _holds(account, char) and is_public(account):
            return [c for c in characters(account) if c != char]
    return []
