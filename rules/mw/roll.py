"""The Word roll: the threshold walkthrough, the explosion chain, fumbles,
items after the roll and the check against a DC.

- The threshold is worked out once, before rolling: the starting die's
  maximum, less 1 per extra imperfect fit and 2 per extra perfect fit, less
  each spotter's floor(supporting abilities / 2). It never goes below 2.
- A first die of 1 is a fumble: nothing explodes, no item adds anything,
  spotting is void, and the roll fails whatever the DC.
- A die at or over its threshold explodes into the next die up the ladder
  (a d100 into another d100), added to the total. Every die in the chain
  uses its own maximum less the same reduction, floored at 2. The chain
  stops after ``MAX_EXPLOSIONS`` explosions.
- Items add after the chain and never touch the threshold. Item dice do not
  explode.
- A roll succeeds when its total (items included) is at least the DC.
"""

from __future__ import annotations

from dataclasses import dataclass

from rules.dice import Rng
from rules.errors import RulesError
from rules.mw.ladder import check_die, explosion_die, gains_for
from rules.mw.sheet import DIE_ITEM, Item

IMPERFECT, PERFECT = "imperfect", "perfect"
FIT_VALUE = {IMPERFECT: 1, PERFECT: 2}
THRESHOLD_FLOOR = 2
FUMBLE_FACE = 1
MAX_EXPLOSIONS = 10
FIT_COUNT_MAX = 11  # at most every other Word on a sheet
SUPPORT_MAX = 12
DC_MIN, DC_MAX = 1, 2000


@dataclass(frozen=True)
class Spotter:
    name: str
    supporting: int  # how many of the spotter's abilities back the attempt

    @property
    def reduction(self) -> int:
        return self.supporting // 2


def threshold_for(sides: int, reduction: int) -> int:
    """The explosion threshold of a ``sides`` die under ``reduction``."""
    return max(THRESHOLD_FLOOR, sides - reduction)


@dataclass(frozen=True)
class Walkthrough:
    """The threshold worked out step by step, before any die is rolled."""

    die: int
    imperfect: int
    perfect: int
    spotting: int

    @property
    def fit(self) -> int:
        return self.imperfect * FIT_VALUE[IMPERFECT] + self.perfect * FIT_VALUE[PERFECT]

    @property
    def reduction(self) -> int:
        return self.fit + self.spotting

    @property
    def threshold(self) -> int:
        return threshold_for(self.die, self.reduction)

    def chain_thresholds(self) -> tuple[tuple[int, int], ...]:
        """(die, threshold) for the starting die and each die above it."""
        out, sides = [], self.die
        while True:
            out.append((sides, threshold_for(sides, self.reduction)))
            if explosion_die(sides) == sides:
                return tuple(out)
            sides = explosion_die(sides)


def preview(die: int, imperfect: int = 0, perfect: int = 0, spotters=()) -> Walkthrough:
    """The threshold walkthrough for a roll, without rolling."""
    check_die(die)
    for count, label in ((imperfect, "imperfect"), (perfect, "perfect")):
        if not 0 <= count <= FIT_COUNT_MAX:
            raise RulesError(f"Count from 0 to {FIT_COUNT_MAX} {label} fits.")
    for spotter in spotters:
        if not 0 <= spotter.supporting <= SUPPORT_MAX:
            raise RulesError(f"A spotter backs you with 0 to {SUPPORT_MAX} abilities.")
    return Walkthrough(die, imperfect, perfect, sum(s.reduction for s in spotters))


@dataclass(frozen=True)
class ChainDie:
    sides: int
    face: int
    threshold: int
    exploded: bool

    @property
    def gains(self) -> int:
        return gains_for(self.sides) if self.exploded else 0


@dataclass(frozen=True)
class ItemBonus:
    name: str
    kind: str
    sides: int
    value: int  # the face rolled, or the flat bonus
    cursed: bool = False


@dataclass(frozen=True)
class WordRoll:
    walkthrough: Walkthrough
    dice: tuple[ChainDie, ...]
    items: tuple[ItemBonus, ...] = ()
    dc: int | None = None

    @property
    def fumble(self) -> bool:
        return self.dice[0].face == FUMBLE_FACE

    @property
    def explosions(self) -> int:
        return sum(1 for d in self.dice if d.exploded)

    @property
    def capped(self) -> bool:
        """The chain was cut off by the explosion limit."""
        last = self.dice[-1]
        return self.explosions == MAX_EXPLOSIONS and last.face >= last.threshold

    @property
    def gains(self) -> int:
        return sum(d.gains for d in self.dice)

    @property
    def dice_total(self) -> int:
        return sum(d.face for d in self.dice)

    @property
    def item_total(self) -> int:
        return sum(i.value for i in self.items)

    @property
    def total(self) -> int:
        return self.dice_total + self.item_total

    @property
    def succeeded(self) -> bool | None:
        """None when no DC was set."""
        if self.dc is None:
            return None
        return not self.fumble and self.total >= self.dc

    def to_dict(self) -> dict:
        w = self.walkthrough
        return {
            "die": w.die, "imperfect": w.imperfect, "perfect": w.perfect, "spotting": w.spotting,
            "threshold": w.threshold,
            "dice": [[d.sides, d.face, d.threshold, d.exploded] for d in self.dice],
            "items": [[i.name, i.kind, i.sides, i.value] for i in self.items],
            "fumble": self.fumble, "explosions": self.explosions, "gains": self.gains,
            "total": self.total, "dc": self.dc, "succeeded": self.succeeded,
        }


def check_dc(dc: int | None) -> None:
    if dc is not None and not DC_MIN <= dc <= DC_MAX:
        raise RulesError(f"A DC runs from {DC_MIN} to {DC_MAX}.")


def roll_chain(rng: Rng, walkthrough: Walkthrough) -> tuple[ChainDie, ...]:
    """The starting die and everything it sets off."""
    sides, reduction = walkthrough.die, walkthrough.reduction
    first = rng.randint(1, sides)
    threshold = walkthrough.threshold
    if first == FUMBLE_FACE:
        return (ChainDie(sides, first, threshold, False),)
    dice, face = [], first
    while True:
        explodes = face >= threshold and len(dice) < MAX_EXPLOSIONS
        dice.append(ChainDie(sides, face, threshold, explodes))
        if not explodes:
            return tuple(dice)
        sides = explosion_die(sides)
        threshold = threshold_for(sides, reduction)
        face = rng.randint(1, sides)


def roll_items(rng: Rng, items) -> tuple[ItemBonus, ...]:
    out = []
    for item in items:
        value = rng.randint(1, item.sides) if item.kind == DIE_ITEM else item.flat_bonus
        out.append(ItemBonus(item.name, item.kind, item.sides, value, item.cursed))
    return tuple(out)


def roll_words(rng: Rng, walkthrough: Walkthrough, items: tuple[Item, ...] = (),
               dc: int | None = None) -> WordRoll:
    """Roll the chain, then the items unless the first die fumbled."""
    check_dc(dc)
    dice = roll_chain(rng, walkthrough)
    bonuses = () if dice[0].face == FUMBLE_FACE else roll_items(rng, items)
    return WordRoll(walkthrough, dice, bonuses, dc)
