"""Attacks: a Melee or Ranged Combat roll and the damage that follows.

Any band but a miss rolls the weapon's damage; 13+ doubles it. A ranged
weapon uses Ranged Combat (Agile), anything else Melee Combat (Forceful),
unless the caller says otherwise. Attacking ends any Readiness held.
"""

from __future__ import annotations

from dataclasses import dataclass

from rules.dice import Rng
from rules.pbta.bands import CRITICAL, MISS
from rules.pbta.damage import DamageRoll, damage_source, roll_damage
from rules.pbta.moves import MELEE, RANGED
from rules.pbta.roll import MoveRoll, roll_move
from rules.pbta.sheet import Sheet


@dataclass(frozen=True)
class AttackResult:
    roll: MoveRoll
    weapon: str  # the weapon's name, or the dice written out
    damage: DamageRoll | None  # None on a miss

    @property
    def dealt(self) -> int:
        return self.damage.total if self.damage else 0


def attack(sheet: Sheet, rng: Rng, weapon_or_dice: str, ranged: bool | None = None,
           modifier: int = 0) -> tuple[AttackResult, Sheet]:
    """Attack with a weapon from the table or with dice written out ("d6+1")."""
    label, expr, weapon_ranged = damage_source(weapon_or_dice)
    if ranged is None:
        ranged = weapon_ranged
    roll, sheet = roll_move(sheet, RANGED if ranged else MELEE, rng, modifier)
    damage = None
    if roll.band != MISS:
        damage = roll_damage(rng, expr, doubled=roll.band == CRITICAL)
    return AttackResult(roll, label, damage), sheet
