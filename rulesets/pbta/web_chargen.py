"""pbta chargen on the web (the ``web_chargen`` part; features/chargen/web/
draws the form): people, the four stats within the chargen budget, and the
Minor Temptation, checked by rules/pbta/chargen.py, the code +stat uses,
and a roll preview from the code +odds uses (commands/odds.py here).
"""

from __future__ import annotations

from typing import Mapping

from core.chargen_form import CHOICE, NUMBER, TEXT, Budget, Field, Form, Preview, Section
from core.numbers import parse_int
from rules.errors import RulesError
from rules.pbta import chargen as rules
from rules.pbta.sheet import TEMPTATION_MAX, Sheet
from rules.pbta.stats import CHARGEN_STAT_MAX, CHARGEN_TOTAL, PEOPLES, STAT_MIN, STATS, chargen_spent
from rules.pbta.uses import ALL_MOVES
from rulesets.pbta.commands.odds import odds_table


class PbtaWebChargen:
    key = "pbta"

    # --- what was posted ---------------------------------------------------
    def _parse(self, posted: Mapping) -> tuple[dict, dict[str, str]]:
        """(changes for rules.problems, field -> reason for what is no number)."""
        changes: dict = {}
        errors: dict[str, str] = {}
        if "people" in posted:
            changes["people"] = str(posted["people"])
        stats = {}
        for stat in STATS:
            if stat in posted:
                try:
                    stats[stat] = parse_int(posted[stat], -9999, 9999, "a whole number")
                except RulesError as err:
                    errors[stat] = err.message
        if stats:
            changes["stats"] = stats
        if "temptation" in posted:
            changes["temptation"] = str(posted["temptation"])
        return changes, errors

    def changes(self, char, posted: Mapping) -> tuple[dict[str, str], Sheet]:
        """(field -> reason, the sheet as posted): nothing is stored."""
        changes, errors = self._parse(posted)
        found, sheet = rules.problems(char.pbta.sheet(), **changes)
        return {**found, **errors}, sheet

    def save(self, char, posted: Mapping) -> tuple[dict[str, str], bool]:
        """Store what was posted when every field passes: (field -> reason,
        whether the sheet changed). With a reason, nothing is stored."""
        errors, sheet = self.changes(char, posted)
        if errors:
            return errors, False
        if sheet.to_dict() == char.pbta.sheet().to_dict():
            return {}, False
        char.pbta.save(sheet)
        return {}, True

    # --- the form -----------------------------------------------------------
    def form(self, char, posted: Mapping | None = None, errors: Mapping | None = None) -> Form:
        errors = dict(errors or {})
        stored = char.pbta.sheet()
        sheet = self.changes(char, posted)[1] if posted else stored

        def shown(name, value):
            return str(posted.get(name, value)) if posted else str(value)

        people = Field("people", "People", CHOICE, shown("people", stored.people),
                       choices=tuple((p.key, f"{p.name} ({p.hp} HP)") for p in PEOPLES),
                       help="Your people sets your HP.", error=errors.get(rules.PEOPLE, ""))
        stats = []
        for stat in STATS:
            earned = int(stored.earned.get(stat, 0))
            note = f" (+{earned} earned by levels, outside the budget)" if earned else ""
            stats.append(Field(stat, stat, NUMBER, shown(stat, stored.stats[stat]),
                               low=STAT_MIN + earned, high=CHARGEN_STAT_MAX + earned,
                               help=f"{STAT_MIN:+d} to {CHARGEN_STAT_MAX:+d} in chargen{note}.",
                               error=errors.get(stat, ""), rollable=True))
        budget = Budget("Stat points", chargen_spent(sheet.creation_stats), CHARGEN_TOTAL,
                        errors.get(rules.BUDGET, ""))
        temptation = Field("temptation", "Minor Temptation", TEXT, shown("temptation", stored.temptation),
                           max_length=TEMPTATION_MAX, help="A small vice or weakness, in a few words.",
                           error=errors.get(rules.TEMPTATION, ""))
        return Form(
            sections=(
                Section("People", (people,)),
                Section("Stats", tuple(stats), budget,
                        note=f"The four together add up to at most {CHARGEN_TOTAL:+d}; "
                             "a stat at -1 buys a point for another."),
                Section("Temptation", (temptation,)),
            ),
            preview_choices=tuple((s, s) for s in STATS) + tuple((m.name, m.name) for m in ALL_MOVES),
        )

    # --- the roll preview ------------------------------------------------------
    def preview(self, char, posted: Mapping, roll: str, modifier: int = 0) -> Preview:
        """The exact odds of ``roll`` (a stat or a move) with the values as
        posted (nothing stored), as +odds gives them."""
        errors, sheet = self.changes(char, posted)
        wrong = [errors[s] for s in STATS if s in errors]
        if wrong:
            raise RulesError(wrong[0])
        title, rows = odds_table(sheet, roll, modifier)
        return Preview(title, tuple((label, float(p)) for label, p in rows))


WEB_CHARGEN = PbtaWebChargen()
