"""fs3 advancement: XP, what a raise costs, and the weekly award.

- A skill from r to r+1 costs ``skill_factor`` x (r+1) XP (1 by default: 0->1
  costs 1, 7->8 costs 8); an attribute ``attribute_factor`` x (r+1) (2).
- The sheet's limits stand (skills 8, attributes 5); one raise per ability
  per ``raise_interval`` (a week); Luck is never bought.
- The bank holds at most ``bank_cap`` XP (20): an award takes in only what
  fits. Every week an approved character who took part in a scene gets
  ``weekly_amount`` XP (2).

Every number comes in an :class:`XpRules` (the game fills it from its
FOURFOLD_FS3_XP_* settings).
"""

from __future__ import annotations

from dataclasses import dataclass

from rules.advancement import WEEK, Bank, Raise, capped_award, check_interval
from rules.errors import RulesError
from rules.fs3.abilities import Ability, Catalogue

LUCK = "Luck"


@dataclass(frozen=True)
class XpRules:
    skill_factor: int = 1
    attribute_factor: int = 2
    bank_cap: int | None = 20
    raise_interval: float = WEEK
    weekly_amount: int = 2


def raise_cost(ability: Ability, rating: int, rules: XpRules) -> int:
    """XP to take ``ability`` from ``rating`` to ``rating + 1``."""
    factor = rules.attribute_factor if ability.is_attribute else rules.skill_factor
    return factor * (rating + 1)


def find_buyable(catalogue: Catalogue, name: str) -> Ability:
    """The ability ``name`` names; Luck (or a start of its name no ability
    shares) is refused: it is awarded, never bought."""
    key = (name or "").strip().lower()
    if key == LUCK.lower():
        raise RulesError("Luck is never bought with XP; staff award it.")
    try:
        return catalogue.find(name)
    except RulesError:
        if len(key) >= 2 and LUCK.lower().startswith(key):
            raise RulesError("Luck is never bought with XP; staff award it.") from None
        raise


def plan_raise(ability: Ability, rating: int, bank: Bank, now: float, rules: XpRules) -> Raise:
    """The raise of ``ability`` from ``rating`` by one, checked against the
    sheet's limit, the one-raise-a-week rule and the bank."""
    if rating >= ability.high:
        raise RulesError(f"{ability.name} is {rating}, as high as it goes.")
    check_interval(ability.name, bank, now, rules.raise_interval)
    cost = raise_cost(ability, rating, rules)
    if cost > bank.balance:
        raise RulesError(f"Raising {ability.name} from {rating} to {rating + 1} costs {cost} XP; "
                         f"you have {bank.balance}.")
    return Raise(ability.name, rating, rating + 1, cost)


def award(balance: int, amount: int, rules: XpRules) -> int:
    """How much of a staff award of ``amount`` the bank takes in."""
    return capped_award(balance, amount, rules.bank_cap)


def weekly_award(approved: bool, took_part: bool, balance: int, rules: XpRules) -> int:
    """The weekly XP for one character: ``weekly_amount`` if approved and in
    a scene that week, as far as the cap allows."""
    if not (approved and took_part):
        return 0
    return capped_award(balance, rules.weekly_amount, rules.bank_cap)
