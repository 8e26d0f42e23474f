"""Recovery rolls: shaking off a Tribulation with its recovery Trait.

The roll uses an action (the encounter module charges it). With no one
behind the Tribulation (a hazard, a fall) one success is enough; when a
character caused it, the caller passes that character's resisting pool,
usually the Trait they imposed it with, and the afflicted must win the
opposed roll (player-vs-NPC ties to the player, as ever). Waking from
Unconscious takes helpers as assists: one extra die each (rules.muse.waking).
"""

from __future__ import annotations

from dataclasses import dataclass

from rules.dice import Rng
from rules.errors import RulesError
from rules.muse.opposed import OpposedResult, resolve_rolls
from rules.muse.roll import MuseRoll, Pool, roll_pool
from rules.muse.tribulations import TIRED, Afflictions, find_tribulation, remove


@dataclass(frozen=True)
class RecoveryResult:
    tribulation: str
    roll: MuseRoll
    opposed: OpposedResult | None
    recovered: bool
    afflictions: Afflictions  # the set after the attempt

    def to_dict(self) -> dict:
        return {"tribulation": self.tribulation, "roll": self.roll.to_dict(),
                "opposed": self.opposed.to_dict() if self.opposed else None,
                "recovered": self.recovered}


def check_recovery(active: Afflictions, name: str, pool: Pool) -> str:
    trib = find_tribulation(name)
    if trib.name not in active:
        raise RulesError(f"Not {trib.name}: nothing to recover from.")
    if trib.name == TIRED:
        raise RulesError("Tired goes only with rest.")
    if not trib.recovery:
        raise RulesError(f"Only the GM can lift {trib.name}.")
    if pool.trait is not None and pool.trait not in trib.recovery:
        raise RulesError(f"Recover from {trib.name} with {' or '.join(trib.recovery)}.")
    return trib.name


def recovery_roll(active: Afflictions, name: str, pool: Pool, rng: Rng, *,
                  opposing: Pool | None = None, afflicted_pc: bool = True,
                  source_pc: bool = False) -> RecoveryResult:
    """Roll to end ``name``; ``opposing`` is required when someone caused it."""
    tname = check_recovery(active, name, pool)
    caused = active[tname].source is not None
    if caused and opposing is None:
        raise ValueError(f"{tname} was caused by {active[tname].source}: pass their opposing pool")
    roll = roll_pool(pool, rng)
    opposed = None
    if caused:
        opposed = resolve_rolls(roll, roll_pool(opposing, rng), rng, afflicted_pc, source_pc)
        won = opposed.first_won
    else:
        won = roll.successes > 0
    return RecoveryResult(tname, roll, opposed, won, remove(active, tname) if won else dict(active))
