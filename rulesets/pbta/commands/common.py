"""Shared helpers of the pbta commands: parsing, the GM check, and damage
landing on a character (with the Keep Fighting / spirits prompts).

Who is the GM: staff (``FourfoldCommand.is_staff``). Commands that change
someone else's sheet at will (+forward, +hp, +token/award, +setstat) are
for them alone.
"""

from __future__ import annotations

import re

from core.numbers import parse_int
from core.rolls.announce import announce_roll
from core.text.player import one_line
from rules.errors import RulesError
from rules.pbta import health
from rules.pbta.defend import halve_incoming
from rules.pbta.sheet import BARGAINING, Sheet

MODIFIER_TOKEN = re.compile(r"^(.*?)([+-][0-9]{1,4})$")
ROLL_KIND = "pbta"
MAX_TARGET_TEXT = 40


def parse_number(cmd, text: str, what: str = "number") -> int:
    """A whole number written in ASCII digits, with an optional sign."""
    return parse_int(text, -9999, 9999, f"a whole {what}")


def split_modifier(cmd, text: str) -> tuple[str, int]:
    """Take one '+N' or '-N' out of ``text`` (on its own or stuck to a word):
    'forceful+1' and 'melee Bob -1' both work."""
    words, mods = [], []
    for word in (text or "").split():
        match = MODIFIER_TOKEN.match(word)
        if match:
            mods.append(int(match.group(2)))
            if match.group(1):
                words.append(match.group(1))
        else:
            words.append(word)
    if len(mods) > 1:
        cmd.fail("Give at most one modifier, like +1 or -2.")
    return " ".join(words), (mods[0] if mods else 0)


def split_lead(text: str, finder):
    """(thing, rest): the longest run of leading words ``finder`` accepts
    ('big club Bob' -> Big Club, 'Bob'). An '=' splits explicitly. When no
    run is accepted, the first word's error is raised."""
    text = " ".join((text or "").split())
    if "=" in text:
        lead, rest = (part.strip() for part in text.split("=", 1))
        return finder(lead), rest
    words = text.split(" ")
    for end in range(len(words), 0, -1):
        try:
            return finder(" ".join(words[:end])), " ".join(words[end:])
        except RulesError:
            continue
    return finder(words[0]), ""  # raises the error for the first word


def is_gm(cmd) -> bool:
    return cmd.is_staff()


def require_gm(cmd, what: str) -> None:
    if not is_gm(cmd):
        cmd.fail(f"{what} is for the GM (staff) only.", syntax=False)


def announce(cmd, text: str, private: bool = False) -> None:
    announce_roll(cmd.caller, text, private=private, kind=ROLL_KIND)


def target_text(text: str) -> str:
    text = " ".join((text or "").split())
    return one_line(text[:MAX_TARGET_TEXT])


def set_hp(sheet: Sheet, value: int) -> tuple[Sheet, health.Hurt | None]:
    """``sheet`` at exactly ``value`` HP, through the rules' damage and
    healing so the 0-HP conditions follow."""
    if not 0 <= value <= sheet.max_hp:
        raise RulesError(f"HP runs from 0 to the maximum, {sheet.max_hp}; {value} is out of range.")
    if value < sheet.hp:
        return health.apply_damage(sheet, sheet.hp - value)
    if value > sheet.hp:
        return health.heal(sheet, value - sheet.hp), None
    return sheet, None


def hurt_notes(target, hurt: health.Hurt | None) -> list[str]:
    """What the room and the victim are told when a blow changes their state."""
    if hurt is None:
        return []
    if hurt.keep_fighting:
        return [f"{target.key} is at 0 HP! {target.key} rolls Keep Fighting next: +move keep fighting."]
    if hurt.condition_after == BARGAINING and hurt.condition_before != BARGAINING:
        return [f"{target.key}, already out cold, slips away to the spirits: +bargain to plead for life."]
    return []


def land_damage(cmd, target, amount: int, private: bool = False, source=None) -> str:
    """Apply ``amount`` damage to ``target`` (halved first if a Defend
    'halve' waits for them); return the line that says what happened.
    ``source`` (who strikes; the one acting by default): a blow from
    anyone but the target's practice opponent ends their practice bout
    first, so it is never given back (features/practice/fights.py)."""
    from features.practice.fights import outside_harm

    ended = outside_harm(target, source or getattr(cmd, "acting_for", None) or cmd.caller)
    handler = target.pbta
    sheet = handler.sheet()
    halver = handler.halve_next
    note = ""
    if halver and amount > 0:
        amount = halve_incoming(amount)
        note = f" (halved by {halver}'s defense)"
    new, hurt = health.apply_damage(sheet, amount)
    handler.save(new)
    if halver and amount > 0:
        handler.halve_next = ""
    line = f"{target.key} takes {amount} damage{note}: HP {hurt.hp_before} -> {hurt.hp_after}."
    return " ".join(([ended] if ended else []) + [line] + hurt_notes(target, hurt))

