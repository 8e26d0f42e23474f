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
    """A chargen budget: what is spent above the minimums, out of how many.

    One way of counting everywhere a budget is shown: ``+stat``, ``+sheet``,
    ``+chargen`` and the web form all say :attr:`line` ("Skill points: 4 of
    20 spent, 16 left."), from the sheet handler's ``chargen_budgets()``
    (typeclasses/sheet_handler.py) or the web form's own sections."""

    label: str                 # e.g. "Stat points"
    spent: int
    total: int
    error: str = ""

    @property
    def left(self) -> int:
        return self.total - self.spent

    @property
    def line(self) -> str:
        return f"{self.label}: {self.spent} of {self.total} spent, {self.left} left."


def budget_lines(budgets) -> str:
    """Every budget's line, one after the other ("" when there are none)."""
    return " ".join(b.line for b in budgets)


def unspent_text(budgets) -> str:
    """"6 Attribute points and 1 Skill point are still unspent." for the
    budgets with points left, or "" when everything is spent: submitting
    says so, and lets the player submit anyway."""
    parts = []
    for b in budgets:
        if b.left > 0:
            label = b.label
            if b.left == 1 and label.endswith("points"):
                label = label[:-1]
            parts.append(f"{b.left} {label}")
    if not parts:
        return ""
    verb = "is" if len(parts) == 1 and parts[0].startswith("1 ") else "are"
    return f"{' and '.join(parts)} {verb} still unspent."


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
