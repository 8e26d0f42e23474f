"""Tokens and levels.

Levelling up trades in 7 + the current level in tokens, raises one stat by
1 (never past +3) and adds 1 to maximum HP. The new point of HP is gained
at once. Someone down, unconscious, bargaining or dead cannot level up.
"""

from __future__ import annotations

from dataclasses import replace

from rules.errors import RulesError
from rules.pbta.sheet import AWAKE, UP, Sheet
from rules.pbta.stats import STAT_MAX, find_stat

LEVEL_BASE_COST = 7
LEVEL_MAX_HP_GAIN = 1
LEVEL_STAT_GAIN = 1


def level_up_cost(level: int) -> int:
    """Tokens to trade in to rise from ``level``."""
    return LEVEL_BASE_COST + level


def adjust_tokens(sheet: Sheet, change: int) -> Sheet:
    """Award (positive) or remove (negative) tokens; never below 0."""
    tokens = sheet.tokens + change
    if tokens < 0:
        raise RulesError(f"That would leave {tokens} tokens; tokens never go below 0.")
    return replace(sheet, tokens=tokens)


def levelled_max_hp(people_hp: int, level: int) -> int:
    """Maximum HP of someone of a people with ``people_hp`` at ``level``."""
    return people_hp + (level - 1) * LEVEL_MAX_HP_GAIN


def level_up(sheet: Sheet, stat: str) -> Sheet:
    """Spend tokens for the next level, raising ``stat``."""
    name = find_stat(stat)
    cost = level_up_cost(sheet.level)
    if sheet.condition not in AWAKE:
        raise RulesError("Get back on your feet before you level up.")
    if sheet.tokens < cost:
        raise RulesError(f"Levelling up from {sheet.level} takes {cost} tokens; you have {sheet.tokens}.")
    if sheet.stats[name] + LEVEL_STAT_GAIN > STAT_MAX:
        raise RulesError(f"{name} is already at {STAT_MAX:+d}, the highest a stat goes.")
    return replace(
        sheet,
        tokens=sheet.tokens - cost,
        level=sheet.level + 1,
        stats={**sheet.stats, name: sheet.stats[name] + LEVEL_STAT_GAIN},
        earned={**sheet.earned, name: sheet.earned.get(name, 0) + LEVEL_STAT_GAIN},
        max_hp=sheet.max_hp + LEVEL_MAX_HP_GAIN,
        hp=sheet.hp + LEVEL_MAX_HP_GAIN,
        condition=UP,
    )
