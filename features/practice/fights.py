"""Practice fights (docs/rulings.md, "Practice fights").

A fight whose opponents are all practice NPCs is practice: when it ends,
every player character gets back what it took (wounds, Life Points or HP,
Tribulations, Readiness, Luck and Gains spent, a KO). Rolls stay in the
history and the scene log. A practice NPC is a demo wing's training
opponent (features/demo/opponents.py) or any NPC staff tag
``practice`` in category ``fourfold`` (``+practice``, or ``@tag``).

What a fight can take differs by ruleset, so each ruleset says what to
keep: its Ruleset description names a ``practice`` part, a class with
``snapshot(char) -> dict | None`` and ``restore(char, data) -> list[str]``
(rulesets/<key>/practice.py). This module does the rest, once:

- :class:`PracticeFight`, mixed into the fs3 and muse combat Scripts: a
  snapshot of each player character when they join, the fight's practice
  standing as NPCs join, and the restore when a fighter leaves or the
  fight stops;
- the bout functions, for pbta and mw, which have no fight Script: a bout
  begins with a player's first ``+spar`` against a practice NPC and ends
  with ``+spar/stop``, with leaving the room, or when harm from anyone
  else is about to land (what the bout took comes back first, so a real
  blow is never undone).
"""

from __future__ import annotations

from evennia.utils import logger
from evennia.utils.dbserialize import deserialize

PRACTICE_TAG, PRACTICE_CATEGORY = "practice", "fourfold"
BOUT_ATTRIBUTE, BOUT_CATEGORY = "practice_bout", "practice"

PRACTICE_NOTE = ("|wThis is a practice fight|n: when it ends, every player character gets "
                 "back what it took from them. Rolls stay in the logs.")
SPOILED_NOTE = ("{name} is no practice opponent: this fight is real now, and what it "
                "takes stays taken.")


# --- who is a practice opponent ------------------------------------------------
def is_npc(obj) -> bool:
    return bool(getattr(obj, "is_npc", False))


def is_practice_npc(obj) -> bool:
    """A demo wing's training opponent, or an NPC staff tagged as practice."""
    if obj is None or not is_npc(obj):
        return False
    if obj.tags.has(PRACTICE_TAG, category=PRACTICE_CATEGORY):
        return True
    from features.demo.opponents import is_demo_opponent

    return is_demo_opponent(obj)


def set_practice(obj, on: bool = True) -> None:
    """Tag (or untag) ``obj`` as a practice opponent. The caller checks
    that ``obj`` is an NPC and that the one asking is staff."""
    if on:
        obj.tags.add(PRACTICE_TAG, category=PRACTICE_CATEGORY)
    else:
        obj.tags.remove(PRACTICE_TAG, category=PRACTICE_CATEGORY)


# --- each ruleset's part -----------------------------------------------------------
def _part(ruleset_key: str):
    from rulesets.registry import get

    ruleset = get(ruleset_key)
    return ruleset.load("practice") if ruleset is not None else None


def snapshot(char, ruleset_key: str) -> dict | None:
    """What ``char`` has now that a fight under ``ruleset_key`` could take."""
    part = _part(ruleset_key)
    return part.snapshot(char) if part is not None else None


def restore(char, ruleset_key: str, data) -> list[str]:
    """Give ``char`` back what ``data`` (a snapshot) held; what came back,
    in words. A failure is logged and never raised: the fight ends anyway."""
    part = _part(ruleset_key)
    if part is None or data is None:
        return []
    try:
        given = part.restore(char, deserialize(data))
    except Exception:
        logger.log_trace(f"practice: could not restore #{getattr(char, 'id', '?')}")
        return []
    from typeclasses.vitals import send_vitals

    send_vitals(char)  # rich clients see the wounds or Life Points come back
    return given


def restored_line(char, given: list[str]) -> str:
    if not given:
        return f"{char.key} leaves the practice as they came."
    return f"Practice over for {char.key}: back to {', '.join(given)}."


