"""What places do when the typeclasses call their hooks (core/features.py):
leaving the room, or the game, departs the place you sat at."""

from __future__ import annotations

from features.places import store


def room_left(room, obj) -> str:
    """``at_object_leave``: whoever leaves a room leaves its place too; the
    line telling them so (nothing when they sat nowhere)."""
    name = store.stand(room, obj)
    return f"You leave {name} as you go." if name else ""


def logged_out(char) -> None:
    """``at_post_unpuppet``: a character whose last connection closed is no
    longer at a place. Evennia has just taken it off the grid (its location
    is None) and noted the room in ``prelogout_location``."""
    if char.sessions.count():
        return
    room = char.location or char.attributes.get("prelogout_location")
    if room is not None:
        store.stand(room, char)
