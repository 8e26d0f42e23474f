"""What fs3's +combat commands add to the shared base (core/combat/command.py):
its fights, its NPC test, teams, and fighters read from the fight's state."""

import re

from core.combat.command import FightCommand, Fighter, aliases_of
from rules.fs3.combat.combatant import Combatant
from rules.fs3.combat.state import CombatState
from rulesets.fs3.combat_script import _lookup, is_npc

TEAM_RE = re.compile(r"^[A-Za-z0-9_-]{1,12}$")
INT_RE = re.compile(r"^[+-]?\d+$")
MODIFIER_LIKE_RE = re.compile(r"^[+-]|^\d")


class CombatCommandBase(FightCommand):
    """Helpers for every fs3 +combat switch."""

    help_category = "fs3"
    lookup = _lookup
    list_hint = " (see +combats)"
    is_npc = staticmethod(is_npc)

    # --- which fighter -----------------------------------------------------------
    def fighter_table(self, script, state: CombatState | None = None) -> dict[str, Fighter]:
        """Every combatant in the state (by the name the fight knows), with
        the aliases of its object."""
        state = script.get_state() if state is None else state
        objects = script.combatant_objects(state)
        return {cid: Fighter(c.name, aliases_of(objects.get(cid)), c.is_npc)
                for cid, c in state.combatants.items()}

    def find_combatant(self, script, state: CombatState, name: str) -> Combatant:
        """The combatant ``name`` means (see FightCommand.pick_fighter)."""
        return state.combatants[self.pick_fighter(script, name, self.fighter_table(script, state))]

    def actor(self, script, state: CombatState, name: str | None) -> Combatant:
        """Who is acting: the caller, or the NPC (or own character) named."""
        table = self.fighter_table(script, state) if name and name.strip() else None
        return state.combatants[self.acting_fighter(script, name, table)]

    def parse_team(self, text: str) -> str:
        team = (text or "").strip()
        if not TEAM_RE.match(team):
            self.fail(f"'{team}' is not a team name: use up to 12 letters, digits, - or _.")
        return team

    def tell(self, script, text: str):
        """Tell the whole fight (one message each)."""
        script.announce(text)
