"""Text for pbta rolls, damage and sheets: the player-facing wording."""

from __future__ import annotations

import textwrap

from core.text import screen
from rules.pbta.bands import CRITICAL, MISS, SCALES, STEADY, STRONG, WEAK
from rules.pbta.damage import DamageRoll
from rules.pbta.moves import Move
from rules.pbta.roll import MoveRoll
from rules.pbta.sheet import BARGAINING, DEAD, DOWN, FUNCTIONING, LAST_ACTION, UNCONSCIOUS, UP, Sheet

WIDTH = 78
BAND_COLOUR = {CRITICAL: "|y", STRONG: "|g", STEADY: "|g", WEAK: "|Y", MISS: "|r"}
BAND_NAME = {CRITICAL: "critical", STRONG: "strong hit", STEADY: "steady", WEAK: "weak hit", MISS: "miss"}
CONDITION_TEXT = {
    UP: "on your feet",
    DOWN: "at 0 HP: roll +move keep fighting",
    FUNCTIONING: "acting at 0 HP (-1 on every roll until healed)",
    LAST_ACTION: "at 0 HP with one action left before you pass out",
    UNCONSCIOUS: "unconscious at 0 HP",
    BARGAINING: "with the spirits: roll +bargain",
    DEAD: "dead",
}


def band_label(roll: MoveRoll) -> str:
    """'10-12 strong hit', coloured."""
    band = SCALES[roll.scale].band(roll.total)
    return f"{BAND_COLOUR[band.key]}{band.label} {BAND_NAME[band.key]}|n"


def modifiers_text(roll: MoveRoll) -> str:
    """'Forceful +2, forward: Take Watch +1, 0 HP -1'."""
    return ", ".join(f"{m.source} {m.value:+d}" for m in roll.modifiers)


def roll_line(who: str, roll: MoveRoll, move: Move, target: str = "") -> str:
    """One line for any 2d6 roll: both dice, each modifier, total, band and
    what the band means for this move."""
    on = f" ({target})" if target else ""
    a, b = roll.dice
    return (f"{who} rolls {roll.label}{on}: dice {a} + {b}, {modifiers_text(roll)}"
            f" = |w{roll.total}|n, {band_label(roll)}. {move.outcome(roll.band)}")


def damage_text(label: str, dmg: DamageRoll) -> str:
    """'Club (d6): 4 = 4' or 'Spear (d8): 3+5... doubled = 16'."""
    faces = " + ".join(str(f) for f in dmg.faces)
    bonus = f" {dmg.expr.bonus:+d}" if dmg.expr.bonus else ""
    base = f"{label} ({dmg.expr.text}): {faces}{bonus}"
    if dmg.doubled:
        return f"{base} = {dmg.base}, doubled for a 13+ = |w{dmg.total}|n"
    if dmg.halved:
        return f"{base} = {dmg.base}, halved (rounded up) = |w{dmg.total}|n"
    return f"{base} = |w{dmg.total}|n"


def signed(value: int) -> str:
    return f"{value:+d}"


def wrap(text: str, indent: str = "", width: int | None = None, hang: int = 2) -> list[str]:
    """``text`` wrapped at spaces to ``width`` (the caller's screen by default)."""
    return textwrap.wrap(text, width=width or screen.width(), initial_indent=indent,
                         break_long_words=False, break_on_hyphens=False,
                         subsequent_indent=indent + " " * hang) or [indent]


def move_lines(move: Move) -> list[str]:
    """A move with its stat and what every band means."""
    scale = SCALES[move.scale.key]
    lines = wrap(f"|w{move.name}|n (+{move.stat}): {move.summary}")
    for band in scale.bands:
        lines += wrap(f"{band.label:>6}  {move.outcome(band.key)}", indent="  ", hang=8)
    return lines


def condition_text(sheet: Sheet) -> str:
    return CONDITION_TEXT.get(sheet.condition, sheet.condition)
