"""The Weapon record: what the combat rules need to know about a weapon.

Weapon stats are data (rulesets/fs3/gear_data.py holds the game's table); a
combatant carries its weapon as a plain dict and the rules read it through
:meth:`Weapon.from_dict`. A fighter with no weapon fights with ``UNARMED``,
which mirrors the Brawling row of the gear table (a test keeps them equal).
"""

from __future__ import annotations

from dataclasses import asdict, dataclass

from rules.errors import RulesError

MELEE, RANGED = "melee", "ranged"
KINDS = (MELEE, RANGED)
# Skills a ranged weapon may be fired or thrown with.
RANGED_SKILLS = ("Archery", "Thrown", "Firearms")
MELEE_SKILL = "Melee"
MIN_PENETRATION = 1


@dataclass(frozen=True)
class Weapon:
    name: str
    penetration: int
    lethality: int  # added to the wound roll
    skill: str  # the attack skill: Melee, Archery, Thrown or Firearms
    kind: str = MELEE  # MELEE or RANGED
    dodge_bonus: int = 0  # dice a defender adds against this ranged weapon

    def __post_init__(self):
        if self.kind not in KINDS:
            raise RulesError(f"A weapon is melee or ranged, not '{self.kind}'.")
        if self.penetration < MIN_PENETRATION:
            raise RulesError(f"{self.name} needs a penetration of at least {MIN_PENETRATION}.")
        if self.kind == RANGED and self.skill not in RANGED_SKILLS:
            raise RulesError(
                f"{self.name} is ranged, so its skill is one of {', '.join(RANGED_SKILLS)}.")
        if self.kind == MELEE and self.skill != MELEE_SKILL:
            raise RulesError(f"{self.name} is a melee weapon, so its skill is {MELEE_SKILL}.")

    @property
    def is_melee(self) -> bool:
        return self.kind == MELEE

    def to_dict(self) -> dict:
        return asdict(self)

    @classmethod
    def from_dict(cls, data: dict) -> "Weapon":
        return cls(
            name=str(data["name"]),
            penetration=int(data["penetration"]),
            lethality=int(data.get("lethality", 0)),
            skill=str(data.get("skill", MELEE_SKILL)),
            kind=str(data.get("kind", MELEE)),
            dodge_bonus=int(data.get("dodge_bonus", 0)),
        )


UNARMED = Weapon(name="Brawling", penetration=2, lethality=-15, skill=MELEE_SKILL, kind=MELEE)


def weapon_or_unarmed(data: dict | None) -> Weapon:
    """The weapon a combatant's weapon dict describes, or bare hands."""
    return Weapon.from_dict(data) if data else UNARMED
