"""Scenes as the game changes them: start, join, pause, finish, undo, the
pose order. Storage only (features/scenes/models.py rows and the running-scene
registry in features/scenes/log.py); the commands format and decide who
may (features/scenes/commands/scene.py).
"""

from __future__ import annotations

from django.conf import settings
from django.db import transaction
from django.db.models import Count

from core.message_types import POSE_KINDS
from features.scenes import log as scene_log
from features.scenes.clock import now


def _models():
    from features.scenes import models

    return models


def get(scene_id) -> object | None:
    """The scene with id ``scene_id`` (an int or digits, ``#`` allowed), or None."""
    text = str(scene_id).strip().lstrip("#")
    if not text.isascii() or not text.isdigit() or len(text) > 9:
        return None
    return _models().Scene.objects.filter(id=int(text)).first()


def in_room(room):
    """The scene running or paused in ``room``, or None."""
    if room is None:
        return None
    m = _models()
    return m.Scene.objects.filter(room_id=room.id, state__in=(m.RUNNING, m.PAUSED)).first()


def present_players(room) -> list:
    """The players' characters in ``room`` (an account's, not NPCs)."""
    from evennia.objects.objects import DefaultCharacter

    return [obj for obj in room.contents
            if isinstance(obj, DefaultCharacter) and obj.db_account_id is not None]


def start(room, owner, title: str = "", staff: bool = False):
    """A new running scene in ``room`` owned by ``owner``; everyone playing
    there joins it."""
    m = _models()
    when = now()
    with transaction.atomic():
        scene = m.Scene.objects.create(
            room_id=room.id, room_name=room.key, title=title, owner_id=owner.id,
            owner_name=owner.key, staff_run=staff, started=when,
            scene_type=settings.FOURFOLD_SCENE_TYPES[0])
        people = [owner] + [c for c in present_players(room) if c.id != owner.id]
        m.Participant.objects.bulk_create(
            [m.Participant(scene=scene, char_id=c.id, name=c.key, joined=when) for c in people])
    scene_log.forget_scene(scene.id)
    scene_log.set_running(room.id, scene.id)
    scene_log.changed(scene.id, room.id)
    return scene


def participants(scene) -> list:
    return list(scene.participants.all())


def is_participant(scene, char) -> bool:
    return scene.participants.filter(char_id=char.id).exists()


def join(scene, char) -> bool:
    """Add ``char``; False if already in."""
    _, made = _models().Participant.objects.get_or_create(
        scene=scene, char_id=char.id, defaults={"name": char.key, "joined": now()})
    scene_log.forget_scene(scene.id)  # the in-memory member set is read again
    if made:
        scene_log.changed(scene.id)
    return made


def leave(scene, char) -> bool:
    gone, _ = scene.participants.filter(char_id=char.id).delete()
    scene_log.forget_scene(scene.id)
    if gone:
        scene_log.changed(scene.id)
    return bool(gone)


def set_state(scene, state: str) -> None:
    m = _models()
    scene.state = state
    fields = ["state"]
    if state == m.FINISHED:
        scene.finished = now()
        scene.shared = not scene.private
        fields += ["finished", "shared"]
    scene.save(update_fields=fields)
    if state == m.RUNNING:
        scene_log.set_running(scene.room_id, scene.id)
    else:
        scene_log.set_stopped(scene.room_id)
    if state == m.FINISHED:
        scene_log.forget_scene(scene.id)
    scene_log.changed(scene.id, scene.room_id)


def update(scene, **fields) -> None:
    for key, value in fields.items():
        setattr(scene, key, value)
    if "private" in fields and scene.state == _models().FINISHED:
        scene.shared = not scene.private
        fields["shared"] = scene.shared
    scene.save(update_fields=list(fields))
    if "private" in fields:
        scene_log.forget_outsiders(scene.id)  # who a private scene takes is read again
    scene_log.changed(scene.id)


def last_pose(scene, char):
    return (scene.entries.filter(author_id=char.id, kind__in=POSE_KINDS)
            .order_by("-seq").first())


def undo(scene, char):
    """Remove ``char``'s last pose from the log; the removed entry or None."""
    entry = last_pose(scene, char)
    if entry is not None:
        entry.delete()
        scene_log.changed(scene.id)
    return entry


def posers(scene) -> dict:
    """char id -> number of poses, for everyone who posed in the scene."""
    rows = (scene.entries.filter(kind__in=POSE_KINDS, author_id__isnull=False)
            .values("author_id").annotate(n=Count("id")))
    return {row["author_id"]: row["n"] for row in rows}


def counts(staff_run: bool, members, posers) -> bool:
    """The ruling on what resets "once a scene": a scene counts when staff
    ran it (started it) or when at least two of its ``members`` (char ids)
    are among its ``posers`` (char ids who posed, said or emitted)."""
    return bool(staff_run) or len(set(members) & set(posers)) >= 2


def counts_as_session(scene) -> bool:
    """Whether ``scene`` counts, from its log as it is now (two queries)."""
    if scene.staff_run:
        return True
    return counts(False, scene.participants.values_list("char_id", flat=True), posers(scene))


def finish(scene) -> bool:
    """Finish ``scene``; whether it counts is worked out from its log once,
    here, and kept on the row with the new state. Returns it."""
    with transaction.atomic():
        scene.counted = counts_as_session(scene)
        scene.save(update_fields=["counted"])
        set_state(scene, _models().FINISHED)
    return scene.counted


def epoch(char) -> int:
    """``char``'s scene epoch: how many scenes that counted it has been in
    when they ended. An allowance "once a scene" spent at epoch N comes back
    when this moves past N: a scene opened and closed alone moves nothing."""
    return _models().Scene.objects.filter(counted=True, participants__char_id=char.id).count()


def entries(scene, staff: bool = False, start: int = 0, count: int | None = None):
    """The log from the ``start``-th entry (0-based), private rolls only for
    staff, in order."""
    rows = scene.entries.all().order_by("seq")
    if not staff:
        rows = rows.filter(private=False)
    if count is None:
        return list(rows[start:])
    return list(rows[start:start + count])


def entry_count(scene, staff: bool = False) -> int:
    rows = scene.entries.all()
    return rows.count() if staff else rows.filter(private=False).count()
