"""Wounds: the wound roll, severity bands, wound records and penalties.

A wound roll is a d100 plus the weapon's lethality, the hit location's
modifier and, for a player character swinging a melee weapon, a bonus for
each point of Brawn above ``BRAWN_BONUS_ABOVE``. The total picks a severity.

Every wound carries a modifier; they add up over all of a character's
wounds. The dice penalty is that total with its fraction dropped (toward
zero), and a total of ``KO_THRESHOLD`` or worse calls for a KO check when a
new wound lands. Sums use exact fractions so staff can pick any decimals.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace
from enum import IntEnum
from fractions import Fraction
from typing import Iterable

from rules.dice import Rng
from rules.errors import RulesError

WOUND_DIE = 100
BRAWN_BONUS_PER_POINT = 5
BRAWN_BONUS_ABOVE = 2


class Severity(IntEnum):
    LIGHT = 1
    MODERATE = 2
    SERIOUS = 3
    CRITICAL = 4

    @property
    def label(self) -> str:
        return self.name.title()

    @classmethod
    def parse(cls, value) -> "Severity":
        if isinstance(value, Severity):
            return value
        if isinstance(value, int):
            return cls(value)
        try:
            return cls[str(value).strip().upper()]
        except KeyError:
            raise RulesError(f"'{value}' is not a wound severity.") from None


# Highest wound-roll total for each band, lowest band first; anything above
# the last band is Critical.
SEVERITY_BANDS: tuple[tuple[int, Severity], ...] = (
    (40, Severity.LIGHT),
    (80, Severity.MODERATE),
    (99, Severity.SERIOUS),
)
TOP_SEVERITY = Severity.CRITICAL

WOUND_MODIFIERS: dict[Severity, float] = {
    Severity.LIGHT: -0.25,
    Severity.MODERATE: -0.75,
    Severity.SERIOUS: -1.5,
    Severity.CRITICAL: -2.5,
}
KO_THRESHOLD = -1.0  # a total modifier at or below this calls for a KO check


def severity_for(total: int) -> Severity:
    for top, severity in SEVERITY_BANDS:
        if total <= top:
            return severity
    return TOP_SEVERITY


def brawn_bonus(is_npc: bool, melee_weapon: bool, brawn: int) -> int:
    """The wound-roll bonus a player character gets from Brawn in melee."""
    if is_npc or not melee_weapon:
        return 0
    return BRAWN_BONUS_PER_POINT * max(0, brawn - BRAWN_BONUS_ABOVE)


@dataclass(frozen=True)
class WoundRoll:
    die: int
    lethality: int
    location_modifier: int
    brawn_bonus: int

    @property
    def total(self) -> int:
        return self.die + self.lethality + self.location_modifier + self.brawn_bonus

    @property
    def severity(self) -> Severity:
        return severity_for(self.total)

    def to_dict(self) -> dict:
        return {"die": self.die, "lethality": self.lethality,
                "location_modifier": self.location_modifier, "brawn_bonus": self.brawn_bonus,
                "total": self.total, "severity": self.severity.label}


def roll_wound(rng: Rng, lethality: int, location_modifier: int, bonus: int = 0) -> WoundRoll:
    return WoundRoll(rng.randint(1, WOUND_DIE), lethality, location_modifier, bonus)


@dataclass(frozen=True)
class Wound:
    """One wound, as stored on a character and in the combat state."""

    severity: Severity
    location: str
    weapon: str
    created_at: float
    healing_points: int = 0
    description: str = ""
    treated: bool = False  # a wound takes one successful treatment (see healing)

    def __post_init__(self):
        object.__setattr__(self, "severity", Severity.parse(self.severity))

    @property
    def modifier(self) -> float:
        return WOUND_MODIFIERS[self.severity]

    def with_changes(self, **changes) -> "Wound":
        return replace(self, **changes)

    def to_dict(self) -> dict:
        return {"severity": self.severity.label, "location": self.location,
                "weapon": self.weapon, "created_at": self.created_at,
                "healing_points": self.healing_points, "description": self.description,
                "treated": self.treated}

    @classmethod
    def from_dict(cls, data: dict) -> "Wound":
        return cls(
            severity=Severity.parse(data["severity"]),
            location=str(data.get("location", "")),
            weapon=str(data.get("weapon", "")),
            created_at=float(data.get("created_at", 0.0)),
            healing_points=int(data.get("healing_points", 0)),
            description=str(data.get("description", "")),
            treated=bool(data.get("treated", False)),
        )


def _exact(value: float) -> Fraction:
    return Fraction(str(value))


def total_modifier_exact(wounds: Iterable[Wound]) -> Fraction:
    return sum((_exact(w.modifier) for w in wounds), Fraction(0))


def total_modifier(wounds: Iterable[Wound]) -> float:
    """The sum of every wound's modifier (0.0 for no wounds)."""
    return float(total_modifier_exact(wounds))


def wound_penalty(wounds: Iterable[Wound]) -> int:
    """Dice lost to wounds: the total modifier with its fraction dropped."""
    return math.trunc(total_modifier_exact(wounds))


def needs_ko_check(wounds: Iterable[Wound]) -> bool:
    """After a new wound: is the total bad enough to call for a KO check?"""
    return total_modifier_exact(wounds) <= _exact(KO_THRESHOLD)


def worst_severity(wounds: Iterable[Wound]) -> Severity | None:
    severities = [w.severity for w in wounds]
    return max(severities) if severities else None
