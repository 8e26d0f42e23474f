"""Onstage and offstage: which rooms are in character (IC) and which are out
of character (OOC), which are private, where the OOC lounge is and the IC
room a character left to go there.

Room settings are Tags in category ``room_setting`` (``ooc`` and
``private``): a room without them is IC and public. Tags, not Attributes,
so that ``+where`` finds every private room in one query. Staff set them
with ``+room`` (or ``@tag here=ooc:room_setting``).

The lounge is the demo world's object with ident ``ooc_lounge`` (built by
features/community/demo_lounge.py); the IC room a character left is an Attribute on the
character (category ``community``) so it survives a reload.
"""

from __future__ import annotations

ROOM_TAG_CATEGORY = "room_setting"
OOC_TAG = "ooc"
PRIVATE_TAG = "private"
LOUNGE_IDENT = "ooc_lounge"
IDENT_CATEGORY = "demo_id"  # the demo builder's ident tags (features/demo/build.py)
HUB_IDENT = "hub"
CATEGORY = "community"


def is_ooc_room(room) -> bool:
    return room is not None and room.tags.has(OOC_TAG, category=ROOM_TAG_CATEGORY)


def is_private_room(room) -> bool:
    return room is not None and room.tags.has(PRIVATE_TAG, category=ROOM_TAG_CATEGORY)


def _set_tag(room, tag: str, on: bool) -> None:
    if on:
        room.tags.add(tag, category=ROOM_TAG_CATEGORY)
    else:
        room.tags.remove(tag, category=ROOM_TAG_CATEGORY)


def set_ooc_room(room, on: bool) -> None:
    _set_tag(room, OOC_TAG, on)


def set_private_room(room, on: bool) -> None:
    _set_tag(room, PRIVATE_TAG, on)


def private_room_ids() -> set[int]:
    """Ids of every private room (one query)."""
    from evennia.objects.models import ObjectDB

    return set(ObjectDB.objects.get_by_tag(PRIVATE_TAG, category=ROOM_TAG_CATEGORY)
               .values_list("id", flat=True))


def _by_ident(ident: str):
    from evennia.objects.models import ObjectDB

    found = ObjectDB.objects.get_by_tag(ident, category=IDENT_CATEGORY)
    return found[0] if found else None


def lounge():
    """The OOC lounge, or None when the demo world has not been built."""
    return _by_ident(LOUNGE_IDENT)


def hub():
    """The hub (where ``onstage`` goes the first time), or None."""
    return _by_ident(HUB_IDENT)


def last_ic_room(char):
    """The IC room ``char`` last left for an OOC one, if it still exists."""
    room = char.attributes.get("last_ic_room", category=CATEGORY)
    if room is None or not getattr(room, "pk", None):
        return None
    return room


def remember_ic_room(char, room) -> None:
    char.attributes.add("last_ic_room", room, category=CATEGORY)


def status_label(char) -> str:
    """'IC' or 'OOC': out of character in an OOC room or with no room."""
    room = char.location
    return "OOC" if room is None or is_ooc_room(room) else "IC"
