"""pbta's advancement part (``Ruleset.advancement``): tokens and levels keep
their own commands (+token, +levelup); +xp says what they are."""

from __future__ import annotations

from core.advancement import Advancement
from rules.advancement import Bank, Raise
from rules.errors import RulesError
from rules.pbta import levels


class PbtaAdvancement(Advancement):
    raise_help = "+levelup <stat>"

    def overview(self, char, bank: Bank, now: float) -> list[str]:
        sheet = char.pbta.sheet()
        cost = levels.level_up_cost(sheet.level)
        return [
            f"{char.key} is level {sheet.level} with {sheet.tokens} token{'s' if sheet.tokens != 1 else ''}.",
            "In pbta you grow by tokens: staff award them for play (+token/award), "
            f"and {cost} of them buy level {sheet.level + 1}.",
            "Spend them with +levelup <stat>: the stat rises by 1 (to +3 at most) and your "
            "maximum HP by 1. +token shows what you hold.",
        ]

    def plan_raise(self, char, name: str, bank: Bank, now: float) -> Raise:
        raise RulesError("In pbta you grow with tokens: +levelup <stat> spends them for a level.")
