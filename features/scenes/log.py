"""Which rooms have a running scene, and the writing of their logs: one
:class:`SceneLog` object, :data:`LOG`.

The log knows which room runs which scene (not paused): the one dict lookup
every message to a room pays while it asks :meth:`SceneLog.logging`. That
map is filled from the database the first time it is asked
(:meth:`SceneLog.load`) and kept up to date by :meth:`SceneLog.set_running` /
:meth:`SceneLog.set_stopped`.

A logged line is a :class:`features.scenes.models.SceneEntry` row, made by
:meth:`SceneLog.record` (the scene side of ``core.room_record.record``, the
one call through which everything said in a room is kept). Rows are queued
with the group commit (core/writes/group_commit.py): the rows of one
reactor turn go in with one ``bulk_create``, and what the room sees is sent
after that commit, so a line players saw is a line the log holds.

What is logged (``core.message_types.logged_kind``): messages typed
``pose``, ``say`` or ``emit``, and the game's own untyped output (rolls,
combat turns, aid, Tribulations, damage); never moving, ``look``,
``whisper`` or ``ooc``. A command that sends OOC text to a room types it
``ooc`` (or calls ``msg_contents(..., scene_log=False)``).

The module-level functions are the one log's methods, for callers that
read ``scene_log.running_scene_id(room)`` and the like.
"""

from __future__ import annotations

from core.message_types import POSE_KINDS
from core.staff import is_staff
from core.writes import group_commit
from features.scenes.clock import now


