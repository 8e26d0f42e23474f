"""fs3 roll resolution: pool make-up, d8s, hits, level, Embarrassing Failure."""

from __future__ import annotations

from dataclasses import dataclass

from rules.dice import DiceRoll, Rng, roll_dice
from rules.errors import RulesError
from rules.fs3.abilities import Ability, Catalogue
from rules.fs3.levels import Level, level_for
from rules.fs3.sheet import Sheet

DIE_SIDES = 8
HIT_ON = 7
MODIFIER_MIN, MODIFIER_MAX = -10, 10
MAX_POOL = 30
LUCK_DICE = 3
MIN_DICE = 1


@dataclass(frozen=True)
class PoolPart:
    """One named contribution to a pool: ("Alertness", 3), ("wounds", -1)."""

    label: str
    dice: int


@dataclass(frozen=True)
class Pool:
    """What goes into a roll, before any die is thrown."""

    label: str  # what is rolled: "Alertness", "Brawn", "5 dice"
    parts: tuple[PoolPart, ...]
    ruling_rating: int | None  # for Embarrassing Failure; None for plain pools

    @property
    def total(self) -> int:
        return sum(p.dice for p in self.parts)

    @property
    def dice(self) -> int:
        """Dice actually thrown: never fewer than one."""
        return max(MIN_DICE, self.total)


@dataclass(frozen=True)
class RollResult:
    pool: Pool
    roll: DiceRoll

    @property
    def hits(self) -> int:
        return self.roll.hits

    @property
    def ones(self) -> int:
        return self.roll.ones

    @property
    def level(self) -> Level:
        return level_for(self.hits, self.ones, self.pool.ruling_rating)

    @property
    def succeeded(self) -> bool:
        return self.level.succeeded

    def to_dict(self) -> dict:
        """A plain record for the roll log."""
        return {
            "label": self.pool.label,
            "parts": [[p.label, p.dice] for p in self.pool.parts],
            "faces": list(self.roll.faces),
            "hits": self.hits,
            "ones": self.ones,
            "ruling_rating": self.pool.ruling_rating,
            "level": self.level.label,
        }


def check_modifier(modifier: int) -> None:
    if not MODIFIER_MIN <= modifier <= MODIFIER_MAX:
        raise RulesError(
            f"A modifier runs from {MODIFIER_MIN} to +{MODIFIER_MAX}; {modifier:+d} is out of range.")


def build_pool(
    sheet: Sheet,
    ability: Ability,
    catalogue: Catalogue,
    modifier: int = 0,
    luck: bool = False,
    aid: int = 0,
    wound_penalty: int = 0,
    extra: tuple[PoolPart, ...] = (),
) -> Pool:
    """The pool for rolling ``ability`` from ``sheet``.

    A skill adds its ruling attribute; a bare attribute is rolled twice.
    ``wound_penalty`` is the (non-positive) dice penalty from wounds.
    """
    check_modifier(modifier)
    if wound_penalty > 0:
        raise ValueError("a wound penalty is never positive")
    rating = sheet.rating(ability)
    if ability.is_attribute:
        parts = [PoolPart(ability.name, rating), PoolPart(ability.name, rating)]
        ruling_rating = rating
    else:
        ruling = catalogue.find(ability.ruling)
        ruling_rating = sheet.rating(ruling)
        parts = [PoolPart(ability.name, rating), PoolPart(ruling.name, ruling_rating)]
    if modifier:
        parts.append(PoolPart("modifier", modifier))
    if aid:
        parts.append(PoolPart("aid", aid))
    if luck:
        parts.append(PoolPart("luck", LUCK_DICE))
    if wound_penalty:
        parts.append(PoolPart("wounds", wound_penalty))
    parts.extend(extra)
    pool = Pool(ability.name, tuple(parts), ruling_rating)
    check_pool_size(pool.total)
    return pool


def plain_pool(dice: int, modifier: int = 0) -> Pool:
    """A pool of ``dice`` d8 with no ability behind it (a GM's roll, an NPC)."""
    check_modifier(modifier)
    if dice < 0:
        raise RulesError("A pool cannot have a negative number of dice.")
    parts = [PoolPart("dice", dice)]
    if modifier:
        parts.append(PoolPart("modifier", modifier))
    pool = Pool(f"{dice} {'die' if dice == 1 else 'dice'}", tuple(parts), None)
    check_pool_size(pool.total)
    return pool


def check_pool_size(total: int) -> None:
    if total > MAX_POOL:
        raise RulesError(f"That pool would be {total} dice; the most anyone rolls is {MAX_POOL}.")


def roll_pool(pool: Pool, rng: Rng) -> RollResult:
    return RollResult(pool, roll_dice(rng, pool.dice, DIE_SIDES, hit_on=HIT_ON))
