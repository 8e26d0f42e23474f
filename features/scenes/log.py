"""Which rooms have a running scene, and the writing of their logs.

``ACTIVE`` maps a room's id to the id of the scene running (not paused)
there: the one dict lookup every message to a room pays (room_messages.py).
It is filled from the database the first time it is asked (:func:`load`)
and kept up to date by :func:`set_running` / :func:`set_stopped`.

A logged line is a :class:`features.scenes.models.SceneEntry` row. It is queued with
the group commit (core/writes/group_commit.py): the rows of one reactor turn
go in with one ``bulk_create``, and what the room sees is sent after that
commit, so a line players saw is a line the log holds.

What is logged (:func:`kind_of`): messages typed ``pose``, ``say`` or
``emit``, and the game's own untyped output (rolls, combat turns, aid,
Tribulations, damage). Typed messages of any other kind are not: moving
(``move``, ``traverse``, ``teleport``...), ``look``, ``whisper`` and ``ooc``.
A command that sends OOC text to a room should type it ``ooc`` (or call
``msg_contents(..., scene_log=False)``).
"""

from __future__ import annotations

from datetime import datetime, timezone

from core.message_types import POSE_KINDS
from core.staff import is_staff
from core.writes import group_commit

ACTIVE: dict[int, int] = {}          # room id -> running scene id
_loaded = [False]
_next_seq: dict[int, int] = {}       # scene id -> next entry's seq
_members: dict[int, set] = {}        # scene id -> participant char ids
_pending: list = []                  # SceneEntry rows waiting for the commit
_pending_members: list = []          # Participant rows waiting for the commit
_order: dict[int, bool] = {}         # scene id -> is +scene/order on
_outsiders: dict[int, dict] = {}     # scene id -> char id -> kept out (private scene)
# Who hears of new entries and changed scenes (the live pages and play page:
# features/scenes/live/push.py registers itself when it is imported, which
# is before anyone can watch). Each is called as ``func(scene_id, entry,
# room_id)``: ``entry`` is a queued SceneEntry, or None when the scene itself
# changed; ``room_id`` is its room's when it started, paused, resumed or ended.
_observers: list = []


def observe(func) -> None:
    """Call ``func(scene_id, entry_or_None, room_id_or_None)`` on every
    logged line and change."""
    if func not in _observers:
        _observers.append(func)


def changed(scene_id: int, room_id: int | None = None) -> None:
    """The scene changed (joined, left, retitled, its order switched...; with
    ``room_id``, it started, paused, resumed or ended there): its observers
    hear of it. Nothing is done when nobody observes."""
    for func in _observers:
        func(scene_id, None, room_id)


def load() -> None:
    """Read the running scenes from the database (first use, a restart)."""
    from features.scenes.models import RUNNING, Scene

    ACTIVE.clear()
    for scene_id, room_id in Scene.objects.filter(state=RUNNING).values_list("id", "room_id"):
        ACTIVE[room_id] = scene_id
    _loaded[0] = True


def running_scene_id(room) -> int | None:
    """The id of the scene running (not paused) in ``room``, or None."""
    if room is None:
        return None
    if not _loaded[0]:
        load()
    return ACTIVE.get(room.id)


def set_running(room_id: int, scene_id: int) -> None:
    if not _loaded[0]:
        load()
    ACTIVE[room_id] = scene_id


def set_stopped(room_id: int) -> None:
    if not _loaded[0]:
        load()
    ACTIVE.pop(room_id, None)


def kind_of(outkwargs) -> str | None:
    """The log kind of a room message with these out-kwargs, or None when
    it is not logged."""
    msg_type = outkwargs.get("type") if isinstance(outkwargs, dict) else None
    if msg_type is None:
        return "system"
    return msg_type if msg_type in POSE_KINDS else None


def now():
    return datetime.now(timezone.utc)


def _seq(scene_id: int) -> int:
    seq = _next_seq.get(scene_id)
    if seq is None:
        from django.db.models import Max

        from features.scenes.models import SceneEntry

        top = SceneEntry.objects.filter(scene_id=scene_id).aggregate(m=Max("seq"))["m"]
        seq = (top or 0) + 1
    _next_seq[scene_id] = seq + 1
    return seq


