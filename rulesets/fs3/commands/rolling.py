"""Turning parsed roll requests into fs3 pools for characters and unnamed
opponents. Shared by +roll and (later) combat and +odds."""

import re
import time
from dataclasses import dataclass

from rules.errors import RulesError
from rules.fs3 import aid as aid_rules
from rules.fs3.roll import Pool, build_pool, check_modifier, plain_pool
from rulesets.fs3.catalogue import catalogue

SPEC_RE = re.compile(r"^\s*(?P<what>[0-9]+|[A-Za-z][A-Za-z _'-]*?)\s*(?:(?P<sign>[+-])\s*(?P<mod>[0-9]+))?\s*$")
MAX_MOD_DIGITS = 3


@dataclass
class Spec:
    """``Alertness+2`` or ``5``: an ability or a number of dice, and a modifier."""

    ability: str | None
    dice: int | None
    modifier: int


def parse_spec(text: str) -> Spec:
    # One space between words: SPEC_RE backtracks badly over long runs of
    # spaces (a line of a few thousand would stall the server).
    text = " ".join((text or "").split())
    match = SPEC_RE.match(text)
    if not match:
        raise RulesError(f"'{text.strip()}' is not an ability or a number of dice (e.g. Alertness+2, or 5).")
    what, sign, mod = match.group("what"), match.group("sign"), match.group("mod")
    if mod is not None and len(mod) > MAX_MOD_DIGITS:
        raise RulesError("That modifier is far out of range.")
    modifier = 0 if mod is None else int(mod) * (-1 if sign == "-" else 1)
    check_modifier(modifier)
    if what.isdigit():
        if len(what) > MAX_MOD_DIGITS:
            raise RulesError("That is far more dice than anyone rolls.")
        return Spec(None, int(what), modifier)
    return Spec(what.strip(), None, modifier)


@dataclass
class PreparedRoll:
    """A pool ready to roll, and what to settle once it has been rolled."""

    pool: Pool
    character: object | None  # None for an unnamed opponent
    label: str
    aid_used: list
    luck: bool


def prepare(spec: Spec, character=None, label: str | None = None, luck: bool = False,
            sheet=None) -> PreparedRoll:
    """The pool for ``spec`` rolled by ``character`` (None: an unnamed side),
    from ``sheet`` when given (the web chargen's values before they are
    saved) instead of the stored one."""
    if spec.dice is not None:
        if luck:
            raise RulesError("Luck goes with a character's own ability rolls, not a plain pool.")
        pool = plain_pool(spec.dice, spec.modifier)
        return PreparedRoll(pool, character, label or (character.key if character else "Someone"), [], False)
    if character is None:
        raise RulesError(f"Only a character can roll an ability; give a number of dice for {label}.")
    cat = catalogue()
    ability = cat.find(spec.ability)
    handler = character.fs3
    if luck and handler.luck < 1:
        raise RulesError(f"{character.key} has no Luck left to spend.")
    aid_bonus, aid_used = 0, []
    if not ability.is_attribute:
        aid_bonus, aid_used = aid_rules.bonus_from(handler.aid_received, ability.name, time.time())
    pool = build_pool(
        handler.sheet() if sheet is None else sheet, ability, cat,
        modifier=spec.modifier, luck=luck, aid=aid_bonus,
        wound_penalty=handler.wound_penalty(),
    )
    return PreparedRoll(pool, character, label or character.key, aid_used, luck)


def settle(prepared: PreparedRoll) -> None:
    """After the dice: spend the Luck and use up the banked aid."""
    char = prepared.character
    if char is None:
        return
    if prepared.luck:
        char.fs3.luck = char.fs3.luck - 1
    if prepared.aid_used:
        char.fs3.drop_received(prepared.aid_used)
        from typeclasses.characters import Character

        by_id = {}
        for grant in prepared.aid_used:
            by_id.setdefault(grant.giver, []).append(grant)
        for dbref, grants in by_id.items():
            found = Character.objects.filter_family(id=int(dbref.lstrip("#")))
            if found:
                found[0].fs3.drop_given(grants)
