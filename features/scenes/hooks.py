"""What the layers below ask of scenes, through the ``room_log`` hook
(core/features.py): is this room's talk being logged, log a line, and
after a logged pose, who is next in the pose order.

Each function reads features/scenes/log.py when called (never a copy taken
at import), so the log's state is the one place the answer comes from.
"""

from __future__ import annotations

from core.writes import group_commit
from features.scenes import log as scene_log
from features.scenes import store


def logging(room) -> bool:
    """Whether a scene runs in ``room`` (one dict test when none runs anywhere)."""
    if not scene_log.ACTIVE and scene_log._loaded[0]:
        return False
    return scene_log.running_scene_id(room) is not None


def kind_of(outkwargs) -> str | None:
    return scene_log.kind_of(outkwargs)


def log(room, kind: str, text: str, author=None, private: bool = False) -> bool:
    return scene_log.log(room, kind, text, author=author, private=private)


def after_logged(room, kind: str, author=None) -> None:
    """Call after queueing a logged line's announcement: with the pose order
    on, the room hears who is next once the pose is out."""
    if kind not in scene_log.POSE_KINDS:
        return
    scene_id = scene_log.ACTIVE.get(room.id)
    if scene_id is None or not scene_log._order_on(scene_id):
        return
    group_commit.announce(lambda: _announce_next(room, scene_id, author))


def _announce_next(room, scene_id: int, author) -> None:
    from features.scenes.models import Scene

    scene = Scene.objects.filter(id=scene_id).first()
    if scene is None:
        return
    order = [row for row in store.pose_order(scene) if row[1] != getattr(author, "id", None)]
    if order:
        name = order[0][0].replace("|", "||")
        room.msg_contents(f"|w[Pose order]|n {name} is next.", scene_log=False)
