"""Shared parts of the +combat commands: finding the fight, the fighters and
who may act for whom."""

import re

from core.command import FourfoldCommand
from rules.fs3.combat.combatant import Combatant
from rules.fs3.combat.state import CombatState
from rulesets.fs3.combat_script import all_combats, combat_in_room, combat_of

TEAM_RE = re.compile(r"^[A-Za-z0-9_-]{1,12}$")
INT_RE = re.compile(r"^[+-]?\d+$")
MODIFIER_LIKE_RE = re.compile(r"^[+-]|^\d")
NO_FIGHT = "There is no fight here. Start one with +combat/start, or see +combats."


class CombatCommandBase(FourfoldCommand):
    """Helpers for every +combat switch."""

    help_category = "fs3"

    # --- which fight ------------------------------------------------------------
    def current_combat(self):
        """The fight the caller is in, else the one in their room, else one
        they organize. Fails when there is none."""
        script = combat_of(self.caller) or combat_in_room(self.caller.location)
        if script is None:
            for candidate in all_combats():
                if candidate.organizer_id == self.caller.id:
                    script = candidate
                    break
        if script is None:
            self.fail(NO_FIGHT, syntax=False)
        return script

    def is_manager(self, script) -> bool:
        return script.organizer_id == self.caller.id or self.is_staff()

    def require_manager(self, script, what: str):
        if not self.is_manager(script):
            self.fail(f"Only the organizer or staff can {what}.", syntax=False)

    # --- which fighter -----------------------------------------------------------
    def find_combatant(self, state: CombatState, name: str) -> Combatant:
        name = (name or "").strip()
        if not name:
            self.fail("Name someone in the fight.")
        if name.lower() in ("me", "self"):
            me = state.combatants.get(self.caller.dbref)
            if me is None:
                self.fail("You are not in this fight (+combat/join).", syntax=False)
            return me
        key = name.lower()
        exact = [c for c in state.combatants.values() if c.name.lower() == key]
        if len(exact) == 1:
            return exact[0]
        # Fighters are found by any alias too ('Sergeant' for Sergeant Vell).
        names = self._fighter_names(state)
        exact = exact or [c for c in state.combatants.values()
                          if key in names.get(c.id, ())]
        if len(exact) == 1:
            return exact[0]
        matches = exact or [c for c in state.combatants.values()
                            if any(n.startswith(key) for n in names.get(c.id, (c.name.lower(),)))]
        if len(matches) == 1:
            return matches[0]
        if matches:
            names = ", ".join(sorted(c.name for c in matches))
            self.fail(f"'{name}' could be {names}: type more of the name.", syntax=False)
        self.fail(f"Nobody called '{name}' is in this fight.", syntax=False)

    @staticmethod
    def _fighter_names(state: CombatState) -> dict[str, tuple[str, ...]]:
        """Combatant id -> its name and aliases, lower case."""
        from evennia.objects.models import ObjectDB

        ids = [int(cid.lstrip("#")) for cid in state.combatants if cid.lstrip("#").isdigit()]
        out = {cid: (c.name.lower(),) for cid, c in state.combatants.items()}
        for obj in ObjectDB.objects.filter(id__in=ids):
            aliases = tuple(a.lower() for a in obj.aliases.all())
            out[obj.dbref] = out.get(obj.dbref, ()) + aliases
        return out

    def actor(self, script, state: CombatState, name: str | None) -> Combatant:
        """Who is acting: the caller, or the NPC (or own character) named."""
        if name is None or not name.strip():
            me = state.combatants.get(self.caller.dbref)
            if me is None:
                self.fail("You are not in this fight (+combat/join).", syntax=False)
            return me
        who = self.find_combatant(state, name)
        if who.id == self.caller.dbref:
            return who
        if who.is_npc:
            if not self.is_manager(script):
                self.fail("Only the organizer or staff can act for NPCs.", syntax=False)
            return who
        self.fail(f"{who.name} is another player's character; nobody acts for them.",
                  syntax=False)

    def parse_team(self, text: str) -> str:
        team = (text or "").strip()
        if not TEAM_RE.match(team):
            self.fail(f"'{team}' is not a team name: use up to 12 letters, digits, - or _.")
        return team

    def tell(self, script, text: str):
        """Tell the whole fight (one message each)."""
        script.announce(text)
