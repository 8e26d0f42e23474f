"""Turning '+roll Might+2' into a muse pool for a character, and settling a
roll afterwards (banked assists used up, the record kept for +overexert).
Shared by +roll, +challenge and +overexert."""

from __future__ import annotations

import re
import time
from dataclasses import dataclass, field

from rules.errors import RulesError
from rules.muse.effects import bonus_dice_against, find_sense, lost_senses, roll_fails_outright
from rules.muse.overexert import RollRecord
from rules.muse.roll import MuseRoll, Pool, plain_pool, pool_for
from rules.muse.traits import find_trait

SPEC_RE = re.compile(r"^(?P<what>[0-9]+|[A-Za-z][A-Za-z]*)\s*(?:(?P<sign>[+-])\s*(?P<mod>[0-9]+))?$")
MAX_DIGITS = 2  # bonus dice and plain pools: the rules refuse pools over their limit anyway


@dataclass
class Spec:
    """``Might+2`` or ``5``: a Trait or a number of dice, and bonus dice."""

    trait: str | None
    dice: int | None
    bonus: int
    sense: str | None = None  # the sense the roll relies on ('Awareness/sight')


def parse_spec(text: str) -> Spec:
    text = " ".join((text or "").split())
    text, slash, sense_text = text.partition("/")
    if slash:
        spec = parse_spec(text)
        if spec.trait is None:
            raise RulesError("Plain dice rely on no sense: name a Trait before the '/'.")
        spec.sense = find_sense(sense_text)
        return spec
    match = SPEC_RE.match(text)
    if not match:
        raise RulesError(f"'{text}' is not a Trait with bonus dice (like Might+2) or a number of dice.")
    what, sign, mod = match.group("what"), match.group("sign"), match.group("mod")
    if mod is not None and len(mod) > MAX_DIGITS:
        raise RulesError(f"A bonus of {sign}{mod} dice is far more than anyone rolls.")
    bonus = 0 if mod is None else int(mod) * (-1 if sign == "-" else 1)
    if what.isdigit():
        if len(what) > MAX_DIGITS:
            raise RulesError(f"{what} is far too many dice.")
        return Spec(None, int(what), bonus)
    return Spec(find_trait(what), None, bonus)


def check_alive(character) -> None:
    """A dead character rolls nothing until staff revive them (+revive)."""
    if character is not None and character.muse.dead:
        raise RulesError(f"{character.key} is dead and cannot roll until staff revive them.")


def sense_failure(spec: Spec, character) -> str | None:
    """The lost sense that makes this roll fail outright (Impaired), or None."""
    check_alive(character)
    if character is None or spec.sense is None:
        return None
    active = character.muse.tribulations
    return spec.sense if roll_fails_outright(active, [spec.sense]) else None


def impaired_note(character, spec: Spec) -> str:
    """A reminder for an Impaired roller whose roll did not fail on a sense."""
    if character is None:
        return ""
    lost = lost_senses(character.muse.tribulations)
    if not lost:
        return ""
    text = f"\n  {character.key} is Impaired ({', '.join(lost)} lost): a roll that relies on it fails outright"
    if spec.sense is None:
        return text + f"; name the sense, like +roll {spec.trait or 'Awareness'}/{lost[0]}."
    return text + "."


def is_pc(char) -> bool:
    return char is not None and not getattr(char, "is_npc", False)


@dataclass
class Prepared:
    """A pool ready to roll and what to settle once it is rolled."""

    pool: Pool
    character: object | None  # None for an unnamed side (plain dice)
    label: str
    assists: list = field(default_factory=list)

    @property
    def pc(self) -> bool:
        return is_pc(self.character)


def prepare(spec: Spec, character=None, label: str | None = None, against=None,
            now: float | None = None, sheet=None) -> Prepared:
    """The pool for ``spec`` rolled by ``character`` (None: unnamed dice),
    from ``sheet`` when given (the web chargen's values before they are
    saved) instead of the stored one.

    Banked assists join a character's Trait roll; ``against`` (the other
    side's character, if any) adds the dice a frightened target gives.
    """
    now = time.time() if now is None else now
    check_alive(character)
    if spec.dice is not None:
        return Prepared(plain_pool(spec.dice, spec.bonus), character,
                        label or (character.key if character else "Someone"))
    if character is None:
        raise RulesError(f"Only a character has Traits; give {label or 'that side'} a number of dice.")
    handler = character.muse
    bonus = spec.bonus
    if against is not None:
        bonus += bonus_dice_against(against.muse.tribulations, character.dbref)
    assists = handler.assists(now)
    pool = pool_for(handler.sheet() if sheet is None else sheet, spec.trait, bonus=bonus, assists=len(assists), now=now)
    return Prepared(pool, character, label or character.key, assists)


def settle(prepared: Prepared, roll: MuseRoll, now: float | None = None,
           against: dict | None = None) -> None:
    """After the dice: use up the assists and keep the roll for +overexert.

    ``against`` is what the roll had to beat, for +overexert to report on:
    ``{"name": "the GM", "successes": 2, "ties_win": True}``.
    """
    char = prepared.character
    if char is None:
        return
    now = time.time() if now is None else now
    if prepared.assists:
        char.muse.take_assists(now)
    char.muse.last_roll = RollRecord(char.dbref, roll, now)
    char.muse.last_roll_against = against
