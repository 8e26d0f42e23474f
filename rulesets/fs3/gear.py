"""Combat gear as objects: weapons, armor, shields and mounts.

Each piece keeps its numbers in Attributes, so staff can tune a single
object with ``set``, and prototypes in world/prototypes.py spawn the
catalogue rows of rulesets/fs3/gear_data.py. :meth:`stats` gives the plain dict the
combat rules read (the same keys as a catalogue row, plus ``name``).

Whether a character is holding, wearing or riding a piece is recorded on
the character (see rulesets/fs3/gear_handler.py), not on the piece.
"""

from evennia.typeclasses.attributes import AttributeProperty

from typeclasses.objects import Object


class Weapon(Object):
    """Something to fight with. Bare hands need no object (Brawling)."""

    penetration = AttributeProperty(1)
    lethality = AttributeProperty(0)
    skill = AttributeProperty("Melee")  # Melee, Archery, Thrown or Firearms
    kind = AttributeProperty("melee")  # "melee" or "ranged"
    dodge_bonus = AttributeProperty(0)  # defender's extra dice against it (ranged)

    def stats(self) -> dict:
        return {
            "name": self.key,
            "penetration": int(self.penetration),
            "lethality": int(self.lethality),
            "skill": str(self.skill),
            "kind": str(self.kind),
            "dodge_bonus": int(self.dodge_bonus),
        }


class Armor(Object):
    """Something worn that may stop a blow to the locations it covers."""

    protection = AttributeProperty(0)
    locations = AttributeProperty(list)  # hit locations covered, e.g. ["Chest"]
    table = AttributeProperty(None)  # a printed stop-chance table key, or None

    def stats(self) -> dict:
        return {
            "name": self.key,
            "protection": int(self.protection),
            "table": self.table or None,
            "locations": list(self.locations or []),
        }


class Shield(Object):
    """Held in the off hand; the shield stances need one."""

    def stats(self) -> dict:
        return {"name": self.key}


class Mount(Object):
    """A beast (or a token standing for one) to ride; the mounted stances
    need one. It counts while it is in the rider's room or inventory."""

    def stats(self) -> dict:
        return {"name": self.key}
