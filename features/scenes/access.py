"""Who may read a scene and who may post into it, for the web pages and the
live protocol alike (features/scenes/web/views.py, features/scenes/live/).

- A shared scene (finished and not private) is for everyone.
- A scene still going (running or paused) that is not private is for any
  signed-in account: it can be followed live (features/scenes/live).
- Otherwise it is for its participants and staff.

A fight's turn log, running or kept after the fight (features/scenes/fights.py),
is for those who fought in it or organized it, and staff
(:func:`may_read_fight`): the scene it was part of does not open it.

Staff are those who pass ``FOURFOLD_STAFF_LOCK``, as in the game.
"""

from __future__ import annotations

from core.staff import is_staff


def signed_in(account) -> bool:
    return account is not None and bool(getattr(account, "is_authenticated", False))


def char_ids(account) -> set:
    """The ids of ``account``'s characters: those it plays now (Evennia
    links a character to its account only while it is puppeted) and those
    on its list of characters (``account.characters``), played or not."""
    if not signed_in(account):
        return set()
    from evennia.objects.models import ObjectDB

    ids = set(ObjectDB.objects.filter(db_account_id=account.id).values_list("id", flat=True))
    listed = getattr(account, "characters", None)
    try:
        listed = listed.all() if hasattr(listed, "all") else (listed or [])
        ids.update(char.id for char in listed if getattr(char, "id", None))
    except Exception:  # a broken list still leaves the characters in play
        pass
    return ids


def may_read(account, scene) -> bool:
    if scene.shared:
        return True
    if not signed_in(account):
        return False
    if scene.active and not scene.private:
        return True
    if is_staff(account):
        return True
    mine = char_ids(account)
    return bool(mine) and scene.participants.filter(char_id__in=mine).exists()


def poster(account, scene, puppet=None):
    """The character through which ``account`` posts into ``scene``: its
    ``puppet`` when that is a participant, else the first of its characters
    that is one; None when none of them is in the scene."""
    if not signed_in(account):
        return None
    from evennia.objects.models import ObjectDB

    mine = char_ids(account)
    ids = set(scene.participants.filter(char_id__in=mine).values_list("char_id", flat=True))
    if puppet is not None and puppet.id in ids:
        return puppet
    return ObjectDB.objects.filter(id__in=ids).order_by("id").first() if ids else None


def may_read_fight(account, reader_ids) -> bool:
    """Whether ``account`` may read a fight's turn log: staff, and the
    players of the characters in ``reader_ids`` (those who fought in it or
    organized it; a kept fight's ``readers``)."""
    if not signed_in(account):
        return False
    if is_staff(account):
        return True
    return bool(char_ids(account) & {int(i) for i in reader_ids})