def members(scene_id: int) -> set:
    found = _members.get(scene_id)
    if found is None:
        from features.scenes.models import Participant

        found = set(Participant.objects.filter(scene_id=scene_id).values_list("char_id", flat=True))
        _members[scene_id] = found
    return found


def _outside(scene_id: int, char) -> bool:
    """Whether ``char``, not yet in the scene, stays out of it when they pose:
    a private scene takes only those invited and staff (RULINGS.md, the
    ruling on invitations). Asked once per newcomer, then kept until the
    scene's membership or privacy changes (:func:`forget_outsiders`)."""
    known = _outsiders.setdefault(scene_id, {})
    if char.id not in known:
        from features.scenes.models import Scene, SceneInvite

        private = Scene.objects.filter(id=scene_id, private=True).exists()
        known[char.id] = private and not (
            SceneInvite.objects.filter(scene_id=scene_id, char_id=char.id).exists()
            or is_staff(char))
    return known[char.id]


def add_member(scene_id: int, char) -> bool:
    """Queue ``char`` as a participant of the scene (once). True if new;
    False too for someone a private scene does not take (their pose is
    still logged: the room saw it)."""
    have = members(scene_id)
    if char.id in have or _outside(scene_id, char):
        return False
    from features.scenes.models import Participant

    have.add(char.id)
    _pending_members.append(Participant(scene_id=scene_id, char_id=char.id, name=char.key,
                                        joined=now()))
    group_commit.write(_write_pending, key="scene_log")
    return True


def log(room, kind: str, text: str, author=None, private: bool = False) -> bool:
    """Queue one line for the scene running in ``room``; False if none runs.
    The caller sends what the room sees through :func:`group_commit.announce`
    (or :func:`log_then_send`) so that it goes out after the commit."""
    scene_id = running_scene_id(room)
    if scene_id is None:
        return False
    log_to(scene_id, kind, text, author=author, private=private)
    return True


def log_to(scene_id: int, kind: str, text: str, author=None, private: bool = False) -> None:
    from features.scenes.models import SceneEntry

    is_char = author is not None and hasattr(author, "account") and kind in POSE_KINDS
    joined = False
    if is_char or (author is not None and kind == "roll"):
        joined = add_member(scene_id, author)
    row = SceneEntry(
        scene_id=scene_id, seq=_seq(scene_id), kind=kind,
        author_id=getattr(author, "id", None), author_name=getattr(author, "key", "") or "",
        text=text, private=private, created=now())
    _pending.append(row)
    group_commit.write(_write_pending, key="scene_log")
    for func in _observers:  # they send it on once it is committed
        if joined:
            func(scene_id, None, None)
        func(scene_id, row, None)


def log_then_send(room, kind: str, text: str, send, author=None) -> None:
    """Log ``text`` in the room's running scene (if any) and call ``send()``
    once it is committed; with no scene, ``send()`` at once."""
    if log(room, kind, text, author=author):
        group_commit.announce(send)
    else:
        send()


def set_order(scene_id: int, on: bool) -> None:
    _order[scene_id] = on


def _order_on(scene_id: int) -> bool:
    on = _order.get(scene_id)
    if on is None:
        from features.scenes.models import Scene

        on = bool(Scene.objects.filter(id=scene_id).values_list("order_on", flat=True).first())
        _order[scene_id] = on
    return on


def _write_pending() -> None:
    from features.scenes.models import Participant, SceneEntry

    rows, people = list(_pending), list(_pending_members)
    _pending.clear()
    _pending_members.clear()
    if people:
        Participant.objects.bulk_create(people, ignore_conflicts=True)
    if rows:
        SceneEntry.objects.bulk_create(rows)


def forget_outsiders(scene_id: int) -> None:
    """Who the scene keeps out is asked again (an invitation, its privacy
    changed); the rest of what is kept in memory stays."""
    _outsiders.pop(scene_id, None)


def forget_scene(scene_id: int) -> None:
    _next_seq.pop(scene_id, None)
    _members.pop(scene_id, None)
    _order.pop(scene_id, None)
    _outsiders.pop(scene_id, None)


def forget() -> None:
    """Drop every in-memory copy (tests; the database is what remains)."""
    ACTIVE.clear()
    _loaded[0] = False
    _next_seq.clear()
    _members.clear()
    _pending.clear()
    _pending_members.clear()
    _order.clear()
    _outsiders.clear()
