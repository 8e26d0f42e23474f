"""One character named by a player, or the line refusing the name: what a
command and anything acting in a room without one (core/acting.py) ask."""

from __future__ import annotations

from core.errors import CommandFailed, with_usage
from core.lookup import characters as lookup


def find_character(caller, room, name: str, anywhere=False, syntax: str = ""):
    """The character called ``name`` ('me' is ``caller``): in ``room``, or
    anywhere when ``anywhere`` is set. Refuses (:class:`CommandFailed`)
    otherwise; ``syntax`` is the usage line after "Name a character."

    NPCs are characters too, and anyone is found by their name or by any
    of their aliases (core/lookup/characters.py), as +combat/add
    finds them. Someone in the room whose name (or alias) is exactly
    ``name`` is found first, even when searching anywhere (a staffer
    naming the person in front of them means that one, not a namesake
    elsewhere). ``anywhere`` may be a callable such as a staff check: it
    is asked only when the room has no such person, which spares the
    permission check on the common roll against someone present.
    """
    name = (name or "").strip()
    if not name:
        raise CommandFailed(with_usage("Name a character.", syntax))
    if name.lower() in ("me", "self"):
        return caller
    exact = lookup.exact_here(room, name)
    if len(exact) == 1:
        return exact[0]
    if len(exact) > 1:
        ambiguous(name, exact)
    if callable(anywhere):
        anywhere = anywhere()
    if anywhere:
        found = lookup.search_anywhere(name)
        if len(found) == 1:
            return found[0]
        if len(found) > 1:
            ambiguous(name, found)
        raise CommandFailed(f"There is no character called '{name}'.")
    # The common case above, a full name of someone here, needed no
    # database search: the room's contents are already in memory.
    results = lookup.search_here(caller, room, name)
    if not results:
        raise CommandFailed(f"There is nobody called '{name}' here.")
    if len(results) > 1:
        ambiguous(name, results)
    return results[0]


def ambiguous(name: str, found):
    names = ", ".join(sorted(c.key for c in found)[:8])
    raise CommandFailed(f"'{name}' could be {names}: type more of the name.")


def one_thing_here(caller, name: str):
    """The one object ``caller`` finds by ``name`` (here, carried, or by
    #dbref); refuses with a clear line when there is none or several."""
    found = caller.search(name, quiet=True)
    if not found:
        raise CommandFailed(f"There is nothing called '{name}' here.")
    if len(found) > 1:
        names = ", ".join(f"{o.key}(#{o.id})" for o in found[:5])
        raise CommandFailed(f"'{name}' could be any of: {names}. Use more of the name or a #dbref.")
    return found[0]
