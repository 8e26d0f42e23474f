"""What scenes do when a character comes into play (``at_post_puppet``):
the repose for someone who comes back into play in a scene they are in
(:func:`repose_on_puppet`). The ``room_log`` hook is the scene log itself
(features/scenes/log.py, ``LOG``).
"""

from __future__ import annotations

from core.staff import is_staff


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
