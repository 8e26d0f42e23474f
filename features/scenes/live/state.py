"""A scene's state for the live pages (``scene_state``), worked out once per
change and kept in memory.

:func:`load` reads a scene from the database (its row, participants and when
each last posed: three queries), when someone starts to watch it or after
it changed (a join, a pause...). A logged pose only moves its author's time
and the turn, in memory (:func:`note_entry`). :func:`payload` then shapes
the same state for each watcher from what the watcher holds (its
characters' ids, staff or not): no query per watcher.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime, timedelta

from django.conf import settings

from core.message_types import POSE_KINDS


@dataclass
class SceneState:
    scene_id: int
    title: str
    status: str
    room_id: int
    room: str
    ruleset: str
    owner_id: int | None
    private: bool
    order: bool
    # char id -> [name, when they last posed (or joined)], in the order they joined
    people: dict = field(default_factory=dict)
    last_author: int | None = None


_states: dict[int, SceneState] = {}


def load(scene_id: int) -> SceneState | None:
    """The scene's state from the database (None when there is no such scene)."""
    from django.db.models import Max
    from evennia.objects.models import ObjectDB

    from features.scenes.models import Scene
    from rulesets import registry

    scene = Scene.objects.filter(id=scene_id).first()
    if scene is None:
        _states.pop(scene_id, None)
        return None
    room = ObjectDB.objects.get_id(scene.room_id)
    ruleset = registry.ruleset_for_room(room)[0] if room is not None else registry.default_key()
    poses = scene.entries.filter(kind__in=POSE_KINDS, author_id__isnull=False)
    last = dict(poses.values("author_id").annotate(t=Max("created")).values_list("author_id", "t"))
    latest = poses.order_by("-seq").values_list("author_id", flat=True).first()
    state = SceneState(
        scene_id=scene.id, title=scene.title, status=scene.state, room_id=scene.room_id,
        room=room.key if room is not None else scene.room_name, ruleset=ruleset,
        owner_id=scene.owner_id, private=scene.private, order=scene.order_on,
        people={p.char_id: [p.name, last.get(p.char_id) or p.joined]
                for p in scene.participants.all()},
        last_author=latest)
    _states[scene_id] = state
    return state


def get(scene_id: int) -> SceneState | None:
    return _states.get(scene_id) or load(scene_id)


def note_entry(state: SceneState, entry) -> bool:
    """A logged line moves its author's last pose (a pose, say or emit by a
    participant). True when the state changed."""
    if entry.kind not in POSE_KINDS or entry.author_id not in state.people:
        return False
    state.people[entry.author_id][1] = entry.created
    state.last_author = entry.author_id
    return True


def turn(state: SceneState, at: datetime) -> int | None:
    """Whose turn it is with the pose order on: of the participants who
    posed (or joined) within FOURFOLD_SCENE_ORDER_DROP seconds, the one who
    has waited longest, never the one who posed last (as the room is told:
    features/scenes/hooks.py)."""
    if not state.order:
        return None
    drop = timedelta(seconds=settings.FOURFOLD_SCENE_ORDER_DROP)
    waiting = [(when, char_id) for char_id, (_name, when) in state.people.items()
               if char_id != state.last_author and at - when <= drop]
    return min(waiting)[1] if waiting else None


def payload(state: SceneState, watcher_chars: frozenset, staff: bool, at: datetime,
            turn_id: int | None) -> dict:
    """``scene_state`` as one watcher gets it."""
    mine = watcher_chars & state.people.keys()
    runs = state.status == "running"
    organizer = staff or state.owner_id in watcher_chars
    return {
        "scene": state.scene_id, "title": state.title, "status": state.status,
        "room": state.room, "ruleset": state.ruleset,
        "participants": [{"name": name, "idle": max(0, int((at - when).total_seconds())),
                          "you": char_id in watcher_chars}
                         for char_id, (name, when) in state.people.items()],
        "order": state.order,
        "turn": state.people[turn_id][0] if turn_id in state.people else None,
        "your_turn": turn_id is not None and turn_id in watcher_chars,
        "may_post": runs and bool(mine),
        "may_start": state.status == "paused" and organizer,
        "may_finish": state.status != "finished" and organizer,
    }


def forget(scene_id: int | None = None) -> None:
    """Drop the kept state of one scene (or all: tests)."""
    if scene_id is None:
        _states.clear()
    else:
        _states.pop(scene_id, None)
