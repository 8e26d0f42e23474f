"""Attribute values as JSON, and back.

An Evennia Attribute holds any picklable Python value; the file holds JSON.
Plain values (strings, numbers, booleans, None, lists, dicts with string
keys) are written as they are. Everything else is a one-key object whose
key starts with ``$`` (docs/data-format.md, "Values"):

- ``{"$tuple": [...]}``, ``{"$set": [...]}``, ``{"$dict": [[key, value], ...]}``
  (a dict whose keys are not all strings, or one with a key starting ``$``);
- ``{"$datetime": "2026-12-07T19:00:00+00:00"}``, ``{"$bytes": "<base64>"}``;
- ``{"$object": 12, "key": "Wren"}`` and ``{"$account": 3, "key": "wren"}``:
  a reference to a game object or an account, by its id in the file and its
  name then (an import points it at the object made from that id, or at
  nothing when the file does not hold it);
- ``{"$other": "<repr>"}``: anything else (a Script, a function), kept for
  a person to read; an import sets it to None.
"""

from __future__ import annotations

import base64
from datetime import datetime


def to_json(value):
    """``value`` (as an Attribute hands it out) in the JSON form above."""
    from evennia.utils.dbserialize import deserialize

    return _encode(deserialize(value))


def _encode(value):
    if value is None or isinstance(value, (bool, int, float, str)):
        return value
    if isinstance(value, list):
        return [_encode(v) for v in value]
    if isinstance(value, tuple):
        return {"$tuple": [_encode(v) for v in value]}
    if isinstance(value, (set, frozenset)):
        items = [_encode(v) for v in value]
        return {"$set": sorted(items, key=repr)}
    if isinstance(value, dict):
        if all(isinstance(k, str) and not k.startswith("$") for k in value):
            return {k: _encode(v) for k, v in value.items()}
        return {"$dict": [[_encode(k), _encode(v)] for k, v in value.items()]}
    if isinstance(value, datetime):
        return {"$datetime": value.isoformat()}
    if isinstance(value, (bytes, bytearray)):
        return {"$bytes": base64.b64encode(bytes(value)).decode("ascii")}
    reference = _reference(value)
    if reference is not None:
        return reference
    return {"$other": repr(value)[:200]}


def _reference(value):
    from evennia.accounts.models import AccountDB
    from evennia.objects.models import ObjectDB

    if isinstance(value, ObjectDB):
        return {"$object": value.id, "key": value.db_key}
    if isinstance(value, AccountDB):
        return {"$account": value.id, "key": value.username}
    return None


def from_json(value, objects: dict, accounts: dict, by_key=None):
    """The Python value of the JSON form ``value``; ``objects`` and
    ``accounts`` map ids in the file to what the import made of them;
    ``by_key(key)`` finds the game's own object for a reference to one the
    file does not hold (a room), or None."""
    if by_key is not None:
        return _decode(value, objects, accounts, by_key)
    return _decode(value, objects, accounts, lambda key: None)


def _decode(value, objects, accounts, by_key):
    if isinstance(value, list):
        return [_decode(v, objects, accounts, by_key) for v in value]
    if not isinstance(value, dict):
        return value
    if len(value) == 1 or "$object" in value or "$account" in value:
        (tag, inner), = list(value.items())[:1]
        if tag == "$tuple":
            return tuple(_decode(v, objects, accounts, by_key) for v in inner)
        if tag == "$set":
            return {_decode(v, objects, accounts, by_key) for v in inner}
        if tag == "$dict":
            return {_decode(k, objects, accounts, by_key): _decode(v, objects, accounts, by_key) for k, v in inner}
        if tag == "$datetime":
            return datetime.fromisoformat(inner)
        if tag == "$bytes":
            return base64.b64decode(inner)
        if tag == "$object":
            found = objects.get(inner)
            return found if found is not None else by_key(value.get("key"))
        if tag == "$account":
            return accounts.get(inner)
        if tag == "$other":
            return None
    return {k: _decode(v, objects, accounts, by_key) for k, v in value.items()}


def references(value, tag: str) -> set:
    """The ids of every ``tag`` ("$object", "$account") reference in the
    JSON form ``value``."""
    found = set()
    if isinstance(value, list):
        for v in value:
            found |= references(v, tag)
    elif isinstance(value, dict):
        if tag in value:
            found.add(value[tag])
        for v in value.values():
            found |= references(v, tag)
    return found