# --- fights with a Script (fs3, muse) ----------------------------------------------
class PracticeFight:
    """Mixed into a combat Script that has ``ruleset``, ``db`` and
    ``announce``. Its fighter methods call :meth:`practice_join` when
    anyone joins, :meth:`practice_release` when a player character leaves,
    and :meth:`practice_end` when the fight stops."""

    @property
    def practice_snapshots(self) -> dict:
        return dict(deserialize(self.db.practice_snapshots or {}))

    @property
    def is_practice(self) -> bool:
        """Every opponent who ever joined was a practice NPC (and there was one)."""
        return bool(self.db.practice_npcs) and not self.db.practice_spoiled

    def practice_join(self, obj) -> None:
        """A fighter joins: keep a player character's snapshot (the first
        one: rejoining does not wipe what the fight took), or note an NPC."""
        if is_npc(obj):
            if is_practice_npc(obj):
                self.db.practice_npcs = True
            else:
                self.db.practice_spoiled = True
            return
        snaps = self.practice_snapshots
        if obj.dbref not in snaps:
            snaps[obj.dbref] = snapshot(obj, self.ruleset)
            self.db.practice_snapshots = snaps

    def practice_news(self, was_practice: bool, added) -> str:
        """The line that says the fight just became practice, or stopped
        being it ('' when nothing changed). ``added``: the NPCs just added."""
        if self.is_practice and not was_practice:
            return PRACTICE_NOTE
        if was_practice and not self.is_practice:
            real = next((o for o in added if is_npc(o) and not is_practice_npc(o)), None)
            return SPOILED_NOTE.format(name=real.key if real else "Someone")
        return ""

    def practice_release(self, obj) -> str:
        """A player character is done with the fight (left it, or was taken
        out): in a practice fight they get back what it took. Returns the
        line to tell ('' when nothing is given back)."""
        snaps = self.practice_snapshots
        if obj is None or obj.dbref not in snaps:
            return ""
        data = snaps.pop(obj.dbref)
        self.db.practice_snapshots = snaps
        if not self.is_practice:
            return ""
        return restored_line(obj, restore(obj, self.ruleset, data))

    def practice_end(self) -> list[str]:
        """The fight stops: in practice, everyone still owed gets it back."""
        from evennia.objects.models import ObjectDB

        lines = []
        for dbref in list(self.practice_snapshots):
            obj = ObjectDB.objects.filter(id=int(dbref.lstrip("#"))).first()
            line = self.practice_release(obj) if obj is not None else ""
            if line:
                lines.append(line)
        return lines


# --- bouts without a Script (pbta, mw) ------------------------------------------------
def bout_of(char) -> dict | None:
    """``{"ruleset", "opponent" (id), "name", "room" (id), "snapshot"}`` or None."""
    data = char.attributes.get(BOUT_ATTRIBUTE, category=BOUT_CATEGORY) if char else None
    return dict(deserialize(data)) if data else None


def begin_bout(char, ruleset_key: str, opponent) -> tuple[dict, bool]:
    """The bout ``char`` fights with ``opponent`` (begun now if none):
    (bout, whether it just began). A bout with another opponent or in
    another room ends first."""
    bout = bout_of(char)
    room_id = char.location.id if char.location else None
    if bout is not None and (bout["opponent"] != opponent.id or bout["room"] != room_id
                             or bout["ruleset"] != ruleset_key):
        end_bout(char)
        bout = None
    if bout is not None:
        return bout, False
    bout = {"ruleset": ruleset_key, "opponent": opponent.id, "name": opponent.key,
            "room": room_id, "snapshot": snapshot(char, ruleset_key)}
    char.attributes.add(BOUT_ATTRIBUTE, bout, category=BOUT_CATEGORY)
    return bout, True


def end_bout(char) -> str:
    """End ``char``'s bout, giving back what it took; the line saying so
    ('' when there was no bout)."""
    bout = bout_of(char)
    if bout is None:
        return ""
    char.attributes.remove(BOUT_ATTRIBUTE, category=BOUT_CATEGORY)
    return restored_line(char, restore(char, bout["ruleset"], bout["snapshot"]))


def stop_bout(cmd) -> str:
    """``+spar/stop`` for every ruleset: ends the caller's bout and returns
    the line saying what came back; fails the command when words follow the
    switch or there is no bout."""
    if cmd.args.strip():
        cmd.fail("+spar/stop takes nothing after it.")
    line = end_bout(cmd.caller)
    if not line:
        cmd.fail("You are not sparring with anyone.", syntax=False)
    return line


def outside_harm(char, source=None) -> str:
    """Harm from anyone but ``char``'s practice opponent is about to land:
    the bout ends first, so the real blow is never given back."""
    bout = bout_of(char)
    if bout is None or (source is not None and getattr(source, "id", None) == bout["opponent"]):
        return ""
    return end_bout(char)


def opponent_here(caller, name: str):
    """The practice NPC called ``name`` (key or alias, exact first, then a
    unique start) in the caller's room: (the NPC or None, why not)."""
    key = " ".join((name or "").split()).lower()
    room = caller.location
    if not key:
        return None, "Spar with whom? Name the training opponent here."
    npcs = [o for o in (room.contents if room else []) if is_npc(o)]
    names = {o: [o.key.lower()] + [a.lower() for a in o.aliases.all()] for o in npcs}
    found = [o for o in npcs if key in names[o]]
    found = found or [o for o in npcs if any(n.startswith(key) for n in names[o])]
    if not found:
        return None, f"There is no NPC called '{name.strip()}' here to spar with."
    if len(found) > 1:
        return None, f"'{name.strip()}' could be {', '.join(sorted(o.key for o in found))}."
    if not is_practice_npc(found[0]):
        return None, (f"{found[0].key} is no training opponent: sparring is practice, with "
                      f"an NPC meant for it (staff mark those with +practice).")
    return found[0], ""


BOUT_NOTE = ("|wA practice bout with {name} begins|n: whatever it takes from you comes back "
             "when it ends (+spar/stop, or leaving the room). Rolls stay in the logs.")
