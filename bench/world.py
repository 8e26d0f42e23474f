"""Run inside the game server (through the superuser's ``py`` command) by
bench/load.py: makes the benchmark's players, their characters, fs3 sheets
and rooms. Not used by the game.

    py import bench.world; bench.world.setup(me, "Bp", 0, 100, 10, "pw")

Characters are made offline (no location, their room as home and
prelogout location), so a character is in its room only while its player is
logged in: the rooms hold exactly the players the benchmark has connected.
"""

from django.conf import settings
from evennia.accounts.models import AccountDB
from evennia.objects.models import ObjectDB
from evennia.utils import create

ROOM = "typeclasses.rooms.Room"
RATINGS = {"Brawn": 2, "Finesse": 2, "Wit": 3, "Grit": 2, "Presence": 2,
           "Alertness": 3, "Dodge": 2, "Melee": 2}


def name_of(prefix: str, index: int) -> str:
    return f"{prefix}{index:04d}"


def room_for(index: int, room_size: int):
    number = 0 if room_size <= 0 else index // room_size
    key = f"Bench Room {number}"
    found = ObjectDB.objects.filter(db_key=key, db_typeclass_path=ROOM)
    if found:
        return found[0]
    return create.create_object(ROOM, key=key)


def make_player(prefix: str, index: int, room, password: str):
    name = name_of(prefix, index)
    account = AccountDB.objects.filter(username__iexact=name).first()
    if account is None:
        account = create.create_account(name, None, password,
                                        typeclass=settings.BASE_ACCOUNT_TYPECLASS,
                                        permissions=[settings.PERMISSION_ACCOUNT_DEFAULT])
    char = account.characters.all()[0] if account.characters.all() else None
    if char is None:
        char = create.create_object(settings.BASE_CHARACTER_TYPECLASS, key=name,
                                    location=None, home=room)
        char.locks.add(f"puppet:id({char.id}) or pid({account.id}) or perm(Developer)")
        account.characters.add(char)
        account.db._last_puppet = char
    char.home = room
    char.db.prelogout_location = room
    char.attributes.add("ratings", dict(RATINGS), category="fs3")
    char.attributes.add("approved", True, category="fs3")
    return char


def setup(caller, prefix: str, start: int, stop: int, room_size: int, password: str):
    """Make players ``start``..``stop-1`` and tell ``caller`` when done."""
    for index in range(start, stop):
        make_player(prefix, index, room_for(index, room_size), password)
    caller.msg(f"BENCH-READY {prefix} {start} {stop}")


def start_scenes(caller, prefix: str):
    """A running scene in every Bench Room that has players of ``prefix`` in
    it and no scene yet (``load.py --scene``); tells ``caller`` how many."""
    from features.scenes import store as scene_store

    made = 0
    for room in ObjectDB.objects.filter(db_key__startswith="Bench Room ", db_typeclass_path=ROOM):
        people = [obj for obj in room.contents if obj.key.startswith(prefix)]
        if people and scene_store.in_room(room) is None:
            scene_store.start(room, people[0], "Bench scene")
            made += 1
    caller.msg(f"BENCH-SCENES {made}")
