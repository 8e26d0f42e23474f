"""Which ruleset applies where, and putting its commands on characters.

The installed rulesets are the packages listed in
``settings.FOURFOLD_RULESETS``; each exports one :class:`~rulesets.base.Ruleset`
(its ``ruleset`` module) naming its handler, cmdset, help, +odds, demo wing,
web sheet section and vitals. :func:`installed` maps key -> Ruleset. A
room may name a ruleset (Attribute ``ruleset``, category ``fourfold``); a
room without one takes the ruleset of its area (a tag in category
``area``, mapped to a ruleset by ``+ruleset/area``), and failing that
``settings.FOURFOLD_DEFAULT_RULESET``.

A character carries exactly one ruleset cmdset: the one for the room it is
in. It is swapped when the character moves, logs in or is loaded after a
reload, and for everyone in a room whose ruleset staff change.
"""

from collections.abc import Callable
from typing import Any

from django.conf import settings
from evennia.server.models import ServerConfig
from evennia.utils.utils import lazy_property

from core.dotted_path import load_path
from rulesets.base import Ruleset, describe

ROOM_CATEGORY = "fourfold"
AREA_TAG_CATEGORY = "area"
AREA_CONFIG_KEY = "fourfold_area_rulesets"
CMDSET_KEY_PREFIX = "ruleset_"


_cache: tuple = ((), {})


def installed() -> dict[str, Ruleset]:
    """key -> Ruleset for every package in ``settings.FOURFOLD_RULESETS``, in
    the order listed (read again whenever the setting changes, as in tests)."""
    global _cache
    packages = tuple(settings.FOURFOLD_RULESETS)
    if _cache[0] != packages:
        table = {}
        for package in packages:
            ruleset = describe(package)
            table[ruleset.key] = ruleset
        _cache = (packages, table)
    return dict(_cache[1])


def get(key: str) -> Ruleset | None:
    return installed().get(key)


def install_handlers(cls) -> list[str]:
    """Put every installed ruleset's handlers on ``cls`` (the Character
    typeclass) as Evennia lazy_properties: ``char.fs3``, ``char.gear``,
    ``char.muse``... Attributes the class already has are left alone.
    Returns the attribute names added."""
    added = []
    for ruleset in installed().values():
        for attr, path in ruleset.handlers().items():
            if attr in cls.__dict__:
                continue
            setattr(cls, attr, lazy_property(_handler_factory(path), name=attr))
            added.append(attr)
    return added


def _handler_factory(path: str) -> Callable[[Any], Any]:
    def make(obj: Any) -> Any:
        return load_path(path)(obj)

    return make


def default_key() -> str:
    return settings.FOURFOLD_DEFAULT_RULESET


def check_key(key: str) -> str:
    """The installed ruleset key matching ``key`` (any case), or None."""
    key = (key or "").strip().lower()
    return key if key in installed() else None


def area_rulesets() -> dict:
    return dict(ServerConfig.objects.conf(AREA_CONFIG_KEY, default={}) or {})


def set_area_ruleset(area: str, key: str | None) -> None:
    mapping = area_rulesets()
    if key:
        mapping[area.lower()] = key
    else:
        mapping.pop(area.lower(), None)
    ServerConfig.objects.conf(AREA_CONFIG_KEY, mapping)


def room_setting(room) -> str | None:
    return room.attributes.get("ruleset", category=ROOM_CATEGORY) if room else None


def set_room_ruleset(room, key: str | None) -> None:
    if key:
        room.attributes.add("ruleset", key, category=ROOM_CATEGORY)
    else:
        room.attributes.remove("ruleset", category=ROOM_CATEGORY)


def room_areas(room) -> list[str]:
    return [t.lower() for t in room.tags.get(category=AREA_TAG_CATEGORY, return_list=True)] if room else []


def ruleset_for_room(room) -> tuple[str, str]:
    """(ruleset key, where it comes from: 'room', 'area <tag>' or 'default')."""
    inst = installed()
    own = room_setting(room)
    if own in inst:
        return own, "room"
    areas = room_areas(room)
    if areas:  # the area table is a database query: only for rooms in an area
        mapping = area_rulesets()
        for area in areas:
            if mapping.get(area) in inst:
                return mapping[area], f"area {area}"
    return default_key(), "default"


def _cmdset_path(key: str) -> str:
    return installed()[key].cmdset


def sync_cmdset(char) -> str | None:
    """Give ``char`` the cmdset of the ruleset where it stands; return its key."""
    room = char.location
    key = ruleset_for_room(room)[0] if room else None
    wanted = f"{CMDSET_KEY_PREFIX}{key}" if key else None
    current = [cs for cs in char.cmdset.all() if str(getattr(cs, "key", "")).startswith(CMDSET_KEY_PREFIX)]
    if wanted and len(current) == 1 and current[0].key == wanted:
        return key
    for cmdset in current:
        char.cmdset.remove(cmdset.key)
    if key:
        char.cmdset.add(_cmdset_path(key), persistent=False)
    return key


def sync_room(room) -> None:
    """Re-sync everyone in ``room`` (after its ruleset changed)."""
    for obj in room.contents:
        if hasattr(obj, "sync_ruleset"):
            obj.sync_ruleset()
