"""A Word roll planned from a sheet, then taken.

The player names the Words that help, each with the GM's verdict on its fit
(perfect or imperfect). Words the GM vetoes are set aside before anything
else. Of what is left, the Word with the biggest die leads (on a tie, the
one named first); every other Word counts as an additional fit. An Injured
Word cannot be named unless vetoed. A one-roll boost raises one accepted
Word before the lead is chosen and is paid for when the roll is taken.
Gains from explosions go straight onto the sheet.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from rules.dice import Rng
from rules.errors import RulesError
from rules.mw.gains import adjust_gains, boost_cost, boosted
from rules.mw.roll import FIT_VALUE, IMPERFECT, PERFECT, Spotter, Walkthrough, WordRoll, preview, roll_words
from rules.mw.sheet import Sheet

MAX_WORDS = 12


@dataclass(frozen=True)
class WordUse:
    ref: str  # a letter or a Word's name
    fit: str = IMPERFECT


@dataclass(frozen=True)
class Plan:
    lead: str  # letter of the leading Word
    supports: tuple[tuple[str, str], ...]  # (letter, fit) of each additional Word
    vetoed: tuple[str, ...]  # letters set aside
    walkthrough: Walkthrough
    boost: str | None = None  # letter boosted for this roll
    boost_steps: int = 0
    boost_cost: int = 0


def parse_fit(text: str) -> str:
    key = (text or "").strip().lower()
    for fit in FIT_VALUE:
        if key and fit.startswith(key):
            return fit
    raise RulesError(f"A fit is {PERFECT} or {IMPERFECT}, not '{text}'.")


def plan_roll(sheet: Sheet, uses, vetoed=(), spotters: tuple[Spotter, ...] = (),
              boost: str | None = None, boost_steps: int = 1) -> Plan:
    """Work out the lead, the fits and the threshold for a roll."""
    if sheet.dead:
        raise RulesError("This Muscle Wizard is dead.")
    uses = list(uses)
    if not uses:
        raise RulesError("Name at least one Word of Power.")
    if len(uses) > MAX_WORDS:
        raise RulesError(f"Name at most {MAX_WORDS} Words.")
    named = [(sheet.word(u.ref), parse_fit(u.fit)) for u in uses]
    letters = [w.letter for w, _ in named]
    if len(set(letters)) != len(letters):
        raise RulesError("Name each Word only once.")
    out = {sheet.word(v).letter for v in vetoed}
    if out - set(letters):
        raise RulesError("Only a Word you named can be vetoed.")
    accepted = [(w, fit) for w, fit in named if w.letter not in out]
    if not accepted:
        raise RulesError("Every Word you named was vetoed; name another.")
    for word, _ in accepted:
        if word.injured:
            raise RulesError(f"{word.name} is Injured: it is out of play until it heals.")
    dice = {w.letter: w.die for w, _ in accepted}
    cost = 0
    boost_letter = None
    if boost is not None:
        word = sheet.word(boost)
        if word.letter not in dice:
            raise RulesError(f"Boost one of the Words you are rolling, not {word.name}.")
        cost = boost_cost(word.die, boost_steps)
        if cost > sheet.gains:
            raise RulesError(f"That boost costs {cost} Gains; you have {sheet.gains}.")
        dice[word.letter] = boosted(word, boost_steps)
        boost_letter = word.letter
    lead = max(accepted, key=lambda pair: dice[pair[0].letter])[0]  # max keeps the first on a tie
    supports = tuple((w.letter, fit) for w, fit in accepted if w.letter != lead.letter)
    walkthrough = preview(
        dice[lead.letter],
        imperfect=sum(1 for _, f in supports if f == IMPERFECT),
        perfect=sum(1 for _, f in supports if f == PERFECT),
        spotters=tuple(spotters),
    )
    return Plan(lead.letter, supports, tuple(sorted(out, key=letters.index)), walkthrough,
                boost_letter, boost_steps if boost_letter else 0, cost)


def take_roll(sheet: Sheet, rng: Rng, plan: Plan, items=(), dc: int | None = None) -> tuple[WordRoll, Sheet]:
    """Pay any boost, roll with the named items, bank the Gains earned."""
    if sheet.dead:
        raise RulesError("This Muscle Wizard is dead.")
    chosen = [sheet.item(name) for name in items]
    if len({i.name for i in chosen}) != len(chosen):
        raise RulesError("Name each item only once.")
    sheet = adjust_gains(sheet, -plan.boost_cost)
    result = roll_words(rng, plan.walkthrough, tuple(chosen), dc)
    return result, replace(sheet, gains=sheet.gains + result.gains) if result.gains else sheet
