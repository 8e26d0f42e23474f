"""How a combat Script keeps its state and its turn log in Attributes.

A fight is saved after every command and every turn, so saving must be
cheap. Evennia pickles an ordinary Attribute after deep-copying the value,
which for a 50-fighter state (every fighter's ratings, gear and wounds)
cost more than the rules took to resolve the turn. So:

- the state is one JSON string in a *string* Attribute (``strattr``: stored
  as text, no copy, no pickle), parsed back with ``json.loads``;
- the turn log is one small string Attribute per turn (category
  ``turn_log``, key ``t000042``), so ending a turn adds one row instead of
  rewriting the whole log, and only the oldest rows past the limit go.

Scripts saved before this (a pickled ``state`` dict and a pickled ``log``
list) are still read, and move to the new form on their next save.
"""

from __future__ import annotations

import json

from evennia.utils.dbserialize import deserialize

STATE_KEY = "state"
LEGACY_LOG_KEY = "log"
LOG_CATEGORY = "turn_log"


def dump(data) -> str:
    return json.dumps(data, separators=(",", ":"))


def load_state(script) -> dict:
    """The stored state as a fresh dict ({} when there is none)."""
    raw = script.attributes.get(STATE_KEY, strattr=True)
    if isinstance(raw, str) and raw:
        return json.loads(raw)
    legacy = script.attributes.get(STATE_KEY)
    return dict(deserialize(legacy)) if legacy else {}


def save_state(script, data: dict) -> None:
    script.attributes.add(STATE_KEY, dump(data), strattr=True)


def _turn_key(turn: int) -> str:
    return f"t{int(turn):06d}"


def turn_log(script) -> list[dict]:
    """Every kept turn, oldest first."""
    legacy = script.attributes.get(LEGACY_LOG_KEY)
    entries = list(deserialize(legacy)) if legacy else []
    attrs = script.attributes.get(category=LOG_CATEGORY, return_obj=True, return_list=True)
    for attr in sorted((a for a in attrs if a), key=lambda a: a.key):
        entries.append(json.loads(attr.strvalue))
    return entries


def append_turn(script, entry: dict, keep: int) -> None:
    """Add one resolved turn (``entry["turn"]`` orders the log) and drop the
    oldest turns past ``keep``."""
    script.attributes.add(_turn_key(entry["turn"]), dump(entry), category=LOG_CATEGORY,
                          strattr=True)
    attrs = script.attributes.get(category=LOG_CATEGORY, return_obj=True, return_list=True)
    keys = sorted(a.key for a in attrs if a)
    legacy = script.attributes.get(LEGACY_LOG_KEY)
    if legacy is not None:  # fold an old-style log into the new one, once
        script.attributes.remove(LEGACY_LOG_KEY)
        for old in deserialize(legacy):
            key = _turn_key(old["turn"])
            if key not in keys:
                script.attributes.add(key, dump(old), category=LOG_CATEGORY, strattr=True)
                keys.append(key)
        keys.sort()
    for key in keys[:max(0, len(keys) - keep)]:
        script.attributes.remove(key, category=LOG_CATEGORY)
