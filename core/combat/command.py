"""The base of a ruleset's +combat commands: which fight, who manages it,
and which fighter a name means.

A ruleset's command names what differs in class attributes:

- ``lookup``: its :class:`core.combat.lookup.CombatLookup`;
- ``is_npc``: its NPC test (a staticmethod);
- ``list_hint``: where players see every fight (" (see +combats)"), or "".

and may override :meth:`FightCommand.fighter_table` to read the fighters
from its own state. Everything here fails with one clear line and changes
nothing.
"""

from __future__ import annotations

from typing import NamedTuple

from core.command import FourfoldCommand

NOT_IN_FIGHT = "You are not in this fight (+combat/join)."


class Fighter(NamedTuple):
    """What a name is matched against: the fighter's name, aliases (lower
    case) and whether it is an NPC."""

    name: str
    aliases: tuple[str, ...]
    npc: bool


def aliases_of(obj) -> tuple[str, ...]:
    return tuple(a.lower() for a in obj.aliases.all()) if obj is not None else ()


class FightCommand(FourfoldCommand):
    """Helpers every +combat switch (and +react) uses."""

    lookup = None       # a CombatLookup
    list_hint = ""      # " (see +combats)" where a list of fights exists

    @staticmethod
    def is_npc(obj) -> bool:
        return bool(getattr(obj, "is_npc", False))

    # --- which fight --------------------------------------------------------
    def no_fight_text(self) -> str:
        return f"There is no fight here{self.list_hint}. Start one with +combat/start."

    def current_combat(self):
        """The fight the caller is in, else the one in their room, else one
        they organize. Fails when there is none."""
        script = (self.lookup.combat_of(self.caller)
                  or self.lookup.combat_in_room(self.caller.location))
        if script is None:
            script = next((s for s in self.lookup.all_combats()
                           if s.organizer_id == self.caller.id), None)
        if script is None:
            self.fail(self.no_fight_text(), syntax=False)
        return script

    def is_manager(self, script) -> bool:
        return script.organizer_id == self.caller.id or self.is_staff()

    def require_manager(self, script, what: str):
        if not self.is_manager(script):
            self.fail(f"Only the organizer or staff can {what}.", syntax=False)

    def not_fighting(self, obj):
        """Fail if ``obj`` is in a fight of this kind already."""
        other = self.lookup.combat_of(obj)
        if other is not None:
            self.fail(f"{obj.key} is already in fight #{other.number}.", syntax=False)

    def is_player_character(self, obj) -> bool:
        from core.lookup.player_characters import is_player_character

        return is_player_character(obj) and not self.is_npc(obj)

    # --- which fighter ------------------------------------------------------
    def fighter_table(self, script, state=None) -> dict[str, Fighter]:
        """Fighter id -> :class:`Fighter`, read from the fighters' objects."""
        return {w: Fighter(o.key, aliases_of(o), self.is_npc(o))
                for w, o in script.fighter_objects().items()}

    def pick_fighter(self, script, name: str, table: dict | None = None) -> str:
        """The id of the fighter ``name`` means: me, a full name or alias,
        else a unique beginning of one."""
        name = (name or "").strip()
        if not name:
            self.fail("Name someone in the fight.")
        if name.lower() in ("me", "self"):
            if not script.has_combatant(self.caller):
                self.fail(NOT_IN_FIGHT, syntax=False)
            return self.caller.dbref
        table = self.fighter_table(script) if table is None else table
        key = name.lower()
        found = [w for w, f in table.items() if f.name.lower() == key]
        if len(found) == 1:
            return found[0]
        # any alias counts too ('Sergeant' for Sergeant Vell)
        found = found or [w for w, f in table.items() if key in f.aliases]
        if len(found) == 1:
            return found[0]
        found = found or [w for w, f in table.items()
                          if any(n.startswith(key) for n in (f.name.lower(),) + f.aliases)]
        if len(found) == 1:
            return found[0]
        if found:
            names = ", ".join(sorted(table[w].name for w in found))
            self.fail(f"'{name}' could be {names}: type more of the name.", syntax=False)
        self.fail(f"Nobody called '{name}' is in this fight.", syntax=False)

    def acting_fighter(self, script, name: str | None, table: dict | None = None) -> str:
        """The id of who acts: the caller, or the NPC named (the organizer
        and staff only); nobody acts for another player's character."""
        if name is None or not name.strip():
            if not script.has_combatant(self.caller):
                self.fail(NOT_IN_FIGHT, syntax=False)
            return self.caller.dbref
        table = self.fighter_table(script) if table is None else table
        who = self.pick_fighter(script, name, table)
        if who == self.caller.dbref:
            return who
        if table[who].npc:
            if not self.is_manager(script):
                self.fail("Only the organizer or staff can act for NPCs.", syntax=False)
            return who
        self.fail(f"{table[who].name} is another player's character; nobody acts for them.",
                  syntax=False)
