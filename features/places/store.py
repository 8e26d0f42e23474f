"""Where the places of a room are kept, and who sits at each.

A room's places are one Attribute on the room (key ``places``, category
``places``): a list of ``{"name", "desc", "seated"}`` dicts, ``seated``
holding the ids of the characters at that place. Everything a command or a
hook asks (is this character at a place here? who sits at the bar?) is read
from that one Attribute, which Evennia caches on the room after the first
read (a room without places caches its absence too), and from the room's
contents, which are in memory: no query per character, none per listener.

Only characters in the room count as seated: leaving the room or the game
departs the place (features/places/hooks.py), and anyone found seated but
gone is passed over when the places are read.

A place's name is kept as staff typed it ("the bar", "a corner table");
players may name it without its article and by a unique start of it
(``join bar``, ``join corner``).
"""

from __future__ import annotations

from core.text.plain import plain

KEY = CATEGORY = "places"
ARTICLES = ("the ", "a ", "an ")
NAME_LENGTH = 40   # a place's name, in characters without colour codes
DESC_LENGTH = 300  # its description
MAX_PLACES = 12    # places in one room


def _raw(room) -> list:
    if room is None:
        return []
    return room.attributes.get(KEY, category=CATEGORY) or []


def places(room) -> list[dict]:
    """A plain copy of ``room``'s places, in the order they were made."""
    return [{"name": str(p["name"]), "desc": str(p.get("desc") or ""),
             "seated": [int(i) for i in p.get("seated") or ()]} for p in _raw(room)]


def _save(room, found: list[dict]) -> None:
    if found:
        room.attributes.add(KEY, found, category=CATEGORY)
    else:
        room.attributes.remove(KEY, category=CATEGORY)


def bare(name: str) -> str:
    """``name`` as matched: no colour, lower case, no leading article."""
    text = " ".join(plain(name).lower().split())
    for article in ARTICLES:
        if text.startswith(article) and len(text) > len(article):
            return text[len(article):]
    return text


def find(room, name: str) -> tuple[list[dict], int | None]:
    """``(places, index)`` of the place ``name`` means in ``room``: its full
    name or its name without the article, else a unique start of it or of
    the rest of it from any word.
    The index is None when nothing (or more than one place) matches; the
    places are the room's, to save back after a change."""
    found = places(room)
    wanted, whole = bare(name), " ".join(plain(name).lower().split())
    if not wanted:
        return found, None
    for i, place in enumerate(found):
        if wanted == bare(place["name"]) or whole == plain(place["name"]).lower():
            return found, i
    starts = [i for i, place in enumerate(found) if _starts(place["name"], wanted)]
    return found, (starts[0] if len(starts) == 1 else None)


def _starts(name: str, wanted: str) -> bool:
    """Whether ``wanted`` starts the name or the rest of it from any word
    ("table" and "corner t" both mean "a corner table")."""
    words = bare(name).split()
    return any(" ".join(words[i:]).startswith(wanted) for i in range(len(words)))


def matches(room, name: str) -> list[str]:
    """The names of every place ``name`` could mean (for a 'which one?')."""
    wanted = bare(name)
    return [p["name"] for p in places(room) if wanted and _starts(p["name"], wanted)]


def create(room, name: str, desc: str = "") -> None:
    found = places(room)
    found.append({"name": name, "desc": desc, "seated": []})
    _save(room, found)


def destroy(room, index: int) -> dict:
    """Remove the place at ``index``; the place as it was (who sat there)."""
    found = places(room)
    gone = found.pop(index)
    _save(room, found)
    return gone


def place_of(room, char) -> str | None:
    """The name of the place ``char`` sits at in ``room``, or None. Read for
    every pose: the room's cached Attribute and no copy of it."""
    char_id = getattr(char, "id", None)
    for place in _raw(room):
        if char_id in (place.get("seated") or ()):
            return str(place["name"])
    return None


def seated(room, place: dict) -> list:
    """The characters at ``place`` who are in ``room`` now, in the order
    they sat down (the room's contents are in memory)."""
    here = {obj.id: obj for obj in (room.contents if room is not None else ())}
    return [here[i] for i in place["seated"] if i in here]


def sit(room, index: int, char) -> str | None:
    """Seat ``char`` at the place at ``index`` (leaving any other place in
    the room); the name of the place left, or None."""
    found = places(room)
    left = None
    for i, place in enumerate(found):
        if char.id in place["seated"] and i != index:
            place["seated"].remove(char.id)
            left = place["name"]
    if char.id not in found[index]["seated"]:
        found[index]["seated"].append(char.id)
    _save(room, found)
    return left


def stand(room, char) -> str | None:
    """Take ``char`` from whatever place it sits at in ``room``; the place's
    name, or None (nothing written) when it sat nowhere."""
    if place_of(room, char) is None:
        return None
    found = places(room)
    left = None
    for place in found:
        if char.id in place["seated"]:
            place["seated"].remove(char.id)
            left = place["name"]
    _save(room, found)
    return left
