"""The 2d6 roll: two dice, every modifier with its source, total and band.

A roll adds the stat, any one-off modifier, every pending forward (all of
them are spent by the roll) and -1 while acting at 0 HP. ``roll_move`` also
enforces who may roll what, ends Readiness on an offensive move, and puts a
character on their last action to sleep once it is taken.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from rules.dice import Rng
from rules.errors import RulesError
from rules.pbta.bands import SCALES, STANDARD, Scale
from rules.pbta.moves import NEEDS_AWAKE, NEEDS_BARGAINING, NEEDS_DOWN, Move
from rules.pbta.sheet import BARGAINING, DEAD, DOWN, LAST_ACTION, UNCONSCIOUS, Sheet

DICE, SIDES = 2, 6
MODIFIER_MIN, MODIFIER_MAX = -5, 5
ZERO_HP_PENALTY = -1
ZERO_HP_SOURCE = "0 HP"
MODIFIER_SOURCE = "modifier"
FORWARD_PREFIX = "forward: "


@dataclass(frozen=True)
class Modifier:
    source: str  # "Forceful", "modifier", "forward: Take Watch", "0 HP"
    value: int


@dataclass(frozen=True)
class MoveRoll:
    label: str  # the move's name, or the stat for a plain roll
    move: str  # the move's key
    stat: str
    dice: tuple[int, int]
    modifiers: tuple[Modifier, ...]
    scale: str = STANDARD.key

    @property
    def modifier_total(self) -> int:
        return sum(m.value for m in self.modifiers)

    @property
    def total(self) -> int:
        return sum(self.dice) + self.modifier_total

    @property
    def band(self) -> str:
        return SCALES[self.scale].band(self.total).key

    def to_dict(self) -> dict:
        return {
            "label": self.label,
            "move": self.move,
            "stat": self.stat,
            "dice": list(self.dice),
            "modifiers": [[m.source, m.value] for m in self.modifiers],
            "total": self.total,
            "band": self.band,
        }


def check_modifier(modifier: int) -> None:
    if not MODIFIER_MIN <= modifier <= MODIFIER_MAX:
        raise RulesError(
            f"A modifier runs from {MODIFIER_MIN} to +{MODIFIER_MAX}; {modifier:+d} is out of range.")


def build_modifiers(sheet: Sheet, stat: str, modifier: int = 0,
                    against: str | None = None) -> tuple[Modifier, ...]:
    """What goes into a roll of ``stat`` from ``sheet``, in order; a forward
    tied to an opponent counts only on a roll ``against`` them."""
    check_modifier(modifier)
    parts = [Modifier(stat, sheet.stat(stat))]
    if modifier:
        parts.append(Modifier(MODIFIER_SOURCE, modifier))
    parts.extend(Modifier(FORWARD_PREFIX + f.source, f.value) for f in sheet.forwards if f.applies(against))
    if sheet.at_zero_penalty:
        parts.append(Modifier(ZERO_HP_SOURCE, ZERO_HP_PENALTY))
    return tuple(parts)


def roll_2d6(rng: Rng, label: str, move: str, stat: str, modifiers: tuple[Modifier, ...],
             scale: Scale = STANDARD) -> MoveRoll:
    dice = (rng.randint(1, SIDES), rng.randint(1, SIDES))
    return MoveRoll(label, move, stat, dice, tuple(modifiers), scale.key)


def check_may_roll(sheet: Sheet, move: Move) -> None:
    """Raise unless the character's condition allows ``move``."""
    cond = sheet.condition
    if cond == DEAD:
        raise RulesError("The dead roll no dice.")
    if move.when == NEEDS_DOWN:
        if cond != DOWN:
            raise RulesError("Keep Fighting is rolled only when your HP has just reached 0.")
        return
    if move.when == NEEDS_BARGAINING:
        if cond != BARGAINING:
            raise RulesError("You bargain for your life only when the spirits have come for you.")
        return
    if move.when != NEEDS_AWAKE:
        raise ValueError(f"unknown move requirement {move.when}")
    if cond == DOWN:
        raise RulesError("Your HP has hit 0: roll Keep Fighting first.")
    if cond == BARGAINING:
        raise RulesError("You are with the spirits: Bargain for Your Life.")
    if cond == UNCONSCIOUS:
        raise RulesError("You are unconscious.")


def roll_move(sheet: Sheet, move: Move, rng: Rng, modifier: int = 0,
              against: str | None = None) -> tuple[MoveRoll, Sheet]:
    """Roll ``move`` for ``sheet`` (aimed at ``against``, if anyone); return
    the roll and the sheet after it."""
    check_may_roll(sheet, move)
    result = roll_2d6(rng, move.name, move.key, move.stat,
                      build_modifiers(sheet, move.stat, modifier, against), move.scale)
    return result, after_roll(sheet, move, against)


def after_roll(sheet: Sheet, move: Move, against: str | None = None) -> Sheet:
    """Spend the forwards that counted; an offensive move drops Readiness; a
    last action ends in unconsciousness."""
    changes: dict = {"forwards": tuple(f for f in sheet.forwards if not f.applies(against))}
    if move.offensive:
        changes["readiness"] = 0
    if sheet.condition == LAST_ACTION:
        changes["condition"] = UNCONSCIOUS
    return replace(sheet, **changes)
