"""Each room's recent rolls (for ``+rolls``), kept in memory and written
to the room's ``roll_history`` Attribute behind the game's back.

A roll is the commonest thing players do, and writing a 100-entry list to
the database on every one made ``+roll`` many times dearer than ``say``.
So the history of a room lives in memory (a capped deque, loaded from the
Attribute the first time the room is asked for) and is written back at most
once every ``settings.FOURFOLD_ROLL_HISTORY_FLUSH`` seconds, and always when
the server stops or reloads (``at_server_stop`` calls :func:`flush_all`).
A hard crash can therefore lose the last few seconds of roll *history*:
never a sheet, wound or Luck point, which are written at once as always.
A flush delay of 0 (or less) writes on every roll.

The cache is keyed by the room's id, not kept on the room object, so a room
dropped from Evennia's object cache and loaded again finds its history.

The Attribute holds the list as JSON text (a *string* Attribute): Evennia
pickles an ordinary Attribute's value after walking every entry in Python,
which made each room's write a stall of several milliseconds. Each entry
is encoded when the roll is made, so a flush only joins the texts; rooms
written before are updated with one UPDATE for all of them, and all changed
rooms are written in one transaction, several times quicker than
Evennia's save or Django's ``bulk_update`` (each flush is a stall of the
Server, and it showed in +roll's p99 in the load benchmark; figures in
bench/RESULTS.md, "Profile figures behind the code"). A list pickled by an
older Fourfold is still read.

With many busy rooms one write of them all is still a stall, long enough
to set the opposed roll's p99 at a thousand players. So the timed write goes in
slices: the rooms changed when it starts are written, longest-waiting
first, ``settings.FOURFOLD_ROLL_HISTORY_SLICE`` rooms to a transaction, with
the reactor free to serve players for ``SLICE_GAP`` seconds between slices.
Rooms changed meanwhile wait for the next write. :func:`flush_all` (server
stop and reload) still writes everything at once.
"""

import json
import time
from collections import deque

from django.db import transaction

from core.game_settings import setting
from core.writes.flush_later import FlushLater

HISTORY_KEY = "roll_history"

_cache: dict[int, deque] = {}   # room id -> recent entries as JSON text (oldest first)
# room ids whose cache is newer than the db, longest-waiting first (a dict
# keeps the order in which they were first changed since their last write)
_dirty: dict[int, None] = {}
_round: list[int] = []          # rooms still to write in the timed write under way
SLICE_GAP = 0.02                # seconds between two slices of a timed write


def _keep() -> int:
    return max(0, int(setting("FOURFOLD_ROLL_HISTORY")))


def _delay() -> float:
    return float(setting("FOURFOLD_ROLL_HISTORY_FLUSH"))


def _slice() -> int:
    return max(1, int(setting("FOURFOLD_ROLL_HISTORY_SLICE")))


def stored_entries(room) -> list[dict]:
    """What the database holds for ``room`` (JSON text, or an older pickled list)."""
    raw = room.attributes.get(HISTORY_KEY, strattr=True)
    if raw:
        try:
            stored = json.loads(raw)
        except ValueError:
            stored = []
    else:  # pickled by an older Fourfold: Evennia hands back its own list type
        from evennia.utils.dbserialize import deserialize

        stored = deserialize(room.attributes.get(HISTORY_KEY, default=[]))
    return [e for e in stored if isinstance(e, dict)] if isinstance(stored, list) else []


def _encode(entry: dict) -> str:
    return json.dumps(entry, separators=(",", ":"))


def _entries(room) -> deque:
    """The room's entries, each kept as its JSON text: encoded once, when the
    roll is made, so that a flush only joins them instead of encoding every
    entry of every changed room again."""
    entries = _cache.get(room.id)
    if entries is None or entries.maxlen != _keep():
        if entries is None:
            entries = [_encode(e) for e in stored_entries(room)]
        entries = deque(list(entries), maxlen=_keep())
        _cache[room.id] = entries
    return entries


def record(room, roller, text: str, private: bool = False, kind: str = "roll") -> None:
    """Keep one roll made in ``room`` by ``roller``."""
    _entries(room).append(_encode({
        "time": time.time(),
        "roller": roller.key,
        "roller_id": roller.id,
        "private": private,
        "kind": kind,
        "text": text,
    }))
    _dirty.setdefault(room.id)
    if setting("FOURFOLD_ROLL_HISTORY_DURABLE"):
        # Written before the roll is shown, with the other rolls of this
        # reactor turn (core/writes/group_commit.py).
        from core.writes import group_commit

        group_commit.write(_write_dirty, key="roll_history")
    elif _delay() <= 0:
        flush_all()
    else:
        _later.schedule(_delay())


