"""pbta chargen: the changes +stat and the web chargen page make to a sheet
that is not yet approved, each checked as chargen allows.

``problems`` says, field by field, what is wrong with a set of wished-for
values (every problem at once, for a form); ``chargen_changes`` applies them
or raises the first problem (for a command). Fields are the stat names,
``PEOPLE``, ``TEMPTATION`` and ``BUDGET`` (the stats' total).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Mapping

from rules.errors import RulesError
from rules.pbta import levels
from rules.pbta.sheet import Sheet, new_sheet, with_stat, with_temptation
from rules.pbta.stats import CHARGEN_STAT_MAX, STATS, check_chargen, check_stat, find_people

PEOPLE, TEMPTATION, BUDGET = "people", "temptation", "budget"


def with_people(sheet: Sheet, people: str) -> Sheet:
    """``sheet`` as one of ``people``: its HP start full for that people (and
    the levels gained), stats, level, tokens and Temptation kept."""
    kind = find_people(people)
    fresh = new_sheet(kind.key, sheet.creation_stats, sheet.temptation)
    top = levels.levelled_max_hp(kind.hp, sheet.level)
    return replace(fresh, tokens=sheet.tokens, level=sheet.level, stats=dict(sheet.stats),
                   earned=dict(sheet.earned), max_hp=top, hp=top)


def _stat(sheet: Sheet, stat: str, value: int) -> Sheet:
    """``stat`` set to ``value`` (its whole value: what levels earned counts
    outside the chargen range)."""
    earned = int(sheet.earned.get(stat, 0))
    check_stat(stat, value - earned, high=CHARGEN_STAT_MAX)
    return with_stat(sheet, stat, value)


def problems(sheet: Sheet, people: str | None = None, stats: Mapping[str, int] | None = None,
             temptation: str | None = None) -> tuple[dict[str, str], Sheet]:
    """(field -> reason, the changed sheet): every field given is checked;
    the total of the stats only when each stat is fine. The sheet returned
    holds whatever passed."""
    found: dict[str, str] = {}
    if people is not None:
        try:
            sheet = with_people(sheet, people)
        except RulesError as err:
            found[PEOPLE] = err.message
    for stat, value in (stats or {}).items():
        try:
            sheet = _stat(sheet, stat, int(value))
        except RulesError as err:
            found[stat] = err.message
    if stats and not any(s in found for s in STATS):
        try:
            check_chargen(sheet.creation_stats)
        except RulesError as err:
            found[BUDGET] = err.message
    if temptation is not None:
        try:
            sheet = with_temptation(sheet, temptation)
        except RulesError as err:
            found[TEMPTATION] = err.message
    return found, sheet


def chargen_changes(sheet: Sheet, **changes) -> Sheet:
    """``sheet`` with ``changes`` (as :func:`problems` takes them), or
    RulesError with the first problem."""
    found, changed = problems(sheet, **changes)
    if found:
        raise RulesError(next(iter(found.values())))
    return changed
