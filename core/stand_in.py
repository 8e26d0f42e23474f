"""A character acting in a room it does not stand in, for one call.

docs/rulings.md, "Scenes": a participant posts into a running scene from its web
page wherever their character stands, and the scene's room sees the post
as if made there; a roll posted that way uses the ruleset of the scene's
room. The commands and hooks that make a say or a roll read the room from
``char.location``; :func:`standing_in` makes that the scene's room for the
length of one synchronous call, in memory only (nothing is saved, the room's
contents do not gain the character, so the room's own message does not
reach it), and puts it back even when the call fails.
"""

from __future__ import annotations

from contextlib import contextmanager


@contextmanager
def standing_in(char, room):
    """``char.location`` reads ``room`` inside the ``with`` block."""
    old = char.db_location
    if old == room:
        yield char
        return
    char.db_location = room
    try:
        yield char
    finally:
        char.db_location = old
