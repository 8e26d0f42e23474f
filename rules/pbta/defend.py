"""Defend and Readiness.

A Defend roll sets the character's Readiness (3 on 10+, 1 on 7-9, none on a
miss). A new Defend replaces what was held rather than adding to it, so
Readiness never tops 3. Each point buys one option when the guarded thing
or the defender is attacked. Going on the offense (any offensive move), or
letting the guard drop, loses all of it.

Both halving options round up: the incoming blow halved, and the
defender's own damage dealt at half.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from rules.dice import Rng
from rules.errors import RulesError
from rules.lookup import find_named
from rules.pbta.damage import DamageRoll, DiceExpr, half_up, roll_damage
from rules.pbta.moves import DEFEND, DEFEND_HOLD
from rules.pbta.roll import MoveRoll, roll_move
from rules.pbta.sheet import Sheet, add_forward

ALLY_FORWARD = 1
ALLY_FORWARD_SOURCE = "Defend"


@dataclass(frozen=True)
class DefendOption:
    key: str
    name: str
    text: str


REDIRECT, HALVE, ALLY, STRIKE, HOLD_BACK, DRAW = (
    "redirect", "halve", "ally", "strike", "hold_back", "draw")
DEFEND_OPTIONS = (
    DefendOption(REDIRECT, "Redirect", "The attack lands on you instead of what you guard."),
    DefendOption(HALVE, "Halve", "The attack does half its damage (rounded up) or only part of what it meant to."),
    DefendOption(ALLY, "Open for an Ally", "An ally takes +1 forward against this foe or danger."),
    DefendOption(STRIKE, "Strike Back", "You hit the attacker for half your weapon's damage, rounded up."),
    DefendOption(HOLD_BACK, "Hold Them Back", "The attacker is held where they are."),
    DefendOption(DRAW, "Draw Attention", "Every eye turns from the one you protect to you."),
)


def find_option(name: str) -> DefendOption:
    return find_named(name, DEFEND_OPTIONS, lambda o: (o.name, o.key), "Defend option")


@dataclass(frozen=True)
class DefendResult:
    roll: MoveRoll
    hold: int


def defend(sheet: Sheet, rng: Rng, modifier: int = 0) -> tuple[DefendResult, Sheet]:
    roll, sheet = roll_move(sheet, DEFEND, rng, modifier)
    hold = DEFEND_HOLD[roll.band]
    return DefendResult(roll, hold), replace(sheet, readiness=hold)


def spend_readiness(sheet: Sheet, option: str) -> tuple[DefendOption, Sheet]:
    """Spend one Readiness on ``option``."""
    chosen = find_option(option)
    if sheet.readiness < 1:
        raise RulesError("You hold no Readiness to spend.")
    return chosen, replace(sheet, readiness=sheet.readiness - 1)


def drop_guard(sheet: Sheet) -> Sheet:
    """The danger has passed or the character stops defending."""
    return replace(sheet, readiness=0)


def halve_incoming(amount: int) -> int:
    return half_up(amount)


def grant_ally_forward(ally: Sheet, against: str | None = None) -> Sheet:
    """+1 forward for an ally, on their next roll against ``against`` (the
    attacker or danger the Defend met)."""
    return add_forward(ally, ALLY_FORWARD, ALLY_FORWARD_SOURCE, against)


def strike_back(rng: Rng, expr: DiceExpr) -> DamageRoll:
    """Roll the defender's damage and halve it, rounding up."""
    return roll_damage(rng, expr, halved=True)
