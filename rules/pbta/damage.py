"""Weapon damage: dice expressions, the weapon table, doubling and halving.

An expression is ``NdS`` or ``dS`` with an optional ``+M``/``-M`` ("2d6",
"d8+1"). It is parsed by a strict pattern and bounded, so any text a player
or builder types is either a sane expression or a RulesError.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from rules.dice import Rng
from rules.errors import RulesError
from rules.lookup import find_named

COUNT_MIN, COUNT_MAX = 1, 10
SIDES_MIN, SIDES_MAX = 2, 100
BONUS_MIN, BONUS_MAX = -20, 20
CRITICAL_MULTIPLIER = 2
_EXPR = re.compile(r"^(\d{0,2})d(\d{1,3})(?:([+-])(\d{1,2}))?$")


@dataclass(frozen=True)
class DiceExpr:
    count: int
    sides: int
    bonus: int = 0

    @property
    def text(self) -> str:
        base = f"{self.count}d{self.sides}" if self.count != 1 else f"d{self.sides}"
        return base + (f"{self.bonus:+d}" if self.bonus else "")


@dataclass(frozen=True)
class Weapon:
    key: str
    name: str
    dice: str
    ranged: bool = False

    @property
    def expr(self) -> DiceExpr:
        return parse_dice(self.dice)


WEAPONS = (
    Weapon("fist", "Fist", "d4"),
    Weapon("knife", "Knife", "d4"),
    Weapon("club", "Club", "d6"),
    Weapon("big_club", "Big Club", "d8"),
    Weapon("spear", "Spear", "d8"),
    Weapon("axe", "Axe", "d10"),
    Weapon("stone_axe", "Stone Axe", "d10"),
    Weapon("sling", "Sling", "d6", ranged=True),
    Weapon("bow", "Bow", "d6", ranged=True),
    Weapon("thrown_spear", "Thrown Spear", "d8", ranged=True),
)


def parse_dice(text: str) -> DiceExpr:
    """Parse a damage expression, refusing anything out of bounds."""
    raw = "".join((text or "").lower().split())
    match = _EXPR.match(raw)
    if not match:
        raise RulesError(f"'{text}' is not a damage roll; write it like d6, 2d4 or d8+1.")
    count = int(match.group(1) or 1)
    sides = int(match.group(2))
    bonus = int(match.group(4) or 0) * (-1 if match.group(3) == "-" else 1)
    if not COUNT_MIN <= count <= COUNT_MAX:
        raise RulesError(f"Damage rolls use {COUNT_MIN} to {COUNT_MAX} dice.")
    if not SIDES_MIN <= sides <= SIDES_MAX:
        raise RulesError(f"Damage dice have {SIDES_MIN} to {SIDES_MAX} sides.")
    if not BONUS_MIN <= bonus <= BONUS_MAX:
        raise RulesError(f"A damage bonus runs from {BONUS_MIN} to +{BONUS_MAX}.")
    return DiceExpr(count, sides, bonus)


def find_weapon(name: str, weapons: tuple[Weapon, ...] = WEAPONS) -> Weapon:
    return find_named(name, weapons, lambda w: (w.name, w.key), "weapon")


def is_dice(text: str) -> bool:
    """True when ``text`` is written as dice rather than a weapon's name."""
    return bool(_EXPR.match("".join((text or "").lower().split())))


def damage_source(weapon_or_dice: str, weapons: tuple[Weapon, ...] = WEAPONS,
                  dice_allowed: bool = True) -> tuple[str, DiceExpr, bool]:
    """(label, dice, ranged) for a weapon's name or dice written out.

    Dice written out count as a melee weapon unless the caller says
    otherwise; with ``dice_allowed`` False they are refused (a player's
    damage comes from the weapon's data, never from dice they type).
    """
    if is_dice(weapon_or_dice):
        if not dice_allowed:
            raise RulesError("Your damage comes from your weapon: name it (+damage/list). Dice "
                             "written out are for staff, rolling for NPCs.")
        expr = parse_dice(weapon_or_dice)
        return expr.text, expr, False
    weapon = find_weapon(weapon_or_dice, weapons)
    return weapon.name, weapon.expr, weapon.ranged


def damage_expr(weapon_or_dice: str) -> DiceExpr:
    """A weapon's dice, or the dice written out, whichever ``weapon_or_dice`` is."""
    return damage_source(weapon_or_dice)[1]


def half_up(amount: int) -> int:
    """Half of ``amount``, rounded up."""
    return -(-amount // 2)


@dataclass(frozen=True)
class DamageRoll:
    expr: DiceExpr
    faces: tuple[int, ...]
    doubled: bool = False
    halved: bool = False

    @property
    def base(self) -> int:
        """The dice plus bonus, never below 0."""
        return max(0, sum(self.faces) + self.expr.bonus)

    @property
    def total(self) -> int:
        if self.doubled:
            return self.base * CRITICAL_MULTIPLIER
        if self.halved:
            return half_up(self.base)
        return self.base

    def to_dict(self) -> dict:
        return {"dice": self.expr.text, "faces": list(self.faces), "doubled": self.doubled,
                "halved": self.halved, "total": self.total}


def roll_damage(rng: Rng, expr: DiceExpr, doubled: bool = False, halved: bool = False) -> DamageRoll:
    if doubled and halved:
        raise ValueError("damage is doubled or halved, not both")
    faces = tuple(rng.randint(1, expr.sides) for _ in range(expr.count))
    return DamageRoll(expr, faces, doubled, halved)
