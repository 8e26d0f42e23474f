"""What a ruleset's chargen form on the web is made of (its ``web_chargen``
part, rulesets/base.py, builds one): sections of fields, each with what the
rules allow and, after a refused save, the reason beside it; a budget per
section; and which fields a roll preview can use.

Plain records: the ruleset fills them from its sheet and its rules; the web
page (features/chargen/web/) draws them and posts them back.
"""

from __future__ import annotations

from dataclasses import dataclass

NUMBER, CHOICE, TEXT = "number", "choice", "text"


@dataclass(frozen=True)
class Field:
    name: str                  # the form field's name, e.g. "Forceful"
    label: str                 # what players call it
    kind: str = NUMBER         # NUMBER, CHOICE or TEXT
    value: str = ""            # shown in the field: the sheet's, or what was posted
    low: int | None = None     # NUMBER: the range chargen allows
    high: int | None = None
    choices: tuple[tuple[str, str], ...] = ()  # CHOICE: (value, label)
    max_length: int | None = None  # TEXT
    help: str = ""             # what the rules say of it, in a line
    error: str = ""            # why the value posted was refused
    rollable: bool = False     # the roll preview can roll it

    @property
    def input_id(self) -> str:
        return f"cg-{self.name}".replace(" ", "-").replace("_", "-").lower()


@dataclass(frozen=True)
class Budget:
    label: str                 # e.g. "Stat points"
    spent: int
    total: int
    error: str = ""

    @property
    def left(self) -> int:
        return self.total - self.spent


@dataclass(frozen=True)
class Section:
    title: str
    fields: tuple[Field, ...]
    budget: Budget | None = None
    note: str = ""             # a line under the title


@dataclass(frozen=True)
class Form:
    sections: tuple[Section, ...]
    # what the roll preview may roll: (value, label); the rollable fields
    # when empty
    preview_choices: tuple[tuple[str, str], ...] = ()
    error: str = ""            # a reason about the whole sheet
    # whether the roll preview takes a modifier (a ruleset whose rolls have
    # none hides the modifier box)
    takes_modifier: bool = True

    @property
    def fields(self) -> tuple[Field, ...]:
        return tuple(f for s in self.sections for f in s.fields)

    @property
    def rolls(self) -> tuple[tuple[str, str], ...]:
        return self.preview_choices or tuple((f.name, f.label) for f in self.fields if f.rollable)


@dataclass(frozen=True)
class Preview:
    """The exact chance of each outcome of one roll, as +odds gives it."""

    title: str
    rows: tuple[tuple[str, float], ...]  # (outcome, chance 0..1), best first
    note: str = ""                       # a line under the table

    @property
    def percents(self) -> tuple[tuple[str, str], ...]:
        """(outcome, chance as +odds prints it: one decimal and %)."""
        return tuple((label, f"{chance * 100:.1f}%") for label, chance in self.rows)
