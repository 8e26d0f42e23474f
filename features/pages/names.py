"""Finding the players a page is for, the way MUSH players name them: a
whole name (or alias) in any case, online or not; failing that, a unique
start of a name, looked for first among the characters connected now and
then among all. NPCs take no pages and are never found.

Returns lists and never fails: the command says what to do about none or
several.
"""

from __future__ import annotations

from core.lookup.characters import character_paths, search_anywhere_exact
from core.lookup.player_characters import is_player_character


def _prefixed(name: str) -> list:
    from evennia.objects.models import ObjectDB

    paths = character_paths(stored=True)
    found = list(ObjectDB.objects.filter(db_typeclass_path__in=paths, db_key__istartswith=name))
    found += [obj for obj in ObjectDB.objects.filter(
                  db_typeclass_path__in=paths, db_tags__db_tagtype__iexact="alias",
                  db_tags__db_key__istartswith=name.lower()).distinct() if obj not in found]
    return [obj for obj in found if is_player_character(obj)]


def find_players(name: str) -> list:
    """The player characters ``name`` may mean (see the module)."""
    name = (name or "").strip()
    if not name:
        return []
    exact = [obj for obj in search_anywhere_exact(name) if is_player_character(obj)]
    if exact:
        return exact
    found = _prefixed(name)
    online = [obj for obj in found if obj.sessions.count()]
    return online or found
