"""What muse's +combat and +react commands add to the shared base
(core/combat/command.py): its fights and its NPC test, fighters by id."""

from core.combat.command import FightCommand
from rulesets.muse.combat_script import _lookup, is_npc


class MuseCombatBase(FightCommand):
    """Helpers for every muse combat command."""

    help_category = "muse"
    lookup = _lookup
    is_npc = staticmethod(is_npc)

    def parts(self, most: int) -> list[str]:
        """The arguments split at '=' (at most ``most`` parts)."""
        parts = [p.strip() for p in self.args.split("=")]
        if len(parts) > most:
            self.fail("Too many '=' in that.")
        return parts

    def find_fighter(self, script, name: str) -> str:
        """The id of the fighter called ``name`` (me, full name or unique prefix)."""
        return self.pick_fighter(script, name)

    def actor(self, script, name: str | None) -> str:
        """Who acts: the caller, or the NPC named (organizer and staff only)."""
        return self.acting_fighter(script, name)