def _write_dirty() -> None:
    """The group commit's write: every room changed since the last one, in
    the commit's transaction. On a failure the rooms stay changed (the
    caller's transaction is rolled back) and go with the next write."""
    pending = list(_dirty)
    _write(pending)


def history(room) -> list[dict]:
    """The rolls kept for ``room``, oldest first (a copy)."""
    return [json.loads(entry) for entry in _entries(room)] if room else []


def _room(room_id: int):
    """The room with ``room_id``: from Evennia's object cache, where a room
    with recent rolls almost always is, else from the database."""
    from evennia.objects.models import ObjectDB

    room = ObjectDB.get_cached_instance(room_id)
    if room is not None and room.pk:
        return room
    return ObjectDB.objects.filter(id=room_id).first()


def flush_all() -> int:
    """Write every changed history to its room, in one transaction; returns
    how many rooms. The timed write under way, if any, has nothing left."""
    _round.clear()
    return _write(list(_dirty))


def _start_round() -> None:
    """The timed write: the rooms changed until now, a slice at a time."""
    if _round:  # a write is still under way (a delay shorter than it): join it
        waiting = set(_round)
        _round.extend(room_id for room_id in _dirty if room_id not in waiting)
        return
    _round.extend(_dirty)
    _next_slice()


def _next_slice() -> None:
    batch = _round[:_slice()]
    del _round[:len(batch)]
    try:
        _write([room_id for room_id in batch if room_id in _dirty])
    except Exception:
        # The rooms stay changed; the next timed write tries them again.
        from evennia.utils import logger

        logger.log_trace("Roll history could not be written; trying again later.")
        _round.clear()
        _later.schedule(_delay())
        return
    if _round:
        from twisted.internet import reactor

        reactor.callLater(SLICE_GAP, _next_slice)
    elif _dirty:  # changed while this write went on
        _later.schedule(_delay())


def _write(pending: list[int]) -> int:
    """Write the histories of the rooms ``pending``; returns how many rooms."""
    written = 0
    gone = []
    texts = []  # string Attributes already there: one UPDATE for all of them
    # One commit for all of them. The rooms stay marked as changed until it
    # is done: if the write fails (a locked database), the whole transaction
    # is rolled back and the next flush tries them all again.
    with transaction.atomic():
        for room_id in pending:
            entries = _cache.get(room_id)
            room = _room(room_id) if entries is not None else None
            if room is None:  # the room is gone: forget it
                gone.append(room_id)
                continue
            text = "[" + ",".join(entries) + "]"
            attr = room.attributes.get(HISTORY_KEY, return_obj=True)
            if attr is not None and attr.db_value is None:
                attr.db_strvalue = text  # the cached Attribute Evennia reads
                texts.append(attr)
            else:  # the first flush of a room, or a list pickled by an older Fourfold
                room.attributes.add(HISTORY_KEY, text, strattr=True)
            written += 1
        if texts:
            _update_texts(texts)
    for room_id in pending:
        _dirty.pop(room_id, None)
    for room_id in gone:
        _cache.pop(room_id, None)
    return written


def _update_texts(attrs: list) -> None:
    """Write the text value of Attributes that already exist, in one
    statement run for all of them. Evennia's own update saves each Attribute
    twice (its pickled and its text value), and Django's ``bulk_update``
    builds one CASE clause per row in Python; both stall the Server at every
    flush. This is one prepared UPDATE."""
    from django.db import connections, router
    from evennia.typeclasses.attributes import Attribute

    db = router.db_for_write(Attribute)
    quote = connections[db].ops.quote_name
    meta = Attribute._meta
    sql = (f"UPDATE {quote(meta.db_table)} SET {quote(meta.get_field('db_strvalue').column)} = %s "
           f"WHERE {quote(meta.pk.column)} = %s")
    with connections[db].cursor() as cursor:
        cursor.executemany(sql, [(attr.db_strvalue, attr.pk) for attr in attrs])


def forget_room(room_id: int) -> None:
    """A room is being deleted: drop its history (a later object could get
    its id on SQLite, which reuses the highest id after a delete)."""
    _cache.pop(room_id, None)
    _dirty.pop(room_id, None)


def forget() -> None:
    """Drop the in-memory copies (tests; the db is what remains)."""
    _cache.clear()
    _dirty.clear()
    _round.clear()
    _later.reset()


_later = FlushLater(_start_round)  # one timed write waiting on the reactor
