"""The fs3 sheet: ratings for every ability, and Luck."""

from __future__ import annotations

from dataclasses import dataclass, field

from rules.errors import RulesError
from rules.fs3.abilities import Ability, Catalogue

STARTING_LUCK = 3


@dataclass
class Sheet:
    """Ratings by ability name. Attributes default to 1, skills to 0."""

    ratings: dict[str, int] = field(default_factory=dict)
    luck: int = STARTING_LUCK

    def rating(self, ability: Ability) -> int:
        return int(self.ratings.get(ability.name, ability.low))

    def with_rating(self, ability: Ability, value: int) -> "Sheet":
        check_rating(ability, value)
        ratings = dict(self.ratings)
        ratings[ability.name] = value
        return Sheet(ratings=ratings, luck=self.luck)

    def to_dict(self) -> dict:
        return {"ratings": dict(self.ratings), "luck": self.luck}

    @classmethod
    def from_dict(cls, data: dict | None) -> "Sheet":
        data = data or {}
        return cls(ratings=dict(data.get("ratings", {})), luck=int(data.get("luck", STARTING_LUCK)))


def check_rating(ability: Ability, value: int) -> None:
    if not ability.low <= value <= ability.high:
        kind = "Attributes" if ability.is_attribute else "Skills"
        raise RulesError(f"{kind} run from {ability.low} to {ability.high}; {ability.name} cannot be {value}.")


@dataclass(frozen=True)
class Budget:
    """Chargen point budgets: points spent above each ability's minimum."""

    attribute_points: int
    skill_points: int


def points_spent(sheet: Sheet, catalogue: Catalogue) -> tuple[int, int]:
    """(attribute points, skill points) spent above the minimums."""
    attrs = sum(sheet.rating(a) - a.low for a in catalogue.attributes)
    skills = sum(sheet.rating(a) - a.low for a in catalogue.skills)
    return attrs, skills


ATTRIBUTE_BUDGET, SKILL_BUDGET = "attributes", "skills"


def budget_problems(sheet: Sheet, catalogue: Catalogue, budget: Budget) -> dict[str, str]:
    """Which budgets the sheet overspends (ATTRIBUTE_BUDGET, SKILL_BUDGET) and
    why: +stat's refusal and the web chargen form's, beside its budget."""
    attrs, skills = points_spent(sheet, catalogue)
    found = {}
    if attrs > budget.attribute_points:
        found[ATTRIBUTE_BUDGET] = (
            f"That spends {attrs} attribute points; chargen allows {budget.attribute_points}.")
    if skills > budget.skill_points:
        found[SKILL_BUDGET] = f"That spends {skills} skill points; chargen allows {budget.skill_points}."
    return found


def check_budget(sheet: Sheet, catalogue: Catalogue, budget: Budget) -> None:
    """Raise when the sheet spends more points than the budget allows."""
    found = budget_problems(sheet, catalogue, budget)
    if found:
        raise RulesError(next(iter(found.values())))


def adjust_luck(luck: int, change: int) -> int:
    """Luck after an award (positive) or removal (negative); never below 0."""
    new = luck + change
    if new < 0:
        raise RulesError(f"That would leave {new} Luck; Luck never goes below 0.")
    return new
