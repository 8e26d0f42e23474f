"""Constants and look-ups shared by the muse combat Script and its mixins
(see rulesets/muse/combat_script.py)."""

from __future__ import annotations

from core.game_settings import setting
from rules.muse import fight
from rules.muse.combat import find_distance
from rules.muse.sheet import Sheet

RULESET = "muse"
COMBAT_KEY = "muse_combat"
REACTION_ATTRIBUTE = "reaction_default"  # on the Character, category muse
CATEGORY = "muse"
TIMER_SLACK = 1.0  # seconds of timer jitter still counted as "time is up"


def reaction_timeout_seconds() -> int:
    return int(setting("FOURFOLD_MUSE_REACTION_TIMEOUT"))


def start_distance() -> str:
    return find_distance(setting("FOURFOLD_MUSE_START_DISTANCE"))


def is_npc(obj) -> bool:
    return bool(getattr(obj, "is_npc", False))


def default_reaction(obj) -> str:
    value = obj.attributes.get(REACTION_ATTRIBUTE, category=CATEGORY) if obj else None
    return value or fight.DEFAULT_REACTION


def set_default_reaction(obj, reaction: str) -> None:
    obj.attributes.add(REACTION_ATTRIBUTE, reaction, category=CATEGORY)


def sheet_of(obj) -> Sheet:
    handler = getattr(obj, "muse", None)
    return handler.sheet() if handler is not None else Sheet()


def pair_key(a: str, b: str) -> str:
    return "|".join(sorted((a, b)))
