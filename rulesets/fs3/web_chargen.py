"""fs3 chargen on the web (the ``web_chargen`` part; features/chargen/web/
draws the form): every attribute and skill of the catalogue within their
ranges and the two chargen budgets, checked by the rules code +stat uses
(rules/fs3/sheet.py), and a roll preview from the code +odds uses.
"""

from __future__ import annotations

from typing import Mapping

from core.chargen_form import NUMBER, Budget, Field, Form, Preview, Section
from core.numbers import parse_int
from rules.errors import RulesError
from rules.fs3.sheet import ATTRIBUTE_BUDGET, SKILL_BUDGET, Sheet, budget_problems, points_spent
from rulesets.fs3.catalogue import catalogue, chargen_budget
from rulesets.fs3.commands.odds import odds_table


class FS3WebChargen:
    key = "fs3"

    def changes(self, char, posted: Mapping) -> tuple[dict[str, str], Sheet]:
        """(field -> reason, the sheet as posted): nothing is stored."""
        sheet = char.fs3.sheet()
        errors: dict[str, str] = {}
        for ability in catalogue().abilities:
            if ability.name not in posted:
                continue
            try:
                # as +stat reads and checks a rating (rulesets/fs3/commands/chargen.py)
                value = parse_int(posted[ability.name], -9999, 9999, "a whole number", signs="-")
                sheet = sheet.with_rating(ability, value)
            except RulesError as err:
                errors[ability.name] = err.message
        if not errors:
            errors.update(budget_problems(sheet, catalogue(), chargen_budget()))
        return errors, sheet

    def save(self, char, posted: Mapping) -> tuple[dict[str, str], bool]:
        errors, sheet = self.changes(char, posted)
        if errors:
            return errors, False
        old = char.fs3.sheet()
        changed = [a for a in catalogue().abilities if sheet.rating(a) != old.rating(a)]
        for ability in changed:
            char.fs3.set_rating(ability, sheet.rating(ability))
        return {}, bool(changed)

    def form(self, char, posted: Mapping | None = None, errors: Mapping | None = None) -> Form:
        errors = dict(errors or {})
        stored = char.fs3.sheet()
        sheet = self.changes(char, posted)[1] if posted else stored
        budget = chargen_budget()
        attrs, skills = points_spent(sheet, catalogue())

        def field(ability):
            value = posted.get(ability.name, stored.rating(ability)) if posted else stored.rating(ability)
            ruling = f" Rolled with {ability.ruling}." if ability.ruling else ""
            return Field(ability.name, ability.name, NUMBER, str(value), low=ability.low,
                         high=ability.high, help=f"{ability.description}{ruling}".strip(),
                         error=errors.get(ability.name, ""), rollable=True)

        cat = catalogue()
        return Form(sections=(
            Section("Attributes", tuple(field(a) for a in cat.attributes),
                    Budget("Attribute points", attrs, budget.attribute_points,
                           errors.get(ATTRIBUTE_BUDGET, "")),
                    note="Attributes run 1-5 and start at 1; each point above 1 costs one."),
            Section("Skills", tuple(field(a) for a in cat.skills),
                    Budget("Skill points", skills, budget.skill_points, errors.get(SKILL_BUDGET, "")),
                    note="Skills run 0-8 and start at 0; each point costs one."),
        ))

    def preview(self, char, posted: Mapping, roll: str, modifier: int = 0) -> Preview:
        errors, sheet = self.changes(char, posted)
        wrong = [message for name, message in errors.items() if name not in (ATTRIBUTE_BUDGET, SKILL_BUDGET)]
        if wrong:
            raise RulesError(wrong[0])
        ability = catalogue().find(roll)
        text = ability.name + (f"{modifier:+d}" if modifier else "")
        title, rows = odds_table(char, text, sheet=sheet)
        return Preview(title, tuple((label, float(p)) for label, p in rows))


WEB_CHARGEN = FS3WebChargen()
