"""fs3's advancement part (``Ruleset.advancement``): XP bought raises.

The numbers are settings (FOURFOLD_FS3_XP_*); the rules are in
rules/fs3/advancement.py; the records are the advancement feature's.
"""

from __future__ import annotations

from core.advancement import Advancement
from core.game_settings import setting
from rules.advancement import Bank, Raise
from rules.errors import RulesError
from rules.fs3 import advancement as rules
from rulesets.fs3.catalogue import catalogue


def xp_rules() -> rules.XpRules:
    weekly = int(setting("FOURFOLD_FS3_XP_WEEKLY_AMOUNT")) if setting("FOURFOLD_FS3_XP_WEEKLY") else 0
    return rules.XpRules(
        skill_factor=int(setting("FOURFOLD_FS3_XP_SKILL_FACTOR")),
        attribute_factor=int(setting("FOURFOLD_FS3_XP_ATTRIBUTE_FACTOR")),
        bank_cap=setting("FOURFOLD_FS3_XP_CAP"),
        raise_interval=float(setting("FOURFOLD_FS3_XP_RAISE_INTERVAL")),
        weekly_amount=weekly,
    )


class FS3Advancement(Advancement):
    unit = "XP"
    takes_xp = True

    def overview(self, char, bank: Bank, now: float) -> list[str]:
        xp = xp_rules()
        handler = char.fs3
        sheet = handler.sheet()
        recent = _recent(bank, now, xp)
        cap = f" (the bank holds {xp.bank_cap} at most)" if xp.bank_cap is not None else ""
        weekly = (f" Every week you take part in a scene brings {xp.weekly_amount} XP."
                  if xp.weekly_amount else "")
        lines = [f"{char.key} has {bank.balance} XP{cap}. Staff award XP for good play.{weekly}"]
        affordable = []
        for label, abilities in (("Attributes", catalogue().attributes), ("Skills", catalogue().skills)):
            parts = []
            for ability in abilities:
                rating = sheet.rating(ability)
                if rating >= ability.high:
                    parts.append(f"{ability.name} {rating} (top)")
                    continue
                cost = rules.raise_cost(ability, rating, xp)
                try:
                    rules.plan_raise(ability, rating, bank, now, xp)
                    affordable.append(ability.name)
                    parts.append(f"{ability.name} {rating}: {cost}")
                except RulesError:
                    parts.append(f"{ability.name} {rating}: {cost}"
                                 + (" (raised this week)" if ability.name in recent else ""))
            lines.append(f"{label}, XP to raise one step: " + ", ".join(parts) + ".")
        if not handler.approved:
            lines.append("Your sheet is not approved yet: XP is spent after approval.")
        elif affordable:
            lines.append("You can buy now: " + ", ".join(affordable) + ". Use +xp/raise <ability>; "
                         "each ability rises once a week at most. Luck is never bought.")
        else:
            lines.append("Nothing is within reach yet. Each ability rises once a week at most; "
                         "Luck is never bought.")
        return lines

    def plan_raise(self, char, name: str, bank: Bank, now: float) -> Raise:
        ability = rules.find_buyable(catalogue(), name)
        if not char.fs3.approved:
            raise RulesError("Your fs3 sheet is not approved yet; in chargen, set ratings with +stat.")
        return rules.plan_raise(ability, char.fs3.sheet().rating(ability), bank, now, xp_rules())

    def apply_raise(self, char, plan: Raise) -> list[str]:
        char.fs3.set_rating(catalogue().find(plan.ability), plan.new)
        return []

    def revert_raise(self, char, ability: str, old: int, new: int) -> None:
        found = catalogue().find(ability)
        now_rating = char.fs3.sheet().rating(found)
        if now_rating != new:
            raise RulesError(f"{char.key}'s {found.name} is {now_rating} now, not {new}; "
                             f"undo the later change first.")
        char.fs3.set_rating(found, old)

    def award_taken(self, char, balance: int, amount: int) -> int:
        return rules.award(balance, amount, xp_rules())

    def weekly(self, char, balance: int) -> int:
        return rules.weekly_award(char.fs3.approved, True, balance, xp_rules())


def _recent(bank: Bank, now: float, xp: rules.XpRules) -> set[str]:
    return {name for name, when in bank.last_raised.items() if now - when < xp.raise_interval}
