"""+scene: start and end a muse scene in a room.

A scene is an Attribute on the room (``scene``, category ``muse``):
``{"id": "<room dbref>:<start time>", "organizer": "#5", "organizer_name":
"Mara", "title": str, "started": epoch seconds, "participants": ["#5", ...]}``.
Everyone in the room when it starts takes part, and so does anyone who
rolls there (or arrives and rolls) while it runs.

Ending a scene is the game's "end of session" for the muse rules: it lifts
the overexertion penalties of its participants that last until the session
ends (asynchronous 1d6-day penalties keep running), clears their
once-per-scene heal so they may heal again outside combat in the next one,
and settles poison (rules/muse/poison.py): a participant still Poisoned
loses one more maximum Life Point, one cured of it gets back all it took.

Helpers for other muse commands: :func:`current_scene`, :func:`scene_id`,
:func:`note_participant`.
"""

from __future__ import annotations

import time

from evennia.objects.models import ObjectDB

from rules.muse import poison
from rulesets.muse.combat_script import combat_of

from commands.command import FourfoldCommand

SCENE_KEY = "scene"
CATEGORY = "muse"
TITLE_MAX = 60


def current_scene(room) -> dict | None:
    if room is None:
        return None
    data = room.attributes.get(SCENE_KEY, category=CATEGORY)
    return dict(data) if data else None


def scene_id(room) -> str | None:
    """The running scene's id (the once-per-scene heal marker), or None."""
    scene = current_scene(room)
    return scene["id"] if scene else None


def note_participant(room, char) -> None:
    """Count ``char`` in the room's running scene, if there is one."""
    scene = current_scene(room)
    if scene is None or char.dbref in scene["participants"]:
        return
    scene["participants"] = list(scene["participants"]) + [char.dbref]
    room.attributes.add(SCENE_KEY, scene, category=CATEGORY)


def _characters_present(room) -> list:
    return [obj for obj in room.contents if hasattr(obj, "muse")]


def settle_poison(char) -> str | None:
    """The session ends for ``char``: poison drains or gives back maximum
    Life Points. Returns a line for the room, or None when nothing changed."""
    sheet = char.muse.sheet()
    out = poison.end_session(sheet.tribulations, sheet.poison_drain, sheet.base_max_life,
                             sheet.life_points)
    if not out.changed:
        return None
    char.muse.poison_drain = out.drain_after
    char.muse.life_points = out.life_after
    fight = combat_of(char)
    if fight is not None:
        fight.sync_life(char)
    if out.lost:
        return f"Poison saps {char.key}: maximum Life Points now {out.max_after}."
    if out.restored:
        return (f"Free of the poison, {char.key} has maximum Life Points back at "
                f"{out.max_after}.")
    return None


class CmdScene(FourfoldCommand):
    """
    Start, show or end a muse scene in this room.

    Usage:
      +scene
      +scene/start [<title>]
      +scene/end

    Whoever starts a scene organizes it; the organizer or staff end it.
    Everyone here at the start is in the scene, and so is anyone who rolls
    here while it runs.

    Ending a scene counts as the end of the session: overexertion
    penalties that last until then are lifted for everyone in the scene
    (in an asynchronous game they run out after their days instead), and
    everyone may heal once outside combat again in the next scene.

    Poison also works by the session. Anyone in the scene who is still
    Poisoned when it ends loses one more point of maximum Life Points
    (never below 1; current Life Points above the new maximum drop to it).
    Once cured, the whole loss comes back when the scene they were cured
    in ends. +sheet shows how much poison has taken.

    Example:
      +scene/start The bandit road
      +scene/end
    """

    key = "+scene"
    switch_options = ("start", "end")
    syntax = "+scene  or  +scene/start [<title>]  or  +scene/end"
    help_category = "muse"

    def run(self):
        room = self.caller.location
        if room is None:
            self.fail("You need to be in a room for a scene.", syntax=False)
        scene = current_scene(room)
        if self.has_switch("start"):
            self.start(room, scene)
        elif self.has_switch("end"):
            self.end(room, scene)
        else:
            self.show(scene)

    def show(self, scene):
        if scene is None:
            self.caller.msg("No scene is running here. Start one with +scene/start.")
            return
        title = f" '{scene['title']}'" if scene.get("title") else ""
        mins = max(0, int((time.time() - scene["started"]) // 60))
        self.caller.msg(f"Scene{title}, organized by {scene['organizer_name']}, running for "
                        f"{mins} min with {len(scene['participants'])} taking part.")

    def start(self, room, scene):
        if scene is not None:
            self.fail(f"A scene is already running here (organized by {scene['organizer_name']}); "
                      "end it first with +scene/end.", syntax=False)
        title = " ".join(self.args.split())
        if len(title) > TITLE_MAX:
            self.fail(f"Keep the title to {TITLE_MAX} characters.")
        now = time.time()
        present = [c.dbref for c in _characters_present(room)]
        if self.caller.dbref not in present:
            present.append(self.caller.dbref)
        room.attributes.add(SCENE_KEY, {
            "id": f"{room.dbref}:{now:.3f}", "organizer": self.caller.dbref,
            "organizer_name": self.caller.key, "title": title, "started": now,
            "participants": present,
        }, category=CATEGORY)
        named = f" '{title}'" if title else ""
        room.msg_contents(f"{self.caller.key} starts a scene{named} here.")

    def end(self, room, scene):
        if scene is None:
            self.fail("No scene is running here.", syntax=False)
        if scene["organizer"] != self.caller.dbref and not self.is_staff():
            self.fail(f"Only {scene['organizer_name']}, who organizes this scene, or staff can end it.",
                      syntax=False)
        ids = set(scene["participants"]) | {c.dbref for c in _characters_present(room)}
        lifted, poisoned = [], []
        chars = ObjectDB.objects.filter(id__in=[int(i.lstrip("#")) for i in ids]).order_by("db_key")
        for char in chars:
            if not hasattr(char, "muse"):
                continue
            if char.muse.end_session():
                lifted.append(char.key)
            char.muse.healed_scene = None
            line = settle_poison(char)
            if line:
                poisoned.append(line)
        room.attributes.remove(SCENE_KEY, category=CATEGORY)
        note = (f" Overexertion penalties lifted for {', '.join(sorted(lifted))}." if lifted else "")
        room.msg_contents("\n".join([f"{self.caller.key} ends the scene.{note}"] + poisoned))