class SceneLog:
    """The running scenes and what is waiting to be written to their logs.

    Observers (:meth:`observe`) hear of every queued line and every change to
    a scene, as ``func(scene_id, entry, room_id)``: ``entry`` is a queued
    SceneEntry, or None when the scene itself changed; ``room_id`` is its
    room's when it started, paused, resumed or ended. The live pages and the
    play page observe it (features/scenes/live/push.py, registered when it
    is imported, which is before anyone can watch)."""

    def __init__(self):
        self.active: dict[int, int] = {}     # room id -> running scene id
        self.loaded = False
        self._next_seq: dict[int, int] = {}  # scene id -> next entry's seq
        self._members: dict[int, set] = {}   # scene id -> participant char ids
        self._pending: list = []             # SceneEntry rows waiting for the commit
        self._pending_members: list = []     # Participant rows waiting for the commit
        self._order: dict[int, bool] = {}    # scene id -> is +scene/order on
        self._outsiders: dict[int, dict] = {}  # scene id -> char id -> kept out
        self._observers: list = []

    # --- who hears of it ----------------------------------------------------------
    def observe(self, func) -> None:
        """Call ``func(scene_id, entry_or_None, room_id_or_None)`` on every
        logged line and change."""
        if func not in self._observers:
            self._observers.append(func)

    def changed(self, scene_id: int, room_id: int | None = None) -> None:
        """The scene changed (joined, left, retitled, its order switched...;
        with ``room_id``, it started, paused, resumed or ended there): its
        observers hear of it."""
        for func in self._observers:
            func(scene_id, None, room_id)

    # --- which rooms run a scene --------------------------------------------------
    def load(self) -> None:
        """Read the running scenes from the database (first use, a restart)."""
        from features.scenes.models import RUNNING, Scene

        self.active.clear()
        for scene_id, room_id in Scene.objects.filter(state=RUNNING).values_list("id", "room_id"):
            self.active[room_id] = scene_id
        self.loaded = True

    def running_scene_id(self, room) -> int | None:
        """The id of the scene running (not paused) in ``room``, or None."""
        if room is None:
            return None
        if not self.loaded:
            self.load()
        return self.active.get(room.id)

    def logging(self, room) -> bool:
        """Whether a scene runs in ``room``: one dict test once loaded."""
        if self.loaded and not self.active:
            return False
        return self.running_scene_id(room) is not None

    def set_running(self, room_id: int, scene_id: int) -> None:
        if not self.loaded:
            self.load()
        self.active[room_id] = scene_id

    def set_stopped(self, room_id: int) -> None:
        if not self.loaded:
            self.load()
        self.active.pop(room_id, None)

    # --- who is in it -------------------------------------------------------------
    def members(self, scene_id: int) -> set:
        found = self._members.get(scene_id)
        if found is None:
            from features.scenes.models import Participant

            found = set(Participant.objects.filter(scene_id=scene_id)
                        .values_list("char_id", flat=True))
            self._members[scene_id] = found
        return found

    def _outside(self, scene_id: int, char) -> bool:
        """Whether ``char``, not yet in the scene, stays out of it when they
        pose: a private scene takes only those invited and staff
        (docs/rulings.md, "Scenes"). Asked once per newcomer, then kept until
        the scene's membership or privacy changes (:meth:`forget_outsiders`)."""
        known = self._outsiders.setdefault(scene_id, {})
        if char.id not in known:
            from features.scenes.models import Scene, SceneInvite

            private = Scene.objects.filter(id=scene_id, private=True).exists()
            known[char.id] = private and not (
                SceneInvite.objects.filter(scene_id=scene_id, char_id=char.id).exists()
                or is_staff(char))
        return known[char.id]

    def add_member(self, scene_id: int, char) -> bool:
        """Queue ``char`` as a participant of the scene (once). True if new;
        False too for someone a private scene does not take (their pose is
        still logged: the room saw it)."""
        have = self.members(scene_id)
        if char.id in have or self._outside(scene_id, char):
            return False
        from features.scenes.models import Participant

        have.add(char.id)
        self._pending_members.append(Participant(scene_id=scene_id, char_id=char.id,
                                                 name=char.key, joined=now()))
        group_commit.write(self._write_pending, key="scene_log")
        return True

    # --- the log's lines ----------------------------------------------------------
    def record(self, room, text: str, kind: str, author=None, private: bool = False) -> bool:
        """Queue one line for the scene running in ``room``; False if none
        runs. The caller shows the text after the commit (group_commit.announce).
        After a pose-like line, with the pose order on, the room hears who is
        next once everything of that commit is shown."""
        scene_id = self.running_scene_id(room)
        if scene_id is None:
            return False
        self.record_to(scene_id, text, kind, author=author, private=private)
        if kind in POSE_KINDS and self.order_on(scene_id):
            group_commit.announce_last(lambda: _announce_next(room, scene_id, author))
        return True

    def record_to(self, scene_id: int, text: str, kind: str, author=None,
                  private: bool = False) -> None:
        """Queue one line for scene ``scene_id`` (running or not)."""
        from features.scenes.models import SceneEntry

        is_char = author is not None and hasattr(author, "account") and kind in POSE_KINDS
        joined = False
        if is_char or (author is not None and kind == "roll"):
            joined = self.add_member(scene_id, author)
        row = SceneEntry(
            scene_id=scene_id, seq=self._seq(scene_id), kind=kind,
            author_id=getattr(author, "id", None), author_name=getattr(author, "key", "") or "",
            text=text, private=private, created=now())
        self._pending.append(row)
        group_commit.write(self._write_pending, key="scene_log")
        for func in self._observers:  # they send it on once it is committed
            if joined:
                func(scene_id, None, None)
            func(scene_id, row, None)

    def _seq(self, scene_id: int) -> int:
        seq = self._next_seq.get(scene_id)
        if seq is None:
            from django.db.models import Max

            from features.scenes.models import SceneEntry

            top = SceneEntry.objects.filter(scene_id=scene_id).aggregate(m=Max("seq"))["m"]
            seq = (top or 0) + 1
        self._next_seq[scene_id] = seq + 1
        return seq

    def _write_pending(self) -> None:
        from features.scenes.models import Participant, SceneEntry

        rows, people = list(self._pending), list(self._pending_members)
        self._pending.clear()
        self._pending_members.clear()
        if people:
            Participant.objects.bulk_create(people, ignore_conflicts=True)
        if rows:
            SceneEntry.objects.bulk_create(rows)

    # --- the pose order -----------------------------------------------------------
    def set_order(self, scene_id: int, on: bool) -> None:
        self._order[scene_id] = on

    def order_on(self, scene_id: int) -> bool:
        """Whether +scene/order is on for the scene (asked once, then kept)."""
        on = self._order.get(scene_id)
        if on is None:
            from features.scenes.models import Scene

            on = bool(Scene.objects.filter(id=scene_id).values_list("order_on", flat=True).first())
            self._order[scene_id] = on
        return on

    # --- forgetting ---------------------------------------------------------------
    def forget_outsiders(self, scene_id: int) -> None:
        """Who the scene keeps out is asked again (an invitation, its privacy
        changed); the rest of what is kept in memory stays."""
        self._outsiders.pop(scene_id, None)

    def forget_scene(self, scene_id: int) -> None:
        self._next_seq.pop(scene_id, None)
        self._members.pop(scene_id, None)
        self._order.pop(scene_id, None)
        self._outsiders.pop(scene_id, None)

    def forget(self) -> None:
        """Drop every in-memory copy (tests; the database is what remains).
        The observers stay: they are the modules that listen."""
        self.active.clear()
        self.loaded = False
        self._next_seq.clear()
        self._members.clear()
        self._pending.clear()
        self._pending_members.clear()
        self._order.clear()
        self._outsiders.clear()


def _announce_next(room, scene_id: int, author) -> None:
    """``[Pose order] <name> is next.`` to the room, leaving out the author."""
    from features.scenes.models import Scene
    from features.scenes.order import pose_order

    scene = Scene.objects.filter(id=scene_id).first()
    if scene is None:
        return
    order = [row for row in pose_order(scene) if row[1] != getattr(author, "id", None)]
    if order:
        name = order[0][0].replace("|", "||")
        room.msg_contents(f"|w[Pose order]|n {name} is next.", scene_log=False)


LOG = SceneLog()

# The one log's methods, by the names callers use.
observe = LOG.observe
changed = LOG.changed
load = LOG.load
running_scene_id = LOG.running_scene_id
logging = LOG.logging
set_running = LOG.set_running
set_stopped = LOG.set_stopped
members = LOG.members
add_member = LOG.add_member
record = LOG.record
record_to = LOG.record_to
set_order = LOG.set_order
order_on = LOG.order_on
forget_outsiders = LOG.forget_outsiders
forget_scene = LOG.forget_scene
forget = LOG.forget
