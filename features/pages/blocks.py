"""Blocking a player (``+block``): the characters a character will take no
pages and no mail from.

The block list is one Attribute on the blocker (category ``pages``): the
ids of the characters named. A block stands against the player, not only
the character named: a sender is refused when they are a blocked character
or when the account playing them also holds one (so switching to another
character does not get round it). Nobody is told of this: the blocker's
list names only whom they blocked, and the sender gets the answer anyone
gets from a player who is not taking pages (features/pages/deliver.py).
"""

from __future__ import annotations

from features.pages.store import CATEGORY

BLOCKED = "blocked"


def blocked_ids(char) -> list[int]:
    return list(char.attributes.get(BLOCKED, default=[], category=CATEGORY) or [])


def blocked(char) -> list:
    """The characters ``char`` blocks that still exist, in the order blocked."""
    from evennia.objects.models import ObjectDB

    ids = blocked_ids(char)
    found = {obj.id: obj for obj in ObjectDB.objects.filter(id__in=ids)} if ids else {}
    return [found[i] for i in ids if i in found]


def block(char, target) -> bool:
    """Block ``target``; False when it was blocked already."""
    ids = blocked_ids(char)
    if target.id in ids:
        return False
    char.attributes.add(BLOCKED, [*ids, target.id], category=CATEGORY)
    return True


def unblock(char, target) -> bool:
    """Lift the block on ``target``; False when there was none."""
    ids = blocked_ids(char)
    if target.id not in ids:
        return False
    rest = [i for i in ids if i != target.id]
    if rest:
        char.attributes.add(BLOCKED, rest, category=CATEGORY)
    else:
        char.attributes.remove(BLOCKED, category=CATEGORY)
    return True


def _players_characters(sender) -> set[int]:
    """The ids of ``sender`` and of every character of the account playing
    it (read from Evennia's own list, ``_playable_characters``, without the
    write that ``account.characters.all()`` makes)."""
    ids = {sender.id}
    account = getattr(sender, "account", None)
    if account is not None:
        ids.update(c.id for c in (account.attributes.get("_playable_characters") or []) if c)
    return ids


def blocks(recipient, sender) -> bool:
    """Whether ``recipient`` blocks the player of ``sender``. Costs one
    cached Attribute read when the recipient blocks nobody."""
    ids = blocked_ids(recipient)
    if not ids or sender is None:
        return False
    return not _players_characters(sender).isdisjoint(ids)
