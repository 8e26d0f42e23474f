"""muse's advancement part (``Ruleset.advancement``): staff award levels, and
each level's Trait points raise Traits (rules/muse/advancement.py; the
numbers are FOURFOLD_MUSE_* settings)."""

from __future__ import annotations

from django.conf import settings

from core.advancement import Advancement
from rules.advancement import Bank, Raise
from rules.errors import RulesError
from rules.muse import advancement as rules
from rules.muse.initiative import actions_per_turn
from rules.muse.traits import RATING_MAX, TRAITS, find_trait


def level_rules() -> rules.LevelRules:
    return rules.LevelRules(points_per_level=int(settings.FOURFOLD_MUSE_POINTS_PER_LEVEL),
                            levels_per_award_max=int(settings.FOURFOLD_MUSE_LEVEL_AWARD_MAX))


class MuseAdvancement(Advancement):
    unit = "Trait points"
    takes_levels = True
    raise_help = "+xp/raise <Trait>"

    def overview(self, char, bank: Bank, now: float) -> list[str]:
        lr = level_rules()
        sheet = char.muse.sheet()
        traits = ", ".join(f"{t} {sheet.rating(t)}" for t in TRAITS)
        lines = [
            f"{char.key} is level {sheet.level} ({actions_per_turn(sheet.level)} actions a turn) "
            f"with {bank.balance} unspent Trait point{'s' if bank.balance != 1 else ''}.",
            f"Staff award levels (+level/award); each level gives {lr.points_per_level} Trait "
            f"point{'s' if lr.points_per_level != 1 else ''}, and more levels bring more actions a turn.",
            f"A point raises one Trait by 1 with +xp/raise <Trait>, up to {RATING_MAX}; "
            f"at {RATING_MAX} a Trait is Mastered and its 6s explode.",
            f"Traits: {traits}.",
        ]
        if not char.muse.approved:
            lines.append("Your sheet is not approved yet: points are spent after approval.")
        return lines

    def plan_raise(self, char, name: str, bank: Bank, now: float) -> Raise:
        trait = find_trait(name)
        if not char.muse.approved:
            raise RulesError("Your muse sheet is not approved yet; in chargen, set Traits with +stat.")
        return rules.plan_raise(trait, char.muse.rating(trait), bank, level_rules())

    def apply_raise(self, char, plan: Raise) -> list[str]:
        char.muse.set_rating(plan.ability, plan.new)
        if rules.mastered_after(plan):
            return [f"{plan.ability} is Mastered: its 6s explode."]
        return []

    def revert_raise(self, char, ability: str, old: int, new: int) -> None:
        rating = char.muse.rating(ability)
        if rating != new:
            raise RulesError(f"{char.key}'s {ability} is {rating} now, not {new}; undo the later change first.")
        char.muse.set_rating(ability, old)

    def plan_levels(self, char, levels: int) -> tuple[int, int]:
        lr = level_rules()
        return rules.check_level_award(char.muse.level, levels, lr), rules.points_for(levels, lr)

    def check_level_undo(self, char, levels: int, balance: int) -> None:
        rules.check_level_undo(char.muse.level, levels, balance, level_rules())

    def change_level(self, char, change: int) -> None:
        char.muse.level = char.muse.level + change
