"""Healing over days, and treatment by someone with Medicine.

Each real day every wound gains healing points: ``BASE_DAILY_POINTS``, one
more after a successful Brawn + Brawn roll, one more when a doctor's
Medicine roll succeeds. A wound that has gathered its level's points drops
one level and starts gathering again from zero; a Light wound that heals is
gone. A wound drops at most one level a day.

Treatment (in or out of combat) is a Medicine roll; a success takes one
level off the worst wound under ``TREATABLE_SECONDS`` old. With
``TREAT_ONCE_PER_WOUND`` (the default, as players of FS3 games expect) a
wound that has been treated once cannot be treated again; among equally bad
wounds the newest is treated first.
"""

from __future__ import annotations

from dataclasses import dataclass

from rules.dice import Rng
from rules.fs3.combat.wounds import Severity, Wound
from rules.fs3.roll import Pool, RollResult, roll_pool

DAY_SECONDS = 24 * 60 * 60
BASE_DAILY_POINTS = 1
BRAWN_ROLL_POINTS = 1
DOCTOR_POINTS = 1
HEALING_POINTS_TO_DROP: dict[Severity, int] = {
    Severity.LIGHT: 2,
    Severity.MODERATE: 3,
    Severity.SERIOUS: 4,
    Severity.CRITICAL: 5,
}
TREATABLE_SECONDS = DAY_SECONDS
TREAT_ONCE_PER_WOUND = True


def daily_points(brawn_succeeded: bool, doctor_succeeded: bool = False) -> int:
    points = BASE_DAILY_POINTS
    if brawn_succeeded:
        points += BRAWN_ROLL_POINTS
    if doctor_succeeded:
        points += DOCTOR_POINTS
    return points


def drop_level(wound: Wound) -> Wound | None:
    """One level better, healing points back to zero; None when a Light wound goes."""
    if wound.severity == Severity.LIGHT:
        return None
    return wound.with_changes(severity=Severity(wound.severity - 1), healing_points=0)


def heal_wound(wound: Wound, points: int) -> Wound | None:
    """The wound after gaining ``points`` healing points (None if healed away)."""
    gathered = wound.healing_points + points
    if gathered >= HEALING_POINTS_TO_DROP[wound.severity]:
        return drop_level(wound)
    return wound.with_changes(healing_points=gathered)


@dataclass(frozen=True)
class WoundChange:
    before: Wound
    after: Wound | None  # None: the wound is gone

    def to_dict(self) -> dict:
        return {"before": self.before.to_dict(),
                "after": self.after.to_dict() if self.after else None}


@dataclass(frozen=True)
class DailyHealing:
    brawn_roll: RollResult
    doctor_roll: RollResult | None
    points: int
    wounds: tuple[Wound, ...]  # what is left
    changes: tuple[WoundChange, ...]


def heal_wounds(wounds: list[Wound],
                points: int) -> tuple[tuple[Wound, ...], tuple[WoundChange, ...]]:
    """Every wound after gaining ``points``: (what is left, what changed)."""
    kept, changes = [], []
    for wound in wounds:
        after = heal_wound(wound, points)
        changes.append(WoundChange(wound, after))
        if after is not None:
            kept.append(after)
    return tuple(kept), tuple(changes)


def roll_daily_healing(wounds: list[Wound], rng: Rng, brawn_pool: Pool,
                       doctor_pool: Pool | None = None) -> DailyHealing:
    """One day's healing. ``brawn_pool`` is the patient's Brawn + Brawn pool
    (with the wound penalty); ``doctor_pool`` a doctor's Medicine pool."""
    brawn_roll = roll_pool(brawn_pool, rng)
    doctor_roll = roll_pool(doctor_pool, rng) if doctor_pool is not None else None
    points = daily_points(brawn_roll.succeeded, bool(doctor_roll and doctor_roll.succeeded))
    kept, changes = heal_wounds(wounds, points)
    return DailyHealing(brawn_roll, doctor_roll, points, kept, changes)


def treatable_index(wounds: list[Wound], now: float) -> int | None:
    """Index of the wound a treatment would work on, or None."""
    best = None
    for index, wound in enumerate(wounds):
        if now - wound.created_at >= TREATABLE_SECONDS:
            continue
        if TREAT_ONCE_PER_WOUND and wound.treated:
            continue
        if best is None:
            best = index
            continue
        current = wounds[best]
        if (wound.severity, wound.created_at) >= (current.severity, current.created_at):
            best = index
    return best


NOTHING_TO_TREAT = "nothing_to_treat"
ROLL_FAILED = "roll_failed"
HEALED = "healed"


@dataclass(frozen=True)
class TreatResult:
    roll: RollResult | None  # None when there was nothing to treat
    outcome: str  # HEALED, ROLL_FAILED or NOTHING_TO_TREAT
    wounds: tuple[Wound, ...]  # the patient's wounds afterwards
    change: WoundChange | None

    def to_dict(self) -> dict:
        return {"roll": self.roll.to_dict() if self.roll else None, "outcome": self.outcome,
                "change": self.change.to_dict() if self.change else None}


def treat(wounds: list[Wound], medicine_pool: Pool, rng: Rng, now: float) -> TreatResult:
    """Roll Medicine for the patient with ``wounds``. No roll is made when no
    wound qualifies."""
    index = treatable_index(wounds, now)
    if index is None:
        return TreatResult(None, NOTHING_TO_TREAT, tuple(wounds), None)
    roll = roll_pool(medicine_pool, rng)
    if not roll.succeeded:
        return TreatResult(roll, ROLL_FAILED, tuple(wounds), None)
    before = wounds[index]
    after = drop_level(before)
    if after is not None:
        after = after.with_changes(treated=True)
    kept = list(wounds)
    if after is None:
        del kept[index]
    else:
        kept[index] = after
    return TreatResult(roll, HEALED, tuple(kept), WoundChange(before, after))
