"""Overexertion: one reroll of one's own roll, at a price if it comes up empty.

Within ``WINDOW_SECONDS`` of making a roll, its roller may throw the same
pool again, once. After a roll that succeeded the new successes add to the
old; after a roll that failed (no success, or not enough to beat what it
was against) the new throw replaces it. If the new throw has no success, the
Trait loses ``PENALTY_DICE`` die until staff end the session, or, in an
asynchronous game, for 1d6 real days, returned as an expiry timestamp.

The caller keeps the :class:`RollRecord` of each recent roll and stores the
record handed back, which is marked so it cannot be overexerted again.
A plain pool (no Trait behind it) cannot be overexerted: there is no Trait
to pay the price.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from rules.dice import Rng
from rules.errors import RulesError
from rules.muse.roll import MuseRoll, roll_pool
from rules.muse.sheet import Penalty

WINDOW_SECONDS = 600
PENALTY_DICE = 1
ASYNC_DAYS_DIE = 6
SECONDS_PER_DAY = 86400


@dataclass(frozen=True)
class RollRecord:
    """A roll that may still be overexerted."""

    roller: str  # an id the command layer understands
    roll: MuseRoll
    rolled_at: float
    overexerted: bool = False

    def open_until(self) -> float:
        return self.rolled_at + WINDOW_SECONDS

    def to_dict(self) -> dict:
        return {"roller": self.roller, "roll": self.roll.to_dict(), "rolled_at": self.rolled_at,
                "overexerted": self.overexerted}

    @classmethod
    def from_dict(cls, data: dict) -> "RollRecord":
        return cls(data["roller"], MuseRoll.from_dict(data["roll"]), float(data["rolled_at"]),
                   bool(data.get("overexerted", False)))


@dataclass(frozen=True)
class OverexertResult:
    record: RollRecord  # the record to store back: now marked as overexerted
    reroll: MuseRoll
    penalty: Penalty | None  # set when the reroll had no success
    days: int | None = None  # the 1d6 rolled for an asynchronous penalty
    replaces: bool = False  # the first roll had failed: the reroll stands alone

    @property
    def original(self) -> MuseRoll:
        return self.record.roll

    @property
    def failed(self) -> bool:
        return self.reroll.successes == 0

    @property
    def total_successes(self) -> int:
        if self.replaces:
            return self.reroll.successes
        return self.original.successes + self.reroll.successes

    def to_dict(self) -> dict:
        return {"original": self.original.to_dict(), "reroll": self.reroll.to_dict(),
                "total_successes": self.total_successes,
                "penalty": self.penalty.to_dict() if self.penalty else None, "days": self.days,
                "replaces": self.replaces}


def succeeded(successes: int, need: int | None = None, ties_win: bool = False) -> bool:
    """Whether a roll of ``successes`` succeeded: at least one success, and
    when it was against something, more than ``need`` (or as many, when
    ties go its way)."""
    if successes <= 0:
        return False
    if need is None:
        return True
    return successes > need or (successes == need and ties_win)


def check_overexert(record: RollRecord, who: str, now: float) -> None:
    """Raise with the reason when ``who`` may not overexert ``record`` now."""
    if record.roller != who:
        raise RulesError("You can only overexert your own roll.")
    if record.overexerted:
        raise RulesError("That roll has already been overexerted.")
    if record.roll.pool.trait is None:
        raise RulesError("Only a Trait roll can be overexerted.")
    if now - record.rolled_at > WINDOW_SECONDS:
        raise RulesError(f"Too late: a roll can be overexerted for {WINDOW_SECONDS // 60} minutes.")


def overexert(record: RollRecord, who: str, now: float, rng: Rng,
              asynchronous: bool = False, need: int | None = None,
              ties_win: bool = False) -> OverexertResult:
    """Reroll the whole pool of ``record`` and settle the wager. ``need``:
    the successes the first roll had to beat, if it was against something."""
    check_overexert(record, who, now)
    replaces = not succeeded(record.roll.successes, need, ties_win)
    again = roll_pool(record.roll.pool, rng)
    penalty, days = None, None
    if again.successes == 0:
        expires = None
        if asynchronous:
            days = rng.randint(1, ASYNC_DAYS_DIE)
            expires = now + days * SECONDS_PER_DAY
        penalty = Penalty(record.roll.pool.trait, PENALTY_DICE, expires)
    return OverexertResult(replace(record, overexerted=True), again, penalty, days, replaces)


def add_penalty(penalties: list[Penalty], penalty: Penalty | None) -> list[Penalty]:
    return list(penalties) + ([penalty] if penalty is not None else [])


def prune_expired(penalties: list[Penalty], now: float) -> list[Penalty]:
    """Drop asynchronous penalties whose days have run out."""
    return [p for p in penalties if p.live(now)]


def end_session(penalties: list[Penalty]) -> list[Penalty]:
    """Staff end the session: penalties held until then are lifted."""
    return [p for p in penalties if p.expires_at is not None]
