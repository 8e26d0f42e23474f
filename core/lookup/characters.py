"""Finding characters (players' characters and NPCs alike) by name or alias.

Every "a character here" look-up in the game goes through these functions,
so an NPC such as the demo Sergeant is found by its name and by any of its
aliases, the way ``+combat/add`` finds it. A character is any object whose
typeclass is Evennia's ``settings.BASE_CHARACTER_TYPECLASS`` or a subclass
of it (a ruleset's NPC among them). A subclass is known once its module is
imported: the objects in a room are loaded, so their classes are; before
the first search of the whole database, every typeclass stored on an
object is imported once (one query a process), so an NPC nobody has
loaded yet is found too.

The functions return lists and never fail; core/lookup/find.py decides what
to say when there are none or several.
"""

from __future__ import annotations

from functools import lru_cache

from django.conf import settings
from evennia.utils.utils import class_from_module

_stored_imported = [False]


def character_class():
    return _class(settings.BASE_CHARACTER_TYPECLASS)


@lru_cache(maxsize=8)
def _class(path: str):
    return class_from_module(path)


def import_stored_typeclasses() -> None:
    """Import, once, the typeclass of every kind of object the database holds."""
    if _stored_imported[0]:
        return
    from evennia.objects.models import ObjectDB

    for path in ObjectDB.objects.values_list("db_typeclass_path", flat=True).distinct():
        try:
            class_from_module(path)
        except Exception:  # a typeclass that no longer imports is no character
            continue
    _stored_imported[0] = True


def character_paths(stored: bool = False) -> list[str]:
    """The typeclass paths of Character and every subclass of it known now;
    ``stored``: of every one an object in the database has, too."""
    if stored:
        import_stored_typeclasses()
    seen, todo = [], [character_class()]
    while todo:
        cls = todo.pop()
        path = f"{cls.__module__}.{cls.__name__}"
        if path not in seen:
            seen.append(path)
            todo.extend(cls.__subclasses__())
    return seen


def is_character(obj) -> bool:
    return obj is not None and isinstance(obj, character_class())


def _names(obj) -> list[str]:
    """The object's key and aliases, lower case."""
    names = [obj.key.lower()]
    try:
        names += [a.lower() for a in obj.aliases.all()]
    except Exception:  # an object without an alias handler has only its key
        pass
    return names


def exact_here(room, name: str) -> list:
    """Characters in ``room`` whose key, or failing that an alias, is ``name``
    (any case). A key match needs no database query: the room's contents
    are in memory."""
    if room is None:
        return []
    key = (name or "").strip().lower()
    people = [obj for obj in room.contents if is_character(obj)]
    by_key = [obj for obj in people if obj.key.lower() == key]
    if by_key:
        return by_key
    return [obj for obj in people if key in _names(obj)[1:]]


def search_here(searcher, room, name: str) -> list:
    """Characters in ``room`` matching ``name`` by key, alias or Evennia's
    partial matching (exact matches first, as Evennia orders them)."""
    if room is None:
        return []
    found = searcher.search(name, location=room, typeclass=character_paths(), quiet=True)
    return [obj for obj in found or [] if is_character(obj)]


def search_anywhere(name: str) -> list:
    """Characters anywhere called ``name`` (key or alias, any case); failing
    that, those whose key or alias starts with it."""
    from evennia.objects.models import ObjectDB

    paths = character_paths(stored=True)
    name = (name or "").strip()
    found = list(ObjectDB.objects.get_objs_with_key_or_alias(name, exact=True, typeclasses=paths))
    if not found:
        low = name.lower()
        found = [obj for obj in ObjectDB.objects.filter(db_typeclass_path__in=paths).filter(
                     db_key__istartswith=name)]
        found += [obj for obj in ObjectDB.objects.filter(
                      db_typeclass_path__in=paths, db_tags__db_tagtype__iexact="alias",
                      db_tags__db_key__istartswith=low).distinct() if obj not in found]
    return found


def search_anywhere_exact(name: str) -> list:
    """Characters anywhere whose key or an alias is exactly ``name`` (any case)."""
    from evennia.objects.models import ObjectDB

    return list(ObjectDB.objects.get_objs_with_key_or_alias(
        (name or "").strip(), exact=True, typeclasses=character_paths(stored=True)))


def characters_with_attribute(key: str, category: str) -> list:
    """Every character (NPCs included) holding the Attribute ``key``/``category``."""
    from evennia.objects.models import ObjectDB

    found = ObjectDB.objects.get_by_attribute(key=key, category=category)
    return list(found.filter(db_typeclass_path__in=character_paths(stored=True)))
