"""What the layers below ask of scenes, through the ``room_log`` hook
(core/features.py): is this room's talk being logged, log a line, and
after a logged pose, who is next in the pose order; and, through
``at_post_puppet``, the repose for someone who comes back into play in a
scene they are in (:func:`repose_on_puppet`).

Each function reads features/scenes/log.py when called (never a copy taken
at import), so the log's state is the one place the answer comes from.
"""

from __future__ import annotations

from core.staff import is_staff
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


def fitted(text: str, session) -> str:
    """``text`` wrapped at spaces to ``session``'s screen when its client
    told its width, as a roll or a pose shown live is (core/text/screen.py);
    as it is for a client that wraps for itself (the web client)."""
    from core.text import screen

    return screen.fit(text, screen.of_session(session)[0]) if screen.reported(session) else text


def repose_on_puppet(char) -> None:
    """A character came into play: if it stands in a scene it is part of, it
    is shown the scene's latest entries (FOURFOLD_SCENE_REPOSE), on the
    connection that just came in, wrapped to its screen as the same lines
    were live (this runs outside any command, so nothing else fits them).
    One query when no scene runs there."""
    from evennia.utils import logger

    from features.scenes import tools
    from features.scenes.text import repose_block
    from typeclasses.shared_puppet import joining_session

    try:
        scene = tools.repose_here(char)
        if scene is None:
            return
        staff = is_staff(char)
        first, rows = tools.repose(scene, staff=staff)
        block = repose_block(scene, first, rows)
        joining = joining_session(char)
        targets = [joining] if joining is not None else list(char.sessions.all())
        if not targets:
            char.msg(block)
        for session in targets:
            char.msg(fitted(block, session), session=session)
    except Exception:  # the repose must never stand between a player and the game
        logger.log_trace("scene repose at login failed")
