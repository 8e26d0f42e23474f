"""Finding the fights of one kind of combat Script: every one in the game,
the one in a room, the one a character is in, one by number. The fs3 and
muse combat modules each make one :class:`CombatLookup` and export its
methods under the names their commands import."""

from __future__ import annotations


class CombatLookup:
    def __init__(self, script_class, marker: str):
        self.script_class = script_class  # a Script typeclass
        self.marker = marker              # the class attribute that is True on it

    def all_combats(self) -> list:
        """Every fight of this kind in the game, oldest first."""
        return list(self.script_class.objects.all_family().order_by("id"))

    def combat_in_room(self, room):
        """The fight of this kind held in ``room``, or None."""
        if room is None:
            return None
        for script in room.scripts.all():
            if getattr(script, self.marker, False):
                return script
        return None

    def combat_of(self, obj):
        """The fight of this kind ``obj`` is fighting in, or None."""
        for script in self.all_combats():
            if script.has_combatant(obj):
                return script
        return None

    def invited_to(self, obj):
        """The latest fight of this kind that invited ``obj`` and that it
        has not joined, or None."""
        for script in reversed(self.all_combats()):
            if script.is_invited(obj):
                return script
        return None

    def functions(self) -> tuple:
        """(all_combats, combat_in_room, combat_of, combat_by_number,
        invited_to), for a ruleset's module to export under those names."""
        return (self.all_combats, self.combat_in_room, self.combat_of,
                self.combat_by_number, self.invited_to)

    def combat_by_number(self, number: int):
        """The fight with this fight number (or, failing that, this old
        Script id): see core/combat/fight_numbers.py."""
        from core.combat.fight_numbers import find

        return find(self.all_combats(), number)
