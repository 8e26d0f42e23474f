"""The pbta sheet: people, stats, HP, level, tokens, Readiness, forwards and
the state a character is in once their HP has run out.

A sheet is frozen: every change returns a new sheet (``dataclasses.replace``
or the helpers here and in health, defend and levels).

Conditions:
- ``UP``: HP above 0.
- ``DOWN``: HP just reached 0; the only roll allowed is Keep Fighting.
- ``FUNCTIONING``: acting at 0 HP with -1 on every roll until healed.
- ``LAST_ACTION``: one more action (the next roll), then unconscious.
- ``UNCONSCIOUS``: out cold at 0 HP; healing or ``health.wake`` ends it.
- ``BARGAINING``: out cold, facing the spirits; only Bargain for Your Life.
- ``DEAD``.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from rules.errors import RulesError
from rules.pbta.stats import STATS, check_chargen, check_stat, check_stats, find_people, find_stat

UP, DOWN, FUNCTIONING, LAST_ACTION = "up", "down", "functioning", "last_action"
UNCONSCIOUS, BARGAINING, DEAD = "unconscious", "bargaining", "dead"
CONDITIONS = (UP, DOWN, FUNCTIONING, LAST_ACTION, UNCONSCIOUS, BARGAINING, DEAD)
AWAKE = (UP, FUNCTIONING, LAST_ACTION)
START_LEVEL = 1
TEMPTATION_MAX = 120


@dataclass(frozen=True)
class Forward:
    """A bonus or penalty waiting for the character's next roll (or, when
    ``against`` names an opponent or danger, their next roll against it)."""

    source: str
    value: int
    against: str | None = None

    def applies(self, against: str | None) -> bool:
        return self.against is None or (against or "").strip().lower() == self.against.lower()

    def to_list(self) -> list:
        return [self.source, self.value] + ([self.against] if self.against else [])

    @classmethod
    def from_list(cls, data) -> "Forward":
        data = list(data)
        return cls(str(data[0]), int(data[1]), str(data[2]) if len(data) > 2 and data[2] else None)


@dataclass(frozen=True)
class Sheet:
    people: str  # a People key
    stats: dict = field(default_factory=dict)
    hp: int = 0
    max_hp: int = 0
    level: int = START_LEVEL
    tokens: int = 0
    temptation: str = ""
    readiness: int = 0
    forwards: tuple[Forward, ...] = ()
    condition: str = UP
    price_due: bool = False  # a 7-9 bargain awaits the choice of its price
    prices: tuple[str, ...] = ()  # prices paid to the spirits so far
    earned: dict = field(default_factory=dict)  # stat -> points raised by levelling up

    @property
    def creation_stats(self) -> dict:
        """The stats bought in chargen: each stat less what levels raised it."""
        return {s: int(self.stats[s]) - int(self.earned.get(s, 0)) for s in STATS}

    def stat(self, name: str) -> int:
        return int(self.stats[find_stat(name)])

    @property
    def at_zero_penalty(self) -> bool:
        """True while the -1 for acting at 0 HP applies."""
        return self.condition == FUNCTIONING

    @property
    def awake(self) -> bool:
        return self.condition in AWAKE

    @property
    def dead(self) -> bool:
        return self.condition == DEAD

    def to_dict(self) -> dict:
        return {
            "people": self.people,
            "stats": {s: int(self.stats[s]) for s in STATS},
            "hp": self.hp,
            "max_hp": self.max_hp,
            "level": self.level,
            "tokens": self.tokens,
            "temptation": self.temptation,
            "readiness": self.readiness,
            "forwards": [f.to_list() for f in self.forwards],
            "condition": self.condition,
            "price_due": self.price_due,
            "prices": list(self.prices),
            "earned": {s: int(v) for s, v in self.earned.items() if v},
        }

    @classmethod
    def from_dict(cls, data: dict) -> "Sheet":
        sheet = cls(
            people=str(data["people"]),
            stats={s: int(v) for s, v in dict(data["stats"]).items()},
            hp=int(data["hp"]),
            max_hp=int(data["max_hp"]),
            level=int(data.get("level", START_LEVEL)),
            tokens=int(data.get("tokens", 0)),
            temptation=str(data.get("temptation", "")),
            readiness=int(data.get("readiness", 0)),
            forwards=tuple(Forward.from_list(f) for f in data.get("forwards", ())),
            condition=str(data.get("condition", UP)),
            price_due=bool(data.get("price_due", False)),
            prices=tuple(str(p) for p in data.get("prices", ())),
            earned={str(s): int(v) for s, v in dict(data.get("earned", {}) or {}).items()},
        )
        check_sheet(sheet)
        return sheet


def check_sheet(sheet: Sheet) -> None:
    """Raise if a stored sheet breaks the rules' invariants."""
    find_people(sheet.people)
    check_stats(sheet.stats)
    if not 0 <= sheet.hp <= sheet.max_hp or sheet.max_hp < 1:
        raise RulesError(f"HP {sheet.hp} of {sheet.max_hp} is not possible.")
    if sheet.condition not in CONDITIONS:
        raise RulesError(f"Unknown condition '{sheet.condition}'.")
    if (sheet.hp > 0) != (sheet.condition == UP):
        raise RulesError(f"A character at {sheet.hp} HP cannot be {sheet.condition}.")
    if sheet.level < START_LEVEL or sheet.tokens < 0 or sheet.readiness < 0:
        raise RulesError("Level, tokens and Readiness cannot be negative.")


def new_sheet(people: str, stats: dict, temptation: str = "") -> Sheet:
    """A fresh character: chargen-checked stats and full HP for their people."""
    kind = find_people(people)
    stats = {find_stat(k): int(v) for k, v in stats.items()}
    check_chargen(stats)
    return Sheet(people=kind.key, stats=stats, hp=kind.hp, max_hp=kind.hp,
                 temptation=check_temptation(temptation))


def check_temptation(text: str) -> str:
    text = " ".join((text or "").split())
    if len(text) > TEMPTATION_MAX:
        raise RulesError(f"Keep your Minor Temptation under {TEMPTATION_MAX} characters.")
    return text


def with_temptation(sheet: Sheet, text: str) -> Sheet:
    return replace(sheet, temptation=check_temptation(text))


def with_stat(sheet: Sheet, name: str, value: int) -> Sheet:
    stat = find_stat(name)
    check_stat(stat, value)
    return replace(sheet, stats={**sheet.stats, stat: value})


def add_forward(sheet: Sheet, value: int, source: str, against: str | None = None) -> Sheet:
    """Bank ``value`` (e.g. +1 or -1) for the character's next roll (against
    ``against`` only, when given)."""
    if value == 0:
        return sheet
    return replace(sheet, forwards=sheet.forwards + (Forward(source, value, against),))


def replace_forward(sheet: Sheet, value: int, source: str) -> Sheet:
    """The forward from ``source`` set to ``value``, never one more beside it."""
    kept = tuple(f for f in sheet.forwards if f.source != source)
    return add_forward(replace(sheet, forwards=kept), value, source)


def clear_forwards(sheet: Sheet) -> Sheet:
    return replace(sheet, forwards=())
