"""muse chargen on the web (the ``web_chargen`` part; features/chargen/web/
draws the form): the nine Traits within the Trait-point budget, the Path
and the Key Trait, checked by the rules code +stat uses (rules/muse/), and
a roll preview from the code +odds uses.
"""

from __future__ import annotations

from typing import Mapping

from core.chargen_form import CHOICE, NUMBER, TEXT, Budget, Field, Form, Preview, Section
from core.numbers import parse_int
from rules.errors import RulesError
from rules.muse.sheet import PATH_MAX, Sheet, check_budget, check_path, points_spent
from rules.muse.traits import RATING_MAX, RATING_MIN, TRAITS, check_rating, find_trait
from rulesets.muse.commands.odds import odds_table
from rulesets.muse.commands.options import trait_points

BUDGET, PATH, KEY = "budget", "path", "key_trait"


class MuseWebChargen:
    key = "muse"

    def changes(self, char, posted: Mapping) -> tuple[dict[str, str], Sheet, dict]:
        """(field -> reason, the sheet as posted, the Path and Key Trait as
        posted): nothing is stored."""
        sheet = char.muse.sheet()
        errors: dict[str, str] = {}
        for trait in TRAITS:
            if trait not in posted:
                continue
            try:  # as +stat reads and checks a rating (rulesets/muse/commands/chargen.py)
                value = parse_int(posted[trait], -9999, 9999, "a whole number", signs="-")
                check_rating(trait, value)
                sheet = sheet.with_rating(trait, value)
            except RulesError as err:
                errors[trait] = err.message
        if not any(t in errors for t in TRAITS):
            try:
                check_budget(sheet, trait_points())
            except RulesError as err:
                errors[BUDGET] = err.message
        extra = {}  # a blank Path or Key Trait is one not chosen yet: left as it is
        if str(posted.get(PATH, "")).strip():
            try:
                extra[PATH] = check_path(posted[PATH])
            except RulesError as err:
                errors[PATH] = err.message
        if str(posted.get(KEY, "")).strip():
            try:
                extra[KEY] = find_trait(posted[KEY])
            except RulesError as err:
                errors[KEY] = err.message
        return errors, sheet, extra

    def save(self, char, posted: Mapping) -> tuple[dict[str, str], bool]:
        errors, sheet, extra = self.changes(char, posted)
        if errors:
            return errors, False
        handler, old = char.muse, char.muse.sheet()
        changed = False
        for trait in TRAITS:
            if sheet.rating(trait) != old.rating(trait):
                handler.set_rating(trait, sheet.rating(trait))
                changed = True
        if PATH in extra and extra[PATH] != handler.path:
            handler.path, changed = extra[PATH], True
        if KEY in extra and extra[KEY] != handler.key_trait:
            handler.key_trait, changed = extra[KEY], True
        return {}, changed

    def form(self, char, posted: Mapping | None = None, errors: Mapping | None = None) -> Form:
        errors = dict(errors or {})
        stored = char.muse.sheet()
        sheet = self.changes(char, posted)[1] if posted else stored

        def shown(name, value):
            return str(posted.get(name, value)) if posted else str(value if value is not None else "")

        traits = tuple(Field(t, t, NUMBER, shown(t, stored.rating(t)), low=RATING_MIN, high=RATING_MAX,
                             help=f"{RATING_MIN}-{RATING_MAX}; at {RATING_MAX} it is Mastered.",
                             error=errors.get(t, ""), rollable=True) for t in TRAITS)
        path = Field(PATH, "Path", TEXT, shown(PATH, char.muse.path), max_length=PATH_MAX,
                     help="What your character is on the way to becoming, in a word or two.",
                     error=errors.get(PATH, ""))
        key = Field(KEY, "Key Trait", CHOICE, shown(KEY, char.muse.key_trait or ""),
                    choices=(("", "(choose one)"),) + tuple((t, t) for t in TRAITS),
                    help="Your Path's Trait: its 1s never cancel successes.", error=errors.get(KEY, ""))
        return Form(sections=(
            Section("Traits", traits, Budget("Trait points", points_spent(sheet), trait_points(),
                                             errors.get(BUDGET, "")),
                    note="Traits start at 1; each point above 1 costs one Trait point."),
            Section("Path", (path, key), note="Choose both before you submit."),
        ))

    def preview(self, char, posted: Mapping, roll: str, modifier: int = 0) -> Preview:
        errors, sheet, extra = self.changes(char, posted)
        wrong = [errors[t] for t in TRAITS if t in errors]
        if wrong:
            raise RulesError(wrong[0])
        if KEY in extra:
            sheet.key_trait = extra[KEY]
        trait = find_trait(roll)
        title, rows, least = odds_table(char, trait + (f"{modifier:+d}" if modifier else ""), sheet=sheet)
        return Preview(title, tuple((label, float(p)) for label, p in rows), least)


WEB_CHARGEN = MuseWebChargen()
