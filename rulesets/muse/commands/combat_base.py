"""Shared parts of the muse +combat and +react commands: finding the fight,
the fighters, and who may act for whom."""

from core.command import FourfoldCommand
from rulesets.muse.combat_script import all_combats, combat_in_room, combat_of, is_npc

NO_FIGHT = "There is no muse fight here. Start one with +combat/start."


class MuseCombatBase(FourfoldCommand):
    """Helpers for every muse combat command."""

    help_category = "muse"

    def current_combat(self):
        """The fight the caller is in, else the one here, else one they organize."""
        script = combat_of(self.caller) or combat_in_room(self.caller.location)
        if script is None:
            script = next((s for s in all_combats() if s.organizer_id == self.caller.id), None)
        if script is None:
            self.fail(NO_FIGHT, syntax=False)
        return script

    def is_manager(self, script) -> bool:
        return script.organizer_id == self.caller.id or self.is_staff()

    def require_manager(self, script, what: str):
        if not self.is_manager(script):
            self.fail(f"Only the organizer or staff can {what}.", syntax=False)

    def parts(self, most: int) -> list[str]:
        """The arguments split at '=' (at most ``most`` parts)."""
        parts = [p.strip() for p in self.args.split("=")]
        if len(parts) > most:
            self.fail("Too many '=' in that.")
        return parts

    def find_fighter(self, script, name: str) -> str:
        """The id of the fighter called ``name`` (me, full name or unique prefix)."""
        name = (name or "").strip()
        if not name:
            self.fail("Name someone in the fight.")
        if name.lower() in ("me", "self"):
            if not script.has_combatant(self.caller):
                self.fail("You are not in this fight (+combat/join).", syntax=False)
            return self.caller.dbref
        names = script.names()
        key = name.lower()
        exact = [w for w, n in names.items() if n.lower() == key]
        if len(exact) == 1:
            return exact[0]
        # any alias of a fighter counts too ('training spirit' for Bramble)
        aliases = {w: [a.lower() for a in o.aliases.all()] for w, o in script.fighter_objects().items()}
        exact = exact or [w for w in names if key in aliases.get(w, ())]
        if len(exact) == 1:
            return exact[0]
        matches = exact or [w for w, n in names.items() if n.lower().startswith(key)
                            or any(a.startswith(key) for a in aliases.get(w, ()))]
        if len(matches) == 1:
            return matches[0]
        if matches:
            found = ", ".join(sorted(names[w] for w in matches))
            self.fail(f"'{name}' could be {found}: type more of the name.", syntax=False)
        self.fail(f"Nobody called '{name}' is in this fight.", syntax=False)

    def actor(self, script, name: str | None) -> str:
        """Who acts: the caller, or the NPC named (organizer and staff only)."""
        if not name:
            if not script.has_combatant(self.caller):
                self.fail("You are not in this fight (+combat/join).", syntax=False)
            return self.caller.dbref
        who = self.find_fighter(script, name)
        if who == self.caller.dbref:
            return who
        obj = script.fighter_objects().get(who)
        if obj is not None and is_npc(obj):
            if not self.is_manager(script):
                self.fail("Only the organizer or staff can act for NPCs.", syntax=False)
            return who
        self.fail(f"{script.names().get(who, who)} is another player's character; only "
                  f"they act for them.", syntax=False)
