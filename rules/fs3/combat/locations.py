"""Hit locations: where a hit lands, and what that does to the wound roll.

The humanoid table is aimed at center mass: the index is a d10 (counted from
0) plus the attack's net hits, so better attacks drift toward the chest,
and an index past the end lands on the last entry.
"""

from __future__ import annotations

from rules.dice import Rng

LOCATION_DIE = 10
HEAD, CHEST, ABDOMEN = "Head", "Chest", "Abdomen"
LEFT_ARM, RIGHT_ARM, LEFT_LEG, RIGHT_LEG = "Left Arm", "Right Arm", "Left Leg", "Right Leg"
LOCATIONS = (HEAD, CHEST, ABDOMEN, LEFT_ARM, RIGHT_ARM, LEFT_LEG, RIGHT_LEG)

HUMANOID_TABLE: tuple[str, ...] = (
    LEFT_LEG, RIGHT_LEG, LEFT_ARM, RIGHT_ARM, ABDOMEN, ABDOMEN, HEAD, CHEST, CHEST, CHEST,
)

HEAD_MODIFIER = 30
TORSO_MODIFIER = 0
LIMB_MODIFIER = -30
LOCATION_MODIFIERS: dict[str, int] = {
    HEAD: HEAD_MODIFIER,
    CHEST: TORSO_MODIFIER,
    ABDOMEN: TORSO_MODIFIER,
    LEFT_ARM: LIMB_MODIFIER,
    RIGHT_ARM: LIMB_MODIFIER,
    LEFT_LEG: LIMB_MODIFIER,
    RIGHT_LEG: LIMB_MODIFIER,
}


def location_index(die: int, net_hits: int, table: tuple[str, ...] = HUMANOID_TABLE) -> int:
    """Table index for a location die of ``die`` (1..10) and ``net_hits``."""
    return min(die - 1 + max(0, net_hits), len(table) - 1)


def location_for(die: int, net_hits: int, table: tuple[str, ...] = HUMANOID_TABLE) -> str:
    return table[location_index(die, net_hits, table)]


def roll_location(rng: Rng, net_hits: int,
                  table: tuple[str, ...] = HUMANOID_TABLE) -> tuple[int, str]:
    """Roll the location die: (the die, the location it gives)."""
    die = rng.randint(1, LOCATION_DIE)
    return die, location_for(die, net_hits, table)


def location_modifier(location: str) -> int:
    """What a hit on ``location`` adds to the wound roll (0 for unknown ones)."""
    return LOCATION_MODIFIERS.get(location, TORSO_MODIFIER)
