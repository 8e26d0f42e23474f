"""A character's player-set profile (``+finger``): full name, position,
timezone, a description and RP hooks, stored as Attributes in category
``profile``; when the character was last online; and which rulesets it has
a sheet in, approved or not. The game's ``+finger`` and the web profile
page both read :func:`profile_data`.

The description is the character's one description, the ``desc``
Attribute that ``look`` shows and ``@desc``/``desc``/``+desc`` and the
website's character form set: the profile has no copy of its own (the
copy older games kept was moved over by upgrades/migrations/0003).

Timezones are IANA names checked against ``zoneinfo`` (``Europe/Paris``,
``America/New_York``, ``UTC``), matched without regard to case and stored
in their proper spelling. A character without one is on UTC.
"""

from __future__ import annotations

import time
from datetime import datetime, timezone
from functools import lru_cache
from zoneinfo import ZoneInfo, available_timezones

from core.errors import StorageError
from core.game_settings import setting

CATEGORY = "profile"
FIELDS = ("fullname", "position", "timezone", "shortdesc", "desc", "hooks")
LABELS = {"fullname": "Full name", "position": "Position", "timezone": "Timezone",
          "shortdesc": "Short desc", "desc": "Description", "hooks": "RP hooks"}
DEFAULT_TZ = "UTC"


class ProfileError(StorageError):
    """A profile field or description that cannot be stored as given."""


def field_length(field: str) -> int:
    lengths = setting("FOURFOLD_PROFILE_LENGTHS")
    return int(lengths.get(field, lengths.get("desc", 600)))


def find_field(name: str) -> str | None:
    """The field ``name`` means (any case, a unique start), or None."""
    name = (name or "").strip().lower()
    if not name:
        return None
    if name in FIELDS:
        return name
    matches = [f for f in FIELDS if f.startswith(name)]
    return matches[0] if len(matches) == 1 else None


@lru_cache(maxsize=1)
def _zones() -> dict[str, str]:
    zones = {name.lower(): name for name in available_timezones()}
    zones.setdefault("utc", "UTC")
    return zones


def check_timezone(name: str) -> str | None:
    """The proper name of timezone ``name``, or None if there is none."""
    return _zones().get((name or "").strip().lower())


def check_field(field: str, text: str) -> str:
    """``text`` as +finger/set and the web's profile form store it in
    ``field`` (one line; a timezone in its proper spelling), or ProfileError.
    An empty result clears the field."""
    from core.text.plain import plain
    from core.text.player import one_line_breaks_as_spaces

    text = one_line_breaks_as_spaces((text or "").strip())
    if field == "timezone" and text:
        proper = check_timezone(text)
        if proper is None:
            raise ProfileError(f"'{text}' is not a timezone name: try e.g. Europe/London, "
                               "America/Chicago or UTC.")
        text = proper
    limit = field_length(field)
    if len(plain(text)) > limit:
        raise ProfileError(f"Keep {field} to {limit} characters.")
    return text


def desc_length() -> int:
    return int(setting("FOURFOLD_DESC_LENGTH"))


def check_desc(text: str) -> str:
    """``text`` as a description (``desc``, the web's form): at most
    FOURFOLD_DESC_LENGTH characters without colour codes, or ProfileError."""
    from core.text.plain import plain

    limit = desc_length()
    if len(plain(text or "")) > limit:
        raise ProfileError(f"Keep a description to {limit} characters "
                           f"(that one has {len(plain(text))}).")
    return text


def get(char, field: str) -> str | None:
    if field == "desc":
        return desc(char)
    return char.attributes.get(field, category=CATEGORY)


def set_field(char, field: str, text: str | None) -> None:
    if field == "desc":
        set_desc(char, text)
    elif text:
        char.attributes.add(field, text, category=CATEGORY)
    else:
        char.attributes.remove(field, category=CATEGORY)


# --- the description (one field: the one look shows) ---------------------------
def desc(obj) -> str | None:
    """``obj``'s description (what ``look`` shows), or None."""
    return obj.attributes.get("desc") or None


def set_desc(obj, text: str | None) -> None:
    """Set (or, with no text, clear) ``obj``'s description."""
    if text:
        obj.attributes.add("desc", text)
    else:
        obj.attributes.remove("desc")


def tz_name(char) -> str:
    return get(char, "timezone") or DEFAULT_TZ


def tzinfo(char):
    """The character's timezone (UTC when unset or no longer known)."""
    name = tz_name(char)
    try:
        return ZoneInfo(name)
    except Exception:  # noqa: BLE001 - a zone removed from the system's database
        return timezone.utc


# --- withdrawn from public lists ----------------------------------------------------
WITHDRAWN = "withdrawn"


def withdraw(char) -> None:
    """Take ``char`` out of the public lists (the gallery) for good: its
    player deleted their account (features/account_deletion/)."""
    char.tags.add(WITHDRAWN, category=CATEGORY)


def is_withdrawn(char) -> bool:
    return char.tags.has(WITHDRAWN, category=CATEGORY)


# --- last online -------------------------------------------------------------------
def mark_online(char) -> None:
    """Called when a character is puppeted or left: the time it was last seen."""
    char.attributes.add("last_online", time.time(), category=CATEGORY)


def last_online(char) -> float | None:
    return char.attributes.get("last_online", category=CATEGORY)


def is_online(char) -> bool:
    try:
        return bool(char.sessions.count())
    except Exception:  # noqa: BLE001
        return False


def when_text(stamp: float | None, tz) -> str:
    if not stamp:
        return "never"
    moment = datetime.fromtimestamp(stamp, tz)
    return moment.strftime("%Y-%m-%d %H:%M %Z")


# --- sheets ----------------------------------------------------------------------------
def _has_sheet(char, key: str) -> bool:
    handler = getattr(char, key, None)
    if handler is None:
        return False
    has = getattr(handler, "has_sheet", None)
    if has is None:
        ratings = getattr(handler, "ratings", None)
        return bool(ratings() if callable(ratings) else ratings)
    return bool(has() if callable(has) else has)


def sheets(char) -> list[tuple[str, bool]]:
    """(ruleset key, approved?) for every ruleset the character has a sheet in."""
    out = []
    from rulesets.registry import installed

    for key in installed():
        try:
            if _has_sheet(char, key):
                out.append((key, bool(getattr(char, key).approved)))
        except Exception:  # noqa: BLE001 - a ruleset mid-change must not break +finger
            continue
    return out


def profile_data(char, viewer_tz=None) -> dict:
    """Everything +finger and the web page show, as plain values."""
    tz = viewer_tz or timezone.utc
    fields = [(LABELS[f], get(char, f)) for f in FIELDS if f != "timezone"]
    from features.community import alts

    shared = alts.shared_alts(char)  # only what its player chose to share (+alts/public)
    if shared:
        fields.append(("Alts", ", ".join(c.key for c in shared)))
    found = sheets(char)
    return {
        "name": char.key,
        "fields": fields,
        "timezone": tz_name(char),
        "online": is_online(char),
        "last_online": when_text(last_online(char), tz),
        "sheets": [{"ruleset": k, "approved": a} for k, a in found],
        "approved": any(a for _k, a in found),
    }
