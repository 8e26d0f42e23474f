"""Build (or rebuild) the demo world from features/demo/data.py.

Run on the first start by server/conf/at_initial_setup.py, and by staff at
any time with +demo/build. Safe to run again: every object it makes carries
the tag ``fourfold_demo`` (category ``demo``) and an ident tag (category
``demo_id``); a second run finds each one by its ident and only updates
texts and settings, so nothing is duplicated. Gear a player has carried
off is not restocked (it still exists, so it is not made again).

The hub is Limbo (#2), where new characters start: it keeps its name and
gets the hub's description; without it (a bare test database) a room
called HUB_NAME is made instead.
"""

from __future__ import annotations

from evennia.objects.models import ObjectDB
from evennia.utils.create import create_object

from features.demo import data as data

DEMO_TAG, DEMO_CATEGORY = "fourfold_demo", "demo"
IDENT_CATEGORY = "demo_id"
ROOM = "typeclasses.rooms.Room"
EXIT = "typeclasses.exits.Exit"
THING = "typeclasses.objects.Object"
NPC = "rulesets.fs3.npcs.NPC"
HUB_ID = 2


def find(ident: str):
    """The demo object with ``ident``, or None."""
    found = ObjectDB.objects.get_by_tag(ident, category=IDENT_CATEGORY)
    return found[0] if found else None


def demo_objects():
    return list(ObjectDB.objects.get_by_tag(DEMO_TAG, category=DEMO_CATEGORY))


def _mark(obj, ident: str):
    obj.tags.add(DEMO_TAG, category=DEMO_CATEGORY)
    obj.tags.add(ident, category=IDENT_CATEGORY)
    return obj


def ensure(ident: str, typeclass: str, key: str, location=None, desc: str | None = None,
           aliases=(), destination=None, report=None):
    """The object ``ident``, made if missing; its key, desc and aliases kept
    up to date."""
    obj = find(ident)
    if obj is None:
        obj = create_object(typeclass, key=key, location=location, destination=destination,
                            aliases=list(aliases), home=location if location else None)
        _mark(obj, ident)
        if report is not None:
            report.append(f"made {key}")
    else:
        if obj.key != key:
            obj.key = key
        for alias in aliases:
            if alias not in obj.aliases.all():
                obj.aliases.add(alias)
    if desc is not None:
        obj.db.desc = desc
    return obj


def ensure_hub(report):
    hub = find("hub")
    if hub is None:
        hub = ObjectDB.objects.filter(id=HUB_ID).first()
        if hub is not None and hub.location is None and not hub.destination:
            _mark(hub, "hub")
        else:
            hub = ensure("hub", ROOM, data.HUB_NAME, report=report)
    # Limbo keeps its name (clients and scripts wait for it after login);
    # it answers to "hub" too.
    if "hub" not in hub.aliases.all():
        hub.aliases.add("hub")
    hub.db.desc = data.HUB_DESC
    return hub


def link(ident: str, source, target, key: str, aliases=(), report=None):
    exit_obj = ensure(ident, EXIT, key, location=source, aliases=aliases, destination=target,
                      report=report)
    if exit_obj.destination != target:
        exit_obj.destination = target
    return exit_obj


def build_wing(hub, wing: dict, report: list):
    from rulesets import registry as rulesets

    key, area = wing["ruleset"], wing["area"]
    if rulesets.check_key(key):
        rulesets.set_area_ruleset(area, key)
    rooms = []
    for spec in wing["rooms"]:
        room = ensure(spec["ident"], ROOM, spec["key"], desc=spec["desc"], report=report)
        room.tags.add(area, category=rulesets.AREA_TAG_CATEGORY)
        if rulesets.check_key(key):
            rulesets.set_room_ruleset(room, key)
        rooms.append(room)
    first = rooms[0]
    link(f"{key}_exit_in", hub, first, wing["exit"], wing.get("aliases", ()), report)
    link(f"{key}_exit_out", first, hub, "hub", ["out", "back"], report)
    idents = [spec["ident"] for spec in wing["rooms"]]
    for i, (here, there) in enumerate(zip(rooms, rooms[1:])):
        link(f"{idents[i]}_to_{idents[i + 1]}", here, there, there.key,
             [there.key.split()[-1].lower()], report)
        link(f"{idents[i + 1]}_to_{idents[i]}", there, here, here.key,
             [here.key.split()[-1].lower()], report)
    sign = ensure(f"{key}_sign", THING, "sign", location=first, desc=wing["sign"],
                  aliases=["signpost"], report=report)
    sign.db.readable = wing["sign"]
    sign.locks.add("get:false()")
    sign.db.get_err_msg = "The sign is fixed in place; |wread sign|n instead."
    return rooms


def _demo_modules() -> list:
    from rulesets.registry import installed

    return [demo for demo in (rs.load("demo") for rs in installed().values()) if demo is not None]


def stock_armory(report):
    """Lay out each ruleset's free gear (its demo module's RACK, if any)."""
    from evennia.prototypes.spawner import spawn

    for demo in _demo_modules():
        rack_spec = getattr(demo, "RACK", None)
        room = find(rack_spec["room"]) if rack_spec else None
        if room is None:
            continue
        rack = ensure(rack_spec["ident"], THING, "weapon rack", location=room, desc=rack_spec["desc"],
                      aliases=["rack", "racks"], report=report)
        rack.locks.add("get:false()")
        for proto in rack_spec["gear"]:
            ident = f"gear_{proto}"
            if find(ident) is not None:
                continue
            for obj in spawn(proto):
                obj.location = room
                obj.home = room
                _mark(obj, ident)
                report.append(f"made {obj.key}")


def add_opponents(report):
    """Each wing's training opponent, set up by its ruleset's demo module."""
    for demo in _demo_modules():
        spec = getattr(demo, "OPPONENT", None)
        room = find(spec["room"]) if spec else None
        if room is None:
            continue
        npc = ensure(spec["ident"], NPC, spec["key"], location=room, desc=spec["desc"],
                     aliases=spec.get("aliases", ()), report=report)
        npc.locks.add("puppet:false();get:false()")
        demo.setup_opponent(npc, spec)


def build(caller=None) -> list[str]:
    """Build or refresh the whole demo world; return what was made."""
    report: list[str] = []
    hub = ensure_hub(report)
    hub_sign = ensure("hub_sign", THING, "sign", location=hub, desc=data.HUB_SIGN,
                      aliases=["signpost"], report=report)
    hub_sign.db.readable = data.HUB_SIGN
    hub_sign.locks.add("get:false()")
    for wing in data.wings():
        build_wing(hub, wing, report)
    stock_armory(report)
    add_opponents(report)
    from features.community.demo_lounge import build_lounge  # the OOC lounge

    build_lounge(hub, report)
    from features.community.demo_boards import build_boards  # boards and the welcome post

    build_boards(report)
    return report
