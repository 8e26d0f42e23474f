"""The two checks a wound can call for: staying conscious, staying mounted.

Both are rolled with the new wound already counted in the penalty.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Mapping

from rules.dice import Rng
from rules.fs3.combat.combatant import Combatant
from rules.fs3.combat.pools import ko_pool, riding_pool
from rules.fs3.combat.stances import Stance
from rules.fs3.combat.wounds import Severity
from rules.fs3.levels import Level
from rules.fs3.roll import RollResult, roll_pool

KO_HITS_NEEDED = 1  # fewer hits than this on the KO check knocks you out

# The Riding level a rider needs to stay on after a wound of each severity;
# severities not listed (Light) call for no check.
FALL_LEVEL_NEEDED: dict[Severity, Level] = {
    Severity.MODERATE: Level.SUCCESS,
    Severity.SERIOUS: Level.GOOD_SUCCESS,
    Severity.CRITICAL: Level.GREAT_SUCCESS,
}


@dataclass(frozen=True)
class KOCheck:
    roll: RollResult

    @property
    def knocked_out(self) -> bool:
        return self.roll.hits < KO_HITS_NEEDED

    def to_dict(self) -> dict:
        return {"roll": self.roll.to_dict(), "knocked_out": self.knocked_out}


def roll_ko_check(c: Combatant, rng: Rng) -> KOCheck:
    return KOCheck(roll_pool(ko_pool(c), rng))


@dataclass(frozen=True)
class FallCheck:
    roll: RollResult
    needed: Level

    @property
    def fell(self) -> bool:
        return self.roll.level < self.needed

    def to_dict(self) -> dict:
        return {"roll": self.roll.to_dict(), "needed": self.needed.label, "fell": self.fell}


def fall_level_needed(stance: Stance, severity: Severity) -> Level | None:
    """The Riding level needed to stay on, or None when no check is due."""
    if not stance.riding:
        return None
    return FALL_LEVEL_NEEDED.get(severity)


def roll_fall_check(c: Combatant, stance: Stance, severity: Severity, rng: Rng,
                    rulings: Mapping[str, str] | None = None) -> FallCheck | None:
    needed = fall_level_needed(stance, severity)
    if needed is None:
        return None
    return FallCheck(roll_pool(riding_pool(c, rulings), rng), needed)
