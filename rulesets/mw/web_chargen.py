"""mw chargen on the web (the ``web_chargen`` part; features/chargen/web/
draws the form): the archetype and one Word of Power per letter of MUSCLE
and WIZARD, checked by the rules code +archetype and +word use
(rules/mw/sheet.py, rules/mw/words.py), and a roll preview from the code
+odds uses (rulesets/mw/commands/odds.py).

What a save does, as the commands would:

- a new or changed archetype re-sets every Word's die as +archetype does
  (names, Gains and items kept); posting the archetype the sheet already
  has changes nothing (on telnet, +archetype with the same one re-sets the
  dice anyway; on the web the field is always posted, so it must not);
- a blank letter has no Word (+word/remove); a new name is +word/add; a
  renamed Word is removed and added again, so it starts at the
  archetype's die; a Word whose name is unchanged stays exactly as it is;
- a letter left out of the post entirely is left alone.

add_word also refuses two Words of one name, but through this form that
cannot arise: there is one field per letter and a name starts with its
letter, so the name rule refuses a copy first (in the same words as
+word/add).

Any refusal stores nothing. An approved sheet refuses every change in
+archetype's words (the page itself refuses first, features/chargen/web/
player.py); taking back a submission is the page's part, as for every
ruleset.

The preview takes no modifier: a Word roll has none (its odds come from
the die, the fits and spotting), so the form hides the modifier box and a
modifier other than 0 is refused.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Mapping

from core.chargen_form import CHOICE, TEXT, Field, Form, Preview, Section
from core.text.player import one_line
from rules.errors import RulesError
from rules.mw.action import WordUse
from rules.mw.sheet import Sheet, add_word, with_archetype
from rules.mw.words import ARCHETYPES, NAME_MAX, SIDE_LETTERS, SIDES, find_archetype, make_word
from rulesets.mw.commands.odds import odds_table

ARCHETYPE, SHEET = "archetype", "sheet"
LETTERS = tuple(letter for side in SIDES for letter in SIDE_LETTERS[side])  # M U S C L E W I Z A R D
# as +archetype and +word refuse an approved sheet (rulesets/mw/commands/chargen.py)
LOCKED = "Your sheet is approved and locked; ask staff to reopen it."
NO_ARCHETYPE = "Choose an archetype before adding Words."
NO_SHEET = "You have no Muscle Wizard sheet yet; choose an archetype first."
NO_MODIFIER = "A Word roll takes no modifier: its die, its fits and spotting set the odds."


def _name(text) -> str:
    """A posted name as +word/add reads one: one line, spaces collapsed."""
    return " ".join(one_line(str(text or "").strip()).split())


def _dice(arche) -> str:
    return ", ".join(f"{side} d{arche.starting_die(side)}" for side in SIDES)


class MwWebChargen:
    key = "mw"

    def changes(self, char, posted: Mapping) -> tuple[dict[str, str], Sheet | None]:
        """(field -> reason, the sheet as posted, or None before an
        archetype): nothing is stored. With a reason, the stored sheet."""
        handler = char.mw
        stored = handler.sheet()
        if handler.approved:
            return {SHEET: LOCKED}, stored
        errors: dict[str, str] = {}
        arche = None
        if str(posted.get(ARCHETYPE, "") or "").strip():
            try:
                arche = find_archetype(str(posted[ARCHETYPE]).strip()).key
            except RulesError as err:
                errors[ARCHETYPE] = err.message
        names = {letter: _name(posted[letter]) for letter in LETTERS if letter in posted}
        for letter, name in names.items():
            if name:
                try:  # the name's own rules, whatever die it will start at
                    make_word(letter, name, 4)
                except RulesError as err:
                    errors[letter] = err.message
        if errors:
            return errors, stored
        sheet = stored
        if arche and (stored is None or arche != stored.archetype):
            sheet = with_archetype(stored, arche)
        if sheet is None:
            return ({ARCHETYPE: NO_ARCHETYPE} if any(names.values()) else {}), None
        sheet = replace(sheet, words=tuple(w for w in sheet.words if names.get(w.letter, w.name) == w.name))
        for letter in LETTERS:
            if names.get(letter) and all(w.letter != letter for w in sheet.words):
                try:
                    sheet = add_word(sheet, letter, names[letter])
                except RulesError as err:
                    errors[letter] = err.message
        return errors, (stored if errors else sheet)

    def save(self, char, posted: Mapping) -> tuple[dict[str, str], bool]:
        """Store what was posted when every field passes: (field -> reason,
        whether the sheet changed). With a reason, nothing is stored."""
        errors, sheet = self.changes(char, posted)
        if errors:
            return errors, False
        stored = char.mw.sheet()
        if sheet is None or (stored is not None and sheet.to_dict() == stored.to_dict()):
            return {}, False
        char.mw.save(sheet)
        return {}, True

    # --- the form -----------------------------------------------------------
    def form(self, char, posted: Mapping | None = None, errors: Mapping | None = None) -> Form:
        errors = dict(errors or {})
        stored = char.mw.sheet()
        sheet = self.changes(char, posted)[1] if posted else stored

        def shown(name, value):
            return str(posted.get(name, value)) if posted else str(value)

        choices = tuple((a.key, f"{a.name} ({_dice(a)})") for a in ARCHETYPES)
        if stored is None:
            choices = (("", "(choose one)"),) + choices
        archetype = Field(ARCHETYPE, "Archetype", CHOICE, shown(ARCHETYPE, stored.archetype if stored else ""),
                          choices=choices,
                          help="The die each new Word starts at, by side. Changing it starts every Word "
                               "over at the new archetype's die; Gains and items stay.",
                          error=errors.get(ARCHETYPE, ""))
        current = find_archetype(sheet.archetype) if sheet else None
        words = {w.letter: w for w in (stored.words if stored else ())}

        def word_field(letter, side):
            value = shown(letter, words[letter].name if letter in words else "")
            now = f" Rolls d{words[letter].die} now." if letter in words else ""
            return Field(letter, f"Word for {letter}", TEXT, value, max_length=NAME_MAX,
                         help=f"A {side} Word whose name starts with {letter}; blank for none.{now}",
                         error=errors.get(letter, ""), rollable=bool(value.strip()))

        sections = [Section("Archetype", (archetype,),
                            note="Choose one first: it sets the dice your Words start at.")]
        for side in SIDES:
            start = (f" New {side} Words start at d{current.starting_die(side)} for a {current.name}."
                     if current else "")
            sections.append(Section(f"{side} Words", tuple(word_field(letter, side) for letter in SIDE_LETTERS[side]),
                                    note=f"One Word per letter, at most {NAME_MAX} characters.{start}"))
        fields = [f for s in sections for f in s.fields if f.rollable]
        return Form(sections=tuple(sections), error=errors.get(SHEET, ""), takes_modifier=False,
                    preview_choices=tuple((f.name, f"{f.value} ({f.name})") for f in fields))

    # --- the roll preview ------------------------------------------------------
    def preview(self, char, posted: Mapping, roll: str, modifier: int = 0) -> Preview:
        """The exact odds of rolling one Word (``roll``: its letter or name,
        at an imperfect fit, as +odds <Word> reads it) with the Words as
        posted (nothing stored); an approved sheet's stored Words."""
        if modifier:
            raise RulesError(NO_MODIFIER)
        if char.mw.approved:
            sheet = char.mw.sheet()
        else:
            errors, sheet = self.changes(char, posted)
            wrong = [errors[k] for k in (ARCHETYPE, *LETTERS, SHEET) if k in errors]
            if wrong:
                raise RulesError(wrong[0])
        if sheet is None:
            raise RulesError(NO_SHEET)
        title, rows, notes = odds_table(char, [WordUse(str(roll or "").strip())], sheet=sheet)
        return Preview(title, tuple((label, float(p)) for label, p in rows), " ".join(notes))


WEB_CHARGEN = MwWebChargen()
