"""Non-player characters for fs3 combat.

An NPC is a Character with one rating that stands for every roll it makes
(``npc_rating``) and the kind of NPC it is (``npc_level``: Goon, Henchman
or Boss, whose default ratings live in rulesets/fs3/gear_data.py). Combat can make
throwaway NPCs on the spot (``+combat/add``); those remember which combat
made them (``npc_combat_id``) and are deleted when that combat stops.
"""

from evennia.typeclasses.attributes import AttributeProperty

from rulesets.fs3.gear_data import DEFAULT_NPC_KIND, NPC_RATINGS
from typeclasses.characters import Character


def npc_levels() -> dict[str, int]:
    """NPC kinds and their default ratings, from the gear table."""
    return dict(NPC_RATINGS)


def find_level(name: str) -> str | None:
    """The NPC kind called ``name`` (any case, unique prefix), or None."""
    key = (name or "").strip().lower()
    if not key:
        return None
    for level in NPC_RATINGS:
        if level.lower() == key:
            return level
    matches = [lv for lv in NPC_RATINGS if lv.lower().startswith(key)]
    return matches[0] if len(matches) == 1 else None


class NPC(Character):
    """A non-player character: one rating for every roll."""

    npc_level = AttributeProperty(DEFAULT_NPC_KIND, category="fs3")
    npc_rating = AttributeProperty(NPC_RATINGS[DEFAULT_NPC_KIND], category="fs3")
    # The id of the combat Script that made this NPC (None: made by staff).
    npc_combat_id = AttributeProperty(None, category="fs3")
    # Gear from the catalogue given by a fight's organizer (+combat/weapon,
    # +combat/armor): a weapon row (None: bare hands) and armor rows. Gear
    # objects the NPC wields or wears count first (rulesets/fs3/combat_script.py).
    npc_weapon = AttributeProperty(None, category="fs3")
    npc_armor = AttributeProperty(list, category="fs3")

    is_npc = True

    def set_level(self, level: str) -> None:
        """Make this NPC a Goon, Henchman or Boss, with that kind's rating."""
        found = find_level(level)
        if found is None:
            raise ValueError(f"unknown NPC level {level!r}")
        self.npc_level = found
        self.npc_rating = NPC_RATINGS[found]
