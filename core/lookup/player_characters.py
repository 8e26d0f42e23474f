"""Finding player characters by name anywhere in the game (online or not).

Used where a name must never become something else: ``+combat/add <name>``
makes an NPC only when no player character (and no account) answers to that
name, so naming an offline player never creates their double.
"""

from __future__ import annotations


def is_player_character(obj) -> bool:
    """A character that is not an NPC."""
    from evennia.objects.objects import DefaultCharacter

    return bool(obj is not None and obj.is_typeclass(DefaultCharacter, exact=False)
                and not getattr(obj, "is_npc", False))


def player_character_named(name: str):
    """The player character called ``name`` (key or alias, any case), or the
    character of the account of that name; None when nobody answers."""
    from evennia.accounts.models import AccountDB
    from evennia.objects.models import ObjectDB

    name = (name or "").strip()
    if not name:
        return None
    found = list(ObjectDB.objects.filter(db_key__iexact=name))
    found += [o for o in ObjectDB.objects.get_objs_with_key_or_alias(name) if o not in found]
    for obj in found:
        if is_player_character(obj):
            return obj
    account = AccountDB.objects.filter(username__iexact=name).first()
    if account is not None:
        chars = [c for c in (account.characters or []) if is_player_character(c)]
        return chars[0] if chars else account
    return None
