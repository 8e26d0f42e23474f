"""muse rolls: pool make-up, d6 faces, successes, cancelling 1s, exploding 6s.

A pool is the Trait rating less any overexertion penalty (never below zero),
halved rounding up when a Tribulation halves that Trait, then plus bonus dice
and one die per assisting character. Bonus dice may take a pool past 10.

Every 4, 5 or 6 is a success and every 1 takes one away, except on a roll of
the Path's Key Trait; the total never drops below zero. A Mastered Trait
(rating 10) adds a die for every 6, added dice can add more in turn, and the
chain halts once ``MAX_EXTRA_DICE`` dice have been added. Successes and 1s
are counted over every die, added ones included.

Choices where the text is silent: mastery belongs to the rating, so a
Mastered Trait still explodes when penalties shrink its pool; a pool may
come to zero dice (zero successes); plain pools (the GM's dice, a bare NPC
number) never explode and never count as a Key Trait.
"""

from __future__ import annotations

from dataclasses import dataclass

from rules.dice import Rng
from rules.errors import RulesError
from rules.muse.effects import halve_up, halves_trait
from rules.muse.sheet import Sheet
from rules.muse.traits import find_trait, is_mastered

DIE_SIDES = 6
SUCCESS_ON = 4  # this face and above succeed
CANCEL_FACE = 1
EXPLODE_ON = 6
MAX_EXTRA_DICE = 20
MAX_POOL = 40  # a sanity limit on one roll, refused with a reason


@dataclass(frozen=True)
class Pool:
    """What goes into one roll, before any die is thrown."""

    trait: str | None  # None for a plain pool of dice
    rating: int
    penalty: int = 0  # overexertion dice off the Trait
    halved: bool = False  # a Tribulation halves this Trait
    bonus: int = 0  # items, talents, Intimidated sources, GM fiat
    assists: int = 0  # one die per assisting character
    key_trait: bool = False
    mastered: bool = False

    @property
    def trait_dice(self) -> int:
        dice = max(0, self.rating - self.penalty)
        return halve_up(dice) if self.halved else dice

    @property
    def dice(self) -> int:
        return max(0, self.trait_dice + self.bonus + self.assists)

    @property
    def label(self) -> str:
        return self.trait if self.trait else f"{self.rating} dice"

    def to_dict(self) -> dict:
        return {"trait": self.trait, "rating": self.rating, "penalty": self.penalty,
                "halved": self.halved, "bonus": self.bonus, "assists": self.assists,
                "key_trait": self.key_trait, "mastered": self.mastered}

    @classmethod
    def from_dict(cls, data: dict) -> "Pool":
        return cls(**data)


def _check(pool: Pool) -> Pool:
    if pool.assists < 0:
        raise RulesError("Assistants cannot be a negative number.")
    if pool.penalty < 0:
        raise ValueError("a penalty is never negative")
    if pool.dice > MAX_POOL:
        raise RulesError(f"That pool would be {pool.dice} dice; the most anyone rolls is {MAX_POOL}.")
    return pool


def build_pool(trait: str, rating: int, *, penalty: int = 0, halved: bool = False, bonus: int = 0,
               assists: int = 0, key_trait: bool = False) -> Pool:
    """The pool for rolling ``trait`` at ``rating``; mastery follows the rating."""
    name = find_trait(trait)
    return _check(Pool(name, rating, penalty, halved, bonus, assists, key_trait, is_mastered(rating)))


def plain_pool(dice: int, bonus: int = 0) -> Pool:
    """``dice`` d6 with no Trait behind them: a GM's difficulty, a quick NPC."""
    if dice < 0:
        raise RulesError("A pool cannot have a negative number of dice.")
    return _check(Pool(None, dice, bonus=bonus))


def pool_for(sheet: Sheet, trait: str, *, bonus: int = 0, assists: int = 0,
             now: float | None = None) -> Pool:
    """The pool for ``trait`` off a sheet: its penalties live at ``now``, its
    halving Tribulations and whether it is the Key Trait."""
    name = find_trait(trait)
    return build_pool(name, sheet.rating(name), penalty=sheet.penalty_dice(name, now),
                      halved=halves_trait(sheet.tribulations, name), bonus=bonus,
                      assists=assists, key_trait=sheet.is_key_trait(name))


@dataclass(frozen=True)
class MuseRoll:
    """Every face of one roll. ``extra`` holds dice added by exploding 6s in
    the order thrown; ``capped`` says the chain was cut off by the limit."""

    pool: Pool
    base: tuple[int, ...]
    extra: tuple[int, ...] = ()
    capped: bool = False

    @property
    def faces(self) -> tuple[int, ...]:
        return self.base + self.extra

    @property
    def sorted_faces(self) -> tuple[int, ...]:
        return tuple(sorted(self.faces, reverse=True))

    @property
    def hits(self) -> int:
        return sum(1 for f in self.faces if f >= SUCCESS_ON)

    @property
    def ones(self) -> int:
        return sum(1 for f in self.faces if f == CANCEL_FACE)

    @property
    def cancelled(self) -> int:
        """Successes actually taken away by 1s (none on a Key Trait roll)."""
        return 0 if self.pool.key_trait else min(self.ones, self.hits)

    @property
    def successes(self) -> int:
        return self.hits - self.cancelled

    @property
    def succeeded(self) -> bool:
        return self.successes > 0

    @property
    def explosions(self) -> int:
        return len(self.extra)

    def to_dict(self) -> dict:
        return {"pool": self.pool.to_dict(), "base": list(self.base), "extra": list(self.extra),
                "capped": self.capped, "hits": self.hits, "ones": self.ones,
                "cancelled": self.cancelled, "successes": self.successes}

    @classmethod
    def from_dict(cls, data: dict) -> "MuseRoll":
        return cls(Pool.from_dict(data["pool"]), tuple(data["base"]), tuple(data.get("extra", ())),
                   bool(data.get("capped", False)))


def roll_pool(pool: Pool, rng: Rng) -> MuseRoll:
    """Throw the pool; on a Mastered Trait keep adding a die per 6."""
    base = tuple(rng.randint(1, DIE_SIDES) for _ in range(pool.dice))
    extra: list[int] = []
    pending = sum(1 for f in base if f == EXPLODE_ON) if pool.mastered else 0
    while pending and len(extra) < MAX_EXTRA_DICE:
        face = rng.randint(1, DIE_SIDES)
        extra.append(face)
        pending -= 1
        if face == EXPLODE_ON:
            pending += 1
    return MuseRoll(pool, base, tuple(extra), capped=pending > 0)
