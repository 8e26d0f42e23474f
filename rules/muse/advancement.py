"""muse advancement: staff award levels, each level gives Trait points, and a
point raises one Trait by 1.

- Each level awarded gives ``points_per_level`` Trait points (1).
- A point raises a Trait by 1, up to the sheet's limit (10). A Trait that
  reaches 10 is Mastered: its 6s explode (rules/muse/roll.py reads the
  rating, so nothing more is needed here).
- Actions per turn follow the level (rules/muse/initiative.py).

Every number comes in a :class:`LevelRules` (the game fills it from its
FOURFOLD_MUSE_* settings).
"""

from __future__ import annotations

from dataclasses import dataclass

from rules.advancement import Bank, Raise
from rules.errors import RulesError
from rules.muse.sheet import LEVEL_MIN
from rules.muse.traits import RATING_MAX, find_trait, is_mastered


@dataclass(frozen=True)
class LevelRules:
    points_per_level: int = 1
    point_cost: int = 1          # Trait points one raise takes
    levels_per_award_max: int = 100  # the most levels one award may give


def points_for(levels: int, rules: LevelRules) -> int:
    """Trait points that ``levels`` levels give."""
    return levels * rules.points_per_level


def check_level_award(level: int, levels: int, rules: LevelRules) -> int:
    """The new level after awarding ``levels`` (a whole number from 1 to the
    most one award gives)."""
    if not 1 <= levels <= rules.levels_per_award_max:
        raise RulesError(f"Award from 1 to {rules.levels_per_award_max} levels at a time.")
    return level + levels


def check_level_undo(level: int, levels: int, points: int, rules: LevelRules) -> None:
    """Taking ``levels`` back needs the level to stay at least 1 and the
    points they gave still unspent."""
    if level - levels < LEVEL_MIN:
        raise RulesError(f"That would leave level {level - levels}; levels start at {LEVEL_MIN}.")
    if points < points_for(levels, rules):
        raise RulesError(f"Those levels gave {points_for(levels, rules)} Trait point(s) and only {points} "
                         f"are unspent; undo the raises bought with them first.")


def plan_raise(trait: str, rating: int, bank: Bank, rules: LevelRules) -> Raise:
    """The raise of ``trait`` from ``rating`` by one, checked against the
    limit and the points banked."""
    name = find_trait(trait)
    if rating >= RATING_MAX:
        raise RulesError(f"{name} is {rating}, as high as a Trait goes (it is Mastered).")
    if bank.balance < rules.point_cost:
        raise RulesError(f"Raising {name} takes {rules.point_cost} Trait point; you have {bank.balance}. "
                         f"Staff award levels, and each level gives {rules.points_per_level}.")
    return Raise(name, rating, rating + 1, rules.point_cost)


def mastered_after(plan: Raise) -> bool:
    """Whether this raise makes the Trait Mastered (its 6s explode)."""
    return is_mastered(plan.new) and not is_mastered(plan.old)
