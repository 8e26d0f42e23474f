"""Gains: earning and spending them, raising Words, one-roll boosts and
healing.

- Raising a Word one step for good costs the step's number: d4->d6 1,
  d6->d8 2, ... d20->d100 6. Only a Word at full strength can be raised
  (heal it first); a d100 cannot go higher.
- A boost raises one Word for a single roll at 1 Gain per step.
- Healing costs ``HEAL_COST`` Gain per step and brings a Word one step back
  toward the die it has earned: an Injured Word comes back online at d4,
  a harmed Word climbs one rung. A healthy Word needs no healing.
"""

from __future__ import annotations

from dataclasses import replace

from rules.errors import RulesError
from rules.mw.ladder import LADDER, LARGEST, step_index, step_up, steps_up
from rules.mw.sheet import Sheet, put_word
from rules.mw.words import Word

BOOST_COST_PER_STEP = 1
HEAL_COST = 1
GAINS_MAX = 100000


def adjust_gains(sheet: Sheet, change: int) -> Sheet:
    """Award (positive) or spend (negative) Gains; never below 0."""
    gains = sheet.gains + change
    if gains < 0:
        raise RulesError(f"That needs {-change} Gains; you have {sheet.gains}.")
    return replace(sheet, gains=min(gains, GAINS_MAX))


def raise_cost(sides: int) -> int:
    """Gains to raise a ``sides`` Word one step for good."""
    if sides == LARGEST:
        raise RulesError(f"d{LARGEST} is as big as a Word gets.")
    return step_index(sides) + 1


def raise_word(sheet: Sheet, ref: str) -> tuple[int, Sheet]:
    """Raise a Word one step; return the cost and the new sheet."""
    _alive(sheet)
    word = sheet.word(ref)
    if word.damaged:
        raise RulesError(f"{word.name} is hurt: heal it before raising it.")
    cost = raise_cost(word.full)
    sheet = adjust_gains(sheet, -cost)
    up = step_up(word.full)
    return cost, put_word(sheet, replace(word, die=up, full=up))


def max_boost(sides: int) -> int:
    return len(LADDER) - 1 - step_index(sides)


def boost_cost(sides: int, steps: int) -> int:
    """Gains to lift a ``sides`` die ``steps`` rungs for one roll."""
    if steps < 1:
        raise RulesError("A boost raises a Word at least one step.")
    if steps > max_boost(sides):
        raise RulesError(f"A d{sides} can go up at most {max_boost(sides)} steps.")
    return steps * BOOST_COST_PER_STEP


def boosted(word: Word, steps: int) -> int:
    """The die ``word`` rolls with a one-roll boost of ``steps``."""
    boost_cost(word.die, steps)
    return steps_up(word.die, steps)


def heal_word(sheet: Sheet, ref: str) -> tuple[int, Sheet]:
    """Heal a Word one step; return the cost and the new sheet."""
    _alive(sheet)
    word = sheet.word(ref)
    if not word.damaged:
        raise RulesError(f"{word.name} is not hurt.")
    sheet = adjust_gains(sheet, -HEAL_COST)
    healed = replace(word, injured=False) if word.injured else replace(word, die=step_up(word.die))
    return HEAL_COST, put_word(sheet, healed)


def _alive(sheet: Sheet) -> None:
    if sheet.dead:
        raise RulesError("This Muscle Wizard is dead.")
