"""mw's advancement part (``Ruleset.advancement``): Gains keep their own
command (+gains); +xp says what they are and how to spend them."""

from __future__ import annotations

from core.advancement import Advancement
from rules.advancement import Bank, Raise
from rules.errors import RulesError
from rules.mw.gains import raise_cost
from rules.mw.ladder import LARGEST


class MwAdvancement(Advancement):
    raise_help = "+gains/raise <word>"

    def overview(self, char, bank: Bank, now: float) -> list[str]:
        sheet = char.mw.sheet()
        lines = ["In Muscle Wizard your Words grow with Gains: exploding dice earn them, "
                 "and staff may award more (+gains/award)."]
        if sheet is None:
            lines.append("You have no Muscle Wizard sheet yet; start with +archetype.")
            return lines
        costs = ", ".join(f"{w.name} d{w.full}" + (" (top)" if w.full == LARGEST else f": {raise_cost(w.full)}")
                          for w in sheet.words)
        lines.insert(0, f"{char.key} has {sheet.gains} Gain{'s' if sheet.gains != 1 else ''}.")
        lines.append("Spend them with +gains/raise <word>: one die size up for good. "
                     f"Gains to raise each Word: {costs}." if costs else
                     "Spend them with +gains/raise <word>: one die size up for good.")
        return lines

    def plan_raise(self, char, name: str, bank: Bank, now: float) -> Raise:
        raise RulesError("In Muscle Wizard, Words grow with Gains: +gains/raise <word> spends them.")
