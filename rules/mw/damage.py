"""Harm to Words of Power.

Each point of damage lowers one chosen Word one step. A d4 Word that is
lowered is Injured: out of play until it heals. An Injured Word that is
harmed again kills the character. Curses harm a Word the same way.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from rules.errors import RulesError
from rules.mw.ladder import step_down
from rules.mw.sheet import Sheet, put_word


@dataclass(frozen=True)
class Harm:
    letter: str
    name: str
    die_before: int
    die_after: int
    injured: bool  # the Word is Injured after the harm
    killed: bool
    source: str = ""  # a cursed item's name, a curse, or empty


def damage_word(sheet: Sheet, ref: str, source: str = "") -> tuple[Harm, Sheet]:
    """One step of damage to the Word ``ref``."""
    if sheet.dead:
        raise RulesError("This Muscle Wizard is already dead.")
    word = sheet.word(ref)
    if word.injured:
        harm = Harm(word.letter, word.name, word.die, word.die, True, True, source)
        return harm, replace(sheet, dead=True)
    lower = step_down(word.die)
    if lower is None:
        hurt = replace(word, injured=True)
    else:
        hurt = replace(word, die=lower)
    harm = Harm(word.letter, word.name, word.die, hurt.die, hurt.injured, False, source)
    return harm, put_word(sheet, hurt)


def trigger_curse(sheet: Sheet, ref: str, item: str | None = None, curse: str = "") -> tuple[Harm, Sheet]:
    """A cursed item (named ``item``) or a curse (named ``curse``) strikes ``ref``."""
    if item is not None:
        found = sheet.item(item)
        if not found.cursed:
            raise RulesError(f"{found.name} is not cursed.")
        source = found.name
    else:
        source = curse.strip() or "curse"
    return damage_word(sheet, ref, source)
