"""pbta stats and peoples.

Four stats run from -1 to +3. At character creation a stat may be at most
+2 and the four together add up to at most ``CHARGEN_TOTAL`` (the standard
array +2, +1, +1, 0 spends it exactly; lowering one stat to -1 frees a point
for another). Levels can later lift a stat to +3.

A character's people sets its starting maximum HP.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Mapping

from rules.errors import RulesError
from rules.lookup import find_named

FORCEFUL, AGILE, INSIGHTFUL, CHARMING = "Forceful", "Agile", "Insightful", "Charming"
STATS = (FORCEFUL, AGILE, INSIGHTFUL, CHARMING)
STAT_MIN, STAT_MAX = -1, 3
CHARGEN_STAT_MAX = 2
CHARGEN_TOTAL = 4
STANDARD_ARRAY = (2, 1, 1, 0)


@dataclass(frozen=True)
class People:
    key: str
    name: str
    hp: int


PEOPLES = (
    People("woodling", "Woodling", 8),
    People("wall_person", "Wall Person", 9),
    People("human", "Human", 10),
    People("neanderthal", "Neanderthal", 12),
    People("giant", "Giant", 14),
)


def find_stat(name: str) -> str:
    """The stat called ``name`` (any case or a unique prefix)."""
    return find_named(name, STATS, lambda s: (s,), "stat")


def find_people(name: str) -> People:
    return find_named(name, PEOPLES, lambda p: (p.name, p.key), "people")


def check_stat(stat: str, value: int, high: int = STAT_MAX) -> None:
    if not STAT_MIN <= value <= high:
        raise RulesError(f"{stat} must be from {STAT_MIN:+d} to {high:+d}; {value:+d} is out of range.")


def check_stats(stats: Mapping[str, int]) -> None:
    """Every stat present, each inside the play range."""
    missing = [s for s in STATS if s not in stats]
    if missing:
        raise RulesError(f"A sheet needs all four stats; missing {', '.join(missing)}.")
    extra = [s for s in stats if s not in STATS]
    if extra:
        raise RulesError(f"There is no stat called {extra[0]}.")
    for stat in STATS:
        check_stat(stat, stats[stat])


def chargen_spent(stats: Mapping[str, int]) -> int:
    return sum(int(stats[s]) for s in STATS)


def check_chargen(stats: Mapping[str, int]) -> None:
    """Raise unless ``stats`` is a legal starting spread."""
    check_stats(stats)
    for stat in STATS:
        check_stat(stat, stats[stat], high=CHARGEN_STAT_MAX)
    spent = chargen_spent(stats)
    if spent > CHARGEN_TOTAL:
        raise RulesError(
            f"Your stats add up to {spent:+d}; a new character may have at most {CHARGEN_TOTAL:+d} in all.")
