"""Who may change what was built: the one co-building rule.

Builders share the world they build. A Builder may change (rename, describe,
set, lock, tag, destroy, give places or a ruleset to) any room, exit or thing
that a Builder or a player made; what an Admin made, what the game itself
made (Limbo, the demo wings) and every character are kept for Admins.

Who made an object is the one its ``control`` lock names: Evennia's @dig,
@open, @create and @tunnel write ``control:id(<maker>) or perm(Admin)``
on what they make. An object whose lock names nobody was made by the game.
The maker's rank is read when the rule is asked, so a Builder promoted to
Admin keeps their earlier work for Admins from then on.

Every building command asks through the object's own locks
(``obj.access(who, "control")``, ``"edit"``, ``"delete"``):
``typeclasses.objects.ObjectParent.access`` adds :func:`builder_may_edit`
after the object's locks say no, so Evennia's commands and Fourfold's
(@desc, +places, +ruleset, tag) all follow this one rule.
"""

from __future__ import annotations

import re

from core.staff import passes

# The access types the building commands check; the rule answers only these.
BUILDING_ACCESS = frozenset({"control", "edit", "delete"})

# id(<character>) or pid(<account>) in a lock: who made the object.
_MAKER = re.compile(r"(?<![\w.])(p?id)\(\s*#?(\d+)\s*\)")
_BARE_DBREF = re.compile(r"#\d+")


def name_problem(name: str) -> str | None:
    """Why ``name`` cannot name a room, exit or thing, or None when it can:
    it must have a letter or digit that shows, and not be only a dbref
    (the game shows an object without a name as "(unnamed)")."""
    from evennia.utils.ansi import strip_ansi

    shown = strip_ansi(name or "").strip()
    if not any(ch.isalnum() for ch in shown):
        return "A name needs a letter or a digit."
    if _BARE_DBREF.fullmatch(shown):
        return f"'{shown}' is a dbref, not a name."
    return None


def maker(obj):
    """Whoever made ``obj``, as its control lock names them (a character
    or an account), False when the lock names nobody, None when the maker
    is gone."""
    from evennia.accounts.models import AccountDB
    from evennia.objects.models import ObjectDB

    try:
        lock = obj.locks.get("control") or ""
    except AttributeError:
        return False
    found = _MAKER.findall(lock)
    if not found:
        return False
    kind, number = next((pair for pair in found if pair[0] == "id"), found[0])
    model = ObjectDB if kind == "id" else AccountDB
    return model.objects.filter(id=int(number)).first()


def is_character(obj) -> bool:
    from evennia.objects.objects import DefaultCharacter

    return obj.is_typeclass(DefaultCharacter, exact=False)


def made_by_admin(obj) -> bool:
    """True when ``obj`` is kept for Admins: the game made it (its lock
    names no maker) or its maker is an Admin."""
    who = maker(obj)
    if who is False:
        return True
    if who is None:  # the maker is gone: their work stays with the builders
        return False
    return passes(who, "perm(Admin)") or passes(getattr(who, "account", None), "perm(Admin)")


def builder_may_edit(who, obj) -> bool:
    """True when ``who`` may change ``obj`` as a Builder under the
    co-building rule (Admins pass the objects' own locks already)."""
    if who is None or obj is None or who == obj:
        return False
    if not passes(who, "perm(Builder)"):
        return False
    if is_character(obj):
        return False
    return not made_by_admin(obj)


def may_build(who, obj) -> bool:
    """True when ``who`` may change ``obj`` (its locks, or the rule above)."""
    return bool(obj is not None and (obj.access(who, "control") or obj.access(who, "edit")))
