"""Which sessions watch which scene: in memory only, dropped with the session.

One :class:`Watcher` per (session, scene): what the session's account is to
the scene (its characters' ids, staff or not), read once when it starts to
watch, so that sending to it asks the database nothing.
"""

from __future__ import annotations

from dataclasses import dataclass

_by_scene: dict[int, dict[int, Watcher]] = {}   # scene id -> sessid -> Watcher
_by_session: dict[int, set[int]] = {}           # sessid -> scene ids


@dataclass
class Watcher:
    session: object
    scene_id: int
    char_ids: frozenset      # the account's characters
    staff: bool


def watch(session, scene_id: int, char_ids, staff: bool) -> Watcher:
    found = Watcher(session, scene_id, frozenset(char_ids), bool(staff))
    _by_scene.setdefault(scene_id, {})[session.sessid] = found
    _by_session.setdefault(session.sessid, set()).add(scene_id)
    return found


def unwatch(session, scene_id: int) -> bool:
    """Stop ``session`` watching the scene; whether it was."""
    watching = _by_scene.get(scene_id)
    if not watching or watching.pop(session.sessid, None) is None:
        return False
    if not watching:
        del _by_scene[scene_id]
    scenes = _by_session.get(session.sessid)
    if scenes is not None:
        scenes.discard(scene_id)
        if not scenes:
            del _by_session[session.sessid]
    return True


def drop_session(session) -> None:
    """The session ended: every subscription of it goes."""
    for scene_id in list(_by_session.get(getattr(session, "sessid", None), ())):
        unwatch(session, scene_id)


def watched(scene_id: int) -> bool:
    return scene_id in _by_scene


def watchers(scene_id: int) -> list[Watcher]:
    """The scene's watchers whose session is still connected (a session
    that went without telling is dropped here)."""
    watching = _by_scene.get(scene_id)
    if not watching:
        return []
    from evennia.server.sessionhandler import SESSION_HANDLER

    live = []
    for sessid, found in list(watching.items()):
        if SESSION_HANDLER.get(sessid) is found.session:
            live.append(found)
        else:
            unwatch(found.session, scene_id)
    return live


def scenes_of(session) -> set[int]:
    return set(_by_session.get(getattr(session, "sessid", None), ()))


def forget() -> None:
    """Drop every subscription (tests)."""
    _by_scene.clear()
    _by_session.clear()
