"""What a character fights with: ``char.gear``.

The wielded weapon, the wielded shield, the worn armor and the mount are
kept as object ids in Attributes (category ``gear``) on the character.
Every read checks them again and forgets any that went stale: the object
was deleted, changed typeclass, or left the character's inventory (dropped,
given away); a mount counts while it is in the character's inventory or
room. The combat code reads :meth:`GearHandler.weapon_dict` and
:meth:`GearHandler.armor_dicts`, the plain dicts the rules take.

The handler records state; the commands check what makes sense to do.
"""

from __future__ import annotations

from evennia.objects.models import ObjectDB

CATEGORY = "gear"


def _load(obj_id):
    """The typeclassed object with this id, or None."""
    if not obj_id:
        return None
    try:
        obj_id = int(obj_id)
    except (TypeError, ValueError):
        return None
    cached = ObjectDB.get_cached_instance(obj_id)  # no query for a loaded object
    if cached is not None and cached.pk:
        return cached
    return ObjectDB.objects.filter(id=obj_id).first()


class GearHandler:
    def __init__(self, obj):
        self.obj = obj

    # --- raw attribute access -------------------------------------------
    def _get(self, key, default=None):
        return self.obj.attributes.get(key, default=default, category=CATEGORY)

    def _set(self, key, value):
        if value is None or value == []:
            self.obj.attributes.remove(key, category=CATEGORY)
        else:
            self.obj.attributes.add(key, value, category=CATEGORY)

    def _carried(self, thing) -> bool:
        return thing is not None and thing.location == self.obj

    def _single(self, key, typeclass, still_ok):
        """The object stored under ``key`` if it is still valid, else None
        (and the stale id is forgotten)."""
        stored = self._get(key)
        if not stored:
            return None
        thing = _load(stored)
        if thing is None or not isinstance(thing, typeclass) or not still_ok(thing):
            self._set(key, None)
            return None
        return thing

    @staticmethod
    def _classes():
        from rulesets.fs3 import gear

        return gear

    # --- weapon -------------------------------------------------------------
    @property
    def weapon(self):
        """The wielded Weapon, or None (bare hands: Brawling)."""
        return self._single("weapon", self._classes().Weapon, self._carried)

    def weapon_dict(self) -> dict | None:
        """The wielded weapon's stats, or None for bare hands."""
        weapon = self.weapon
        return weapon.stats() if weapon else None

    def wield(self, thing) -> None:
        """Wield a Weapon (replacing any other) or a Shield (likewise)."""
        gear = self._classes()
        if isinstance(thing, gear.Weapon):
            self._set("weapon", thing.id)
        elif isinstance(thing, gear.Shield):
            self._set("shield", thing.id)
        else:
            raise ValueError(f"{thing} is neither a weapon nor a shield")

    def unwield(self, thing=None) -> list:
        """Stop wielding ``thing`` (or everything); returns what was put away."""
        put_away = []
        for key, held in (("weapon", self.weapon), ("shield", self.shield)):
            if held is not None and (thing is None or held == thing):
                self._set(key, None)
                put_away.append(held)
        return put_away

    # --- shield -------------------------------------------------------------
    @property
    def shield(self):
        """The wielded Shield, or None."""
        return self._single("shield", self._classes().Shield, self._carried)

    @property
    def has_shield(self) -> bool:
        return self.shield is not None

    # --- armor --------------------------------------------------------------
    @property
    def armor(self) -> list:
        """The worn Armor objects, in the order they were put on."""
        stored = list(self._get("armor", []) or [])
        worn = []
        for obj_id in stored:
            thing = _load(obj_id)
            if isinstance(thing, self._classes().Armor) and self._carried(thing):
                worn.append(thing)
        if len(worn) != len(stored):
            self._set("armor", [a.id for a in worn])
        return worn

    def armor_dicts(self) -> list[dict]:
        return [a.stats() for a in self.armor]

    def conflicts(self, armor) -> list[tuple]:
        """(worn armor, [shared locations]) for every worn armor that covers
        a location ``armor`` also covers."""
        wanted = list(armor.locations or [])
        found = []
        for worn in self.armor:
            if worn == armor:
                continue
            shared = [loc for loc in wanted if loc in (worn.locations or [])]
            if shared:
                found.append((worn, shared))
        return found

    def wear(self, armor) -> None:
        if not isinstance(armor, self._classes().Armor):
            raise ValueError(f"{armor} is not armor")
        ids = [a.id for a in self.armor]
        if armor.id not in ids:
            self._set("armor", ids + [armor.id])

    def remove(self, armor) -> bool:
        """Take ``armor`` off; False if it was not worn."""
        ids = [a.id for a in self.armor]
        if armor.id not in ids:
            return False
        self._set("armor", [i for i in ids if i != armor.id])
        return True

    def is_worn(self, thing) -> bool:
        return thing in self.armor

    # --- mount --------------------------------------------------------------
    def _within_reach(self, thing) -> bool:
        here = self.obj.location
        return thing.location == self.obj or (here is not None and thing.location == here)

    @property
    def mount(self):
        """The Mount being ridden, or None."""
        return self._single("mount", self._classes().Mount, self._within_reach)

    @property
    def has_mount(self) -> bool:
        return self.mount is not None

    def ride(self, mount) -> None:
        if not isinstance(mount, self._classes().Mount):
            raise ValueError(f"{mount} is not a mount")
        self._set("mount", mount.id)

    def dismount(self):
        """Get off; returns the mount left, or None if not riding."""
        mount = self.mount
        self._set("mount", None)
        return mount

    # --- everything ---------------------------------------------------------
    def use_of(self, thing) -> str | None:
        """How the character uses ``thing``: "wielded", "worn", "ridden"
        (a shield is wielded too), or None."""
        if thing is None:
            return None
        if thing == self.weapon or thing == self.shield:
            return "wielded"
        if self.is_worn(thing):
            return "worn"
        if thing == self.mount:
            return "ridden"
        return None

    def in_use(self) -> list:
        """Every object the character is wielding, wearing or riding."""
        used = [self.weapon, self.shield, *self.armor, self.mount]
        return [u for u in used if u is not None]
