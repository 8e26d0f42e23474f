"""Combat gear as objects: weapons, armor, shields and mounts.

Each piece keeps its numbers in Attributes, so staff can tune a single
object with ``set``, and prototypes in world/prototypes.py spawn the
catalogue rows of rulesets/fs3/gear_data.py. :meth:`stats` gives the plain dict the
combat rules read (the same keys as a catalogue row, plus ``name``).

Whether a character is holding, wearing or riding a piece is recorded on
the character (see rulesets/fs3/gear_handler.py), not on the piece.
"""

from evennia.typeclasses.attributes import AttributeProperty

from core.text import counts
from typeclasses.objects import Object


class GearLook:
    """``look <gear>``: its description, what it does in a fight, and who
    uses it (the character carrying or riding it)."""

    beside_user = False  # a mount stands beside its rider, not in a hand

    def gear_lines(self) -> list[str]:
        return []

    def user(self):
        """(character, "wielded"/"worn"/"ridden") using this piece, or None."""
        candidates = [self.location]
        if self.beside_user and self.location is not None:
            candidates += list(self.location.contents)
        for holder in candidates:
            gear = getattr(holder, "gear", None) if holder is not None and holder != self else None
            use = gear.use_of(self) if gear is not None and hasattr(gear, "use_of") else None
            if use:
                return holder, use
        return None

    def get_display_desc(self, looker, **kwargs):
        lines = [super().get_display_desc(looker, **kwargs)] + self.gear_lines()
        using = self.user()
        if using:
            holder, use = using
            who = "You have" if holder == looker else f"{holder.get_display_name(looker)} has"
            lines.append(f"{who} it {use}.")
        return "\n".join(line for line in lines if line)


class Weapon(GearLook, Object):
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

    def gear_lines(self) -> list[str]:
        lines = [f"A {self.skill} weapon ({self.kind}): penetration {int(self.penetration)} "
                 f"(against armor), lethality {int(self.lethality):+d} (added to the wound roll)."]
        if int(self.dodge_bonus):
            lines.append(f"Defenders dodging it roll {counts.dice(int(self.dodge_bonus))} more.")
        return lines


class Armor(GearLook, Object):
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

    def gear_lines(self) -> list[str]:
        covers = ", ".join(self.locations or []) or "nothing"
        return [f"Armor: protection {int(self.protection)}, covering {covers} "
                f"(+gear/armor {self.key} gives its stop chances)."]


class Shield(GearLook, Object):
    """Held in the off hand; the shield stances need one."""

    def stats(self) -> dict:
        return {"name": self.key}


class Mount(GearLook, Object):
    """A beast (or a token standing for one) to ride; the mounted stances
    need one. It counts while it is in the rider's room or inventory."""

    beside_user = True

    def stats(self) -> dict:
        return {"name": self.key}
