"""Starting and ending a session's watch of a scene (``scene_watch``,
``scene_unwatch``): the account must be allowed to read the scene, by the
same rule as its web page (features/scenes/access.py)."""

from __future__ import annotations

from core.staff import is_staff
from features.scenes import access
from features.scenes import store as scene_store
from features.scenes.live import push, watchers

ERROR = "scene_error"
NO_SCENE = "There is no such scene to follow."
SIGN_IN = "Sign in to follow a scene live."
PRIVATE = "That scene is private: for its participants and staff."
FINISHED = "That scene has finished: its log is on its page."


def refuse(session, scene, message: str) -> None:
    session.msg(**{ERROR: ((), {"scene": scene, "message": message})})


def scene_id_of(value) -> int | None:
    """The scene id a client sent (an int or digits), or None."""
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return value if 0 < value < 10**9 else None
    text = str(value or "").strip().lstrip("#")
    return int(text) if text.isascii() and text.isdigit() and 0 < len(text) <= 9 else None


def watch(session, value) -> bool:
    scene_id = scene_id_of(value)
    account = getattr(session, "account", None) if getattr(session, "logged_in", False) else None
    if scene_id is None:
        refuse(session, value if isinstance(value, (int, str)) else None, NO_SCENE)
        return False
    if account is None:
        refuse(session, scene_id, SIGN_IN)
        return False
    scene = scene_store.get(scene_id)
    if scene is None:
        refuse(session, scene_id, NO_SCENE)
        return False
    if not access.may_read(account, scene):
        refuse(session, scene_id, PRIVATE)
        return False
    if not scene.active:
        refuse(session, scene_id, FINISHED)
        return False
    chars, staff = access.char_ids(account), is_staff(account)
    watchers.watch(session, scene_id, chars, staff)
    push.send_state(session, scene_id, chars, staff)
    return True


def unwatch(session, value) -> bool:
    scene_id = scene_id_of(value)
    return scene_id is not None and watchers.unwatch(session, scene_id)
