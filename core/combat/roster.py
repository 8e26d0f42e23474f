"""Who runs a fight and who is asked to join it: the part every combat
Script (fs3's and muse's) keeps the same way.

:class:`FightRoster` is mixed into a ruleset's combat Script. It keeps, in
the Script's Attributes (names fixed: fights already running in a game
read them after an upgrade):

- ``db.organizer_id``: the id of the organizing character;
- ``db.organizer_ids``: every character that has organized it (the first
  and those it was handed to), who may read its log as long as it is kept;
- ``db.invited``: ids of player characters asked to join (+combat/invite)
  who have not joined yet; an invitation is only ever accepted by the
  player's own +combat/join (docs/rulings.md, "Who may decide what");
- ``db.npc_ids``: ids of the NPCs the fight made (they go when it stops);
- ``db.ruleset``: the ruleset's key.

The Script names what differs in class attributes and hooks:
``ruleset`` and ``combat_key`` (its key), ``begin_interval()`` (the
timer it starts with), ``at_fight_begun(organizer)``, and
``fighter_objects()`` (fighter id -> object, as every Script has).
"""

from __future__ import annotations

from evennia.objects.models import ObjectDB
from evennia.utils import create


def object_by_id(obj_id):
    """The object with id (or dbref) ``obj_id``, or None."""
    if obj_id is None:
        return None
    text = str(obj_id).lstrip("#")
    return ObjectDB.objects.filter(id=int(text)).first() if text.isdigit() else None


class FightRoster:
    """Organizer, invitations, made NPCs and who hears the fight."""

    ruleset = ""      # the ruleset's key, stored in db.ruleset
    combat_key = ""   # the Script's key
    combat_desc = ""  # the Script's description

    # --- making one ---------------------------------------------------------
    def roster_defaults(self) -> None:
        """Call from ``at_script_creation``: the Script's key and the
        roster's empty Attributes."""
        self.key = self.combat_key
        self.desc = self.combat_desc
        self.persistent = True
        self.db.organizer_id = None
        self.db.ruleset = self.ruleset
        self.db.npc_ids = []

    @classmethod
    def begin_interval(cls) -> int:
        """Seconds of the timer a new fight starts with."""
        raise NotImplementedError

    def at_fight_begun(self, organizer) -> None:
        """Called once the new fight is made and numbered."""

    @classmethod
    def begin(cls, room, organizer):
        """A new fight in ``room``, organized by ``organizer`` (not yet in it)."""
        script = create.create_script(
            cls, key=cls.combat_key, obj=room, persistent=True,
            interval=cls.begin_interval(), start_delay=True, autostart=True)
        script.organizer_id = organizer.id
        script.number_fight()  # 1, 2, 3 in the game (core/combat/fight_numbers.py)
        script.at_fight_begun(organizer)
        return script

    # --- the organizer ------------------------------------------------------
    @property
    def organizer_id(self) -> int | None:
        value = self.db.organizer_id
        return None if value is None else int(value)

    @organizer_id.setter
    def organizer_id(self, value: int) -> None:
        everyone = self.organizer_ids  # the one organizing until now included
        self.db.organizer_id = int(value)
        if int(value) not in everyone:
            everyone.append(int(value))
        if everyone != [int(i) for i in (self.db.organizer_ids or [])]:
            self.db.organizer_ids = everyone

    @property
    def organizer_ids(self) -> list[int]:
        """Everyone who has organized the fight, the first first (a fight
        begun before this was kept knows only its organizer now)."""
        ids = [int(i) for i in (self.db.organizer_ids or [])]
        current = self.db.organizer_id
        if current is not None and int(current) not in ids:
            ids.append(int(current))
        return ids

    @property
    def organizer(self):
        return object_by_id(self.organizer_id)

    _object = staticmethod(object_by_id)

    def organizes(self, obj) -> bool:
        return obj is not None and self.organizer_id == obj.id

    # --- invitations --------------------------------------------------------
    @property
    def invited_ids(self) -> list[int]:
        """Player characters invited who have not joined (oldest first)."""
        return [int(i) for i in (self.db.invited or [])]

    def is_invited(self, obj) -> bool:
        return obj is not None and obj.id in self.invited_ids

    def invite(self, obj) -> None:
        if obj.id not in self.invited_ids:
            self.db.invited = self.invited_ids + [obj.id]

    def forget_invitation(self, obj) -> None:
        if obj.id in self.invited_ids:
            self.db.invited = [i for i in self.invited_ids if i != obj.id]

    # --- NPCs the fight made ------------------------------------------------
    @property
    def npc_ids(self) -> list[int]:
        return [int(i) for i in (self.db.npc_ids or [])]

    def remember_npc(self, npc) -> None:
        self.db.npc_ids = self.npc_ids + [npc.id]

    def forget_npc(self, npc) -> None:
        self.db.npc_ids = [i for i in self.npc_ids if i != npc.id]

    def made_here(self, obj) -> bool:
        """Whether ``obj`` is an NPC this fight made."""
        return getattr(obj, "npc_combat_id", None) == self.id

    def at_fight_over(self, fighters: list) -> None:
        """Called as the fight ends, before its NPCs and Script go."""

    def close_fight(self, fighters: list) -> list[str]:
        """End the fight: a practice fight gives back what it took (and
        says so), :meth:`at_fight_over` runs, the NPCs it made and the
        Script are deleted. Returns the names of those NPCs."""
        given = self.practice_end() if hasattr(self, "practice_end") else []
        if given:
            self.announce("\n".join(given))
        self.at_fight_over(fighters)
        removed = self.delete_made_npcs()
        self.delete()
        return removed

    def delete_made_npcs(self) -> list[str]:
        """Delete the NPCs this fight made; their names."""
        removed = []
        for npc in ObjectDB.objects.filter(id__in=self.npc_ids):
            if self.made_here(npc):
                removed.append(npc.key)
                npc.delete()
        return removed

    # --- who hears the fight ------------------------------------------------
    def fighter_objects(self) -> dict:
        """Fighter id -> its object (the Script says how)."""
        raise NotImplementedError

    def recipients(self, objects: dict | None = None) -> list:
        """The room, plus the fighters (``objects``, looked up when not
        given) and the organizer who are elsewhere; each once."""
        room = self.obj
        candidates = list(room.contents) if room else []
        objects = self.fighter_objects() if objects is None else objects
        candidates += list(objects.values())
        organizer = self.organizer
        if organizer is not None:
            candidates.append(organizer)
        seen, out = set(), []
        for obj in candidates:
            if obj.id not in seen and hasattr(obj, "msg"):
                seen.add(obj.id)
                out.append(obj)
        return out
