"""Fights kept past their end, and the scenes they were part of
(features/scenes/models.py ``Fight``).

A fight runs in its ruleset's combat Script, which keeps the turn log and
is deleted when the fight ends. The Script calls :func:`note_scene` the
first time one of its lines is logged in a scene (so a running fight is
already linked from that scene's page) and :func:`keep` as it is deleted,
with everything its log page shows. Storage only: the Script says what to
keep, the web pages who may read it (features/scenes/access.py
``may_read_fight``).
"""

from __future__ import annotations

from django.db import transaction

from features.scenes.clock import now


def _models():
    from features.scenes import models

    return models


def note_scene(number: int, ruleset: str, scene_id: int, room=None, log_url: str = "") -> None:
    """Fight ``number`` is part of scene ``scene_id`` (made if new)."""
    m = _models()
    scene = m.Scene.objects.filter(id=scene_id).first()
    if scene is None:
        return
    with transaction.atomic():
        fight, _ = m.Fight.objects.get_or_create(number=int(number), defaults={
            "ruleset": ruleset, "log_url": log_url, "room_id": getattr(room, "id", None),
            "room_name": getattr(room, "key", "") or ""})
        fight.scenes.add(scene)


def keep(number: int, *, ruleset: str, room_id=None, room_name: str = "", organizer_name: str = "",
         fighters=(), readers=(), turns=(), last_turn: int = 0, scene_ids=(),
         log_url: str = ""):
    """Keep fight ``number`` as it ended: its turns (``{"turn", "time",
    "text"}``, oldest first), who fought, who may read it (character ids)
    and the scenes it was part of. Returns the row."""
    m = _models()
    with transaction.atomic():
        fight, _ = m.Fight.objects.update_or_create(number=int(number), defaults={
            "ruleset": ruleset, "room_id": room_id, "room_name": room_name or "",
            "organizer_name": organizer_name or "", "fighters": list(fighters),
            "readers": sorted({int(i) for i in readers}),
            "turns": [{"turn": t.get("turn"), "time": t.get("time"), "text": str(t.get("text", ""))}
                      for t in turns],
            "last_turn": int(last_turn or 0), "log_url": log_url, "ended": now()})
        scenes = list(m.Scene.objects.filter(id__in=[int(i) for i in scene_ids]))
        if scenes:
            fight.scenes.add(*scenes)
    return fight


def kept(number) -> object | None:
    """The finished fight numbered ``number``, or None."""
    try:
        number = int(number)
    except (TypeError, ValueError):
        return None
    return _models().Fight.objects.filter(number=number, ended__isnull=False).first()


def of_scene(scene) -> list:
    """The fights that were part of ``scene``, by number."""
    return list(scene.fights.order_by("number"))


def scenes_of(number) -> list:
    """The scenes fight ``number`` has been part of so far, oldest first."""
    fight = _models().Fight.objects.filter(number=int(number)).first()
    return list(fight.scenes.order_by("id")) if fight else []
