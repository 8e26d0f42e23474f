"""muse's side of scenes: the scene feature (features/scenes/) runs scenes for
every ruleset; this module keeps what muse's rules take from them (storage
side: its commands, +rest among them, import it).

Under the rulings in docs/rulings.md ("muse", "Scenes"), what muse gives back "once a scene" or "at
the end of the session" comes back only when a scene that counts ends:
staff ran it, or at least two participants each posed
(features/scenes/store.py ``counts``). Opening and closing a scene alone
resets nothing.

- The heal outside combat (+heal) is keyed to the healer's scene epoch
  (scene_store ``epoch``: how many counting scenes it has been in when they
  ended), not to a scene's number: a new scene of one's own gives no new
  heal.
- When a scene that counts ends (:func:`end_of_scene`, this ruleset's
  ``scene_end`` part), for each muse participant: the overexertion
  penalties that last until the session ends are lifted, poison settles,
  and a Tired character who rested through the scene (``+rest`` while it
  ran) is Tired no more.

Helpers for other muse commands: :func:`current_scene` and
:func:`note_participant`.
"""

from __future__ import annotations

from evennia.objects.models import ObjectDB

from features.scenes import store as scene_store
from rules.muse import poison
from rules.muse.tribulations import TIRED, rest_scene
from rulesets.muse.combat_script import combat_of

REST_KEY = "rest_scene"


def current_scene(room):
    """The scene running or paused in ``room`` (a features.scenes.models.Scene), or None."""
    return scene_store.in_room(room)


def note_participant(room, char) -> None:
    """Count ``char`` in the room's scene, if there is one."""
    scene = current_scene(room)
    if scene is not None:
        scene_store.join(scene, char)


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


def end_of_scene(scene) -> list[str]:
    """A scene that counts ended: the muse resets for its participants (the
    heal needs nothing here: the participants' epochs have moved on).
    Returns lines for the room (poison, lifted penalties, Tired rested off)."""
    ids = [p.char_id for p in scene_store.participants(scene)]
    lifted, rested, lines = [], [], []
    marker = f"scene:{scene.id}"
    for char in ObjectDB.objects.filter(id__in=ids).order_by("db_key"):
        if not hasattr(char, "muse"):
            continue
        if char.muse.end_session():
            lifted.append(char.key)
        if char.muse._get(REST_KEY) == marker:
            char.muse._del(REST_KEY)
            if TIRED in char.muse.tribulations and combat_of(char) is None:
                char.muse.tribulations = rest_scene(char.muse.tribulations)
                rested.append(char.key)
        line = settle_poison(char)
        if line:
            lines.append(line)
    if lifted:
        lines.insert(0, f"Overexertion penalties lifted for {', '.join(sorted(lifted))}.")
    if rested:
        lines.append(f"Rested through the scene, no longer Tired: {', '.join(sorted(rested))}.")
    return lines
