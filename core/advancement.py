"""The part a ruleset gives for advancement (its ``Ruleset.advancement``):
what ``+xp`` says and does in that ruleset's rooms (features/advancement/).

A ruleset's part subclasses :class:`Advancement` and overrides what it
uses. The feature keeps the records (every award and spend) and hands the
part a :class:`rules.advancement.Bank` built from them; the part checks the
rules, changes the sheet, and never writes a record itself. A refusal is a
:class:`rules.errors.RulesError` whose message the player reads.
"""

from __future__ import annotations

from rules.advancement import Bank, Raise
from rules.errors import RulesError


class Advancement:
    """A ruleset without a bank of its own (its growth is in its own commands)."""

    unit = ""              # what the bank holds ("XP", "Trait points"); "" for none
    takes_xp = False       # +xp/award and the weekly award fill this bank
    takes_levels = False   # +level/award gives this ruleset's levels
    raise_help = "+xp/raise <ability>"  # how a player spends, for +xp's lines

    def overview(self, char, bank: Bank, now: float) -> list[str]:
        """+xp's lines: what the character has and can buy, or how to grow here."""
        raise NotImplementedError

    def plan_raise(self, char, name: str, bank: Bank, now: float) -> Raise:
        """The raise ``+xp/raise <name>`` would make, checked (RulesError if not)."""
        raise RulesError("Nothing here is raised with +xp/raise; +xp says how characters grow.")

    def apply_raise(self, char, plan: Raise) -> list[str]:
        """Write a checked raise to the sheet; extra lines to tell the player."""
        raise NotImplementedError

    def revert_raise(self, char, ability: str, old: int, new: int) -> None:
        """Take a raise back (an undo): refused when the rating moved on since."""
        raise RulesError("This ruleset keeps no raises to undo.")

    def award_taken(self, char, balance: int, amount: int) -> int:
        """How much of an award of ``amount`` the bank takes in."""
        return amount

    def weekly(self, char, balance: int) -> int:
        """The weekly award for a character who took part in a scene that week."""
        return 0

    def plan_levels(self, char, levels: int) -> tuple[int, int]:
        """(new level, points given) for an award of ``levels``."""
        raise RulesError("Characters here do not take awarded levels.")

    def check_level_undo(self, char, levels: int, balance: int) -> None:
        """Refuse taking ``levels`` back when that cannot be done."""
        raise RulesError("Characters here do not take awarded levels.")

    def change_level(self, char, change: int) -> None:
        """Add ``change`` (positive or negative) to the character's level."""
        raise NotImplementedError
