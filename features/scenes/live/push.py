"""What the game sends to the browser about scenes (out-of-band commands):
``scene_entry``, ``scene_state``, ``your_turn`` and ``room_scene``.

The scene log tells this module's :data:`NEWS` of every line it queues and
every change (features/scenes/log.py, :meth:`LiveNews.on_log`). A scene nobody watches costs one
dict lookup. For a watched one, the news is kept until the group commit
has stored it (core/writes/group_commit.py, an announcement), and then
each entry is shaped once, the state worked out once, and both sent to
every watcher: the watchers are in memory (watchers.py), so the pose
fan-out asks the database nothing per watcher.
"""

from __future__ import annotations

from core.web_sessions import is_web
from core.writes import group_commit
from features.scenes import log as scene_log
from features.scenes.live import state as live_state
from features.scenes.live import watchers

ENTRY, STATE, YOUR_TURN, ROOM_SCENE = "scene_entry", "scene_state", "your_turn", "room_scene"

class LiveNews:
    """The scene log's observer: news of watched scenes, kept until the
    commit has stored it, then sent to their watchers.

    ``news`` holds each scene's queued entries (None: the scene changed),
    ``rooms`` the rooms whose scene started, paused, resumed or ended, and
    ``turns`` whose turn each scene last told."""

    def __init__(self):
        self.news: dict[int, list] = {}
        self.rooms: set = set()
        self.queued = False
        self.turns: dict[int, int | None] = {}

    def on_log(self, scene_id: int, entry, room_id: int | None = None) -> None:
        """Keep the news for after the commit."""
        if room_id is not None:
            self.rooms.add(room_id)
        elif not watchers.watched(scene_id):
            return  # nobody watches: a pose costs this lookup only
        if watchers.watched(scene_id):
            self.news.setdefault(scene_id, []).append(entry)
        if not self.queued:
            self.queued = True
            group_commit.announce(self.send, on_fail=self.drop)

    def drop(self) -> None:
        """Forget the news not yet sent (the commit failed, or it is sent)."""
        self.news.clear()
        self.rooms.clear()
        self.queued = False

    def send(self) -> None:
        news, rooms = dict(self.news), set(self.rooms)
        self.drop()
        for room_id in rooms:
            try:
                send_room_scene_to_room(room_id)
            except Exception:
                from evennia.utils import logger

                logger.log_trace(f"room_scene for room {room_id} failed")
        for scene_id, items in news.items():
            try:
                self.send_scene_news(scene_id, items)
            except Exception:  # one scene's trouble never stops the others' news
                from evennia.utils import logger

                logger.log_trace(f"live scene news for scene {scene_id} failed")

    def send_scene_news(self, scene_id: int, items: list) -> None:
        if any(item is None for item in items):
            live_state.forget(scene_id)  # read again, now that the change is stored
        watching = watchers.watchers(scene_id)
        if not watching:
            return
        state = live_state.get(scene_id)
        if state is None:
            return
        for entry in items:
            if entry is None:
                continue
            live_state.note_entry(state, entry)
            public = entry_payload(entry)
            for watcher in watching:
                if not entry.private or watcher.staff:
                    watcher.session.msg(**{ENTRY: ((), public)})
        now = scene_log.now()
        turn_id = live_state.turn(state, now)
        for watcher in watching:
            watcher.session.msg(**{STATE: ((), live_state.payload(
                state, watcher.char_ids, watcher.staff, now, turn_id))})
        if turn_id != self.turns.get(scene_id):
            self.turns[scene_id] = turn_id
            if turn_id is not None and state.status == "running":
                send_your_turn(state, turn_id)

    def forget(self) -> None:
        self.drop()
        self.turns.clear()


NEWS = LiveNews()


def entry_payload(entry) -> dict:
    """``scene_entry`` for one logged line: safe HTML and plain text."""
    from core.text.plain import plain_with_breaks
    from features.scenes.text import html_entry

    return {"scene": entry.scene_id, "seq": entry.seq, "kind": entry.kind,
            "author": entry.author_name, "html": html_entry(entry),
            "text": plain_with_breaks(entry.text), "edited": bool(entry.edited_at),
            "at": entry.created.isoformat()}


def send_state(session, scene_id: int, char_ids, staff: bool) -> bool:
    """One ``scene_state`` to ``session`` (on watch). False: no such scene."""
    state = live_state.get(scene_id)
    if state is None:
        return False
    now = scene_log.now()
    session.msg(**{STATE: ((), live_state.payload(
        state, frozenset(char_ids), staff, now, live_state.turn(state, now)))})
    return True


def send_your_turn(state, char_id: int) -> None:
    """``your_turn`` to every session of the character whose turn it is."""
    from evennia.objects.models import ObjectDB

    char = ObjectDB.objects.get_id(char_id)  # in the idmapper's cache when it is in play
    if char is None:
        return
    for session in char.sessions.all():
        session.msg(**{YOUR_TURN: ((), {"scene": state.scene_id, "title": state.title})})


# --- room_scene ------------------------------------------------------------------
def web_sessions(char) -> list:
    return [s for s in char.sessions.all() if is_web(s)]


def room_scene_payload(room) -> dict:
    from features.scenes.models import PAUSED, RUNNING, Scene
    from rulesets import registry

    if room is None:
        return {"scene": None, "room": None, "ruleset": None}
    scene_id = scene_log.running_scene_id(room)
    if scene_id is None:
        scene_id = (Scene.objects.filter(room_id=room.id, state__in=(RUNNING, PAUSED))
                    .values_list("id", flat=True).first())
    return {"scene": scene_id, "room": room.key, "ruleset": registry.ruleset_for_room(room)[0]}


def send_room_scene(char, sessions=None) -> None:
    """``room_scene`` to ``char``'s web sessions: the scene of the room it
    stands in (or null). Nothing at all for a character with none."""
    sessions = web_sessions(char) if sessions is None else sessions
    if not sessions:
        return
    found = room_scene_payload(char.location)
    for session in sessions:
        session.msg(**{ROOM_SCENE: ((), found)})


def at_post_puppet(char) -> None:
    send_room_scene(char)


def at_post_move(char, source_location=None) -> None:
    send_room_scene(char)


def send_room_scene_to_room(room_id: int) -> None:
    """A scene started, paused, resumed or finished in the room: the web
    sessions of those standing there hear the room's scene anew (nothing is
    asked of the database when none of them plays from the web)."""
    from evennia.objects.models import ObjectDB

    room = ObjectDB.objects.get_id(room_id)
    if room is None:
        return
    people = [(obj, web_sessions(obj)) for obj in room.contents if hasattr(obj, "sessions")]
    people = [(obj, found) for obj, found in people if found]
    if not people:
        return
    found = room_scene_payload(room)
    for _obj, sessions in people:
        for session in sessions:
            session.msg(**{ROOM_SCENE: ((), found)})


def forget() -> None:
    """Drop what is kept (tests)."""
    NEWS.forget()
    live_state.forget()


scene_log.observe(NEWS.on_log)
