"""Each room's recent rolls (for ``+rolls``), kept in memory and stored as
one row per roll (core/rolls/models.py ``RollEntry``).

A roll is the commonest thing players do. The history of a room lives in
memory (a capped deque, loaded from the room's newest rows the first time
the room is asked for), and each roll only *adds* a row: a write never
touches the rows already there, so it costs the new rolls' few hundred
bytes, not each changed room's whole list (about 30 KB for a hundred
opposed rolls, rewritten on every commit when the list was one value).

When rows are written:

- With ``FOURFOLD_ROLL_HISTORY_DURABLE`` (the game's default) every roll's
  row is written before the roll is shown, with the other rolls of that
  reactor turn: one INSERT of all of them in the group commit's
  transaction (core/writes/group_commit.py).
- Otherwise at most once every ``settings.FOURFOLD_ROLL_HISTORY_FLUSH``
  seconds, and always when the server stops or reloads (``at_server_stop``
  calls :func:`flush_all`); a hard crash can then lose the last few
  seconds of roll *history*, never a sheet, wound or Luck point. A flush
  delay of 0 (or less) writes on every roll. With many busy rooms that
  timed write goes in slices: the rooms changed when it starts are written,
  longest-waiting first, ``settings.FOURFOLD_ROLL_HISTORY_SLICE`` rooms to a
  transaction, with the reactor free to serve players for ``SLICE_GAP``
  seconds between slices. Rooms changed meanwhile wait for the next write.
  :func:`flush_all` still writes everything at once.

Each entry is encoded as JSON when the roll is made and stored as that
text, so neither a write nor a load encodes entries again.

Rows beyond ``FOURFOLD_ROLL_HISTORY`` a room are deleted away from the
rolls: rooms that got rows are pruned at most once every
``FOURFOLD_ROLL_HISTORY_PRUNE`` seconds, one DELETE a room keeping its
newest rows, a slice of rooms to a transaction (:func:`prune_all` does
every marked room at once). Until then a room holds a few rows more than
it shows; loading reads only the newest.

The cache is keyed by the room's id, not kept on the room object, so a room
dropped from Evennia's object cache and loaded again finds its history.
Deleting a room deletes its rows (:func:`forget_room`, from the room's
``at_object_delete``). Histories kept by an older Fourfold in a
``roll_history`` Attribute on the room are moved into rows by the data
migration upgrades/migrations/0006_roll_history_rows.py.
"""

import json
import time
from collections import deque

from django.db import transaction

from core.game_settings import setting
from core.writes.flush_later import FlushLater

HISTORY_KEY = "roll_history"  # the Attribute an older Fourfold kept it in

_cache: dict[int, deque] = {}   # room id -> recent entries as JSON text (oldest first)
# room id -> (time, JSON text) of the rolls not yet written, oldest first;
# the rooms longest-waiting first (a dict keeps the order in which they were
# first changed since their last write)
_dirty: dict[int, list] = {}
_round: list[int] = []          # rooms still to write in the timed write under way
_to_prune: dict[int, None] = {}  # rooms given rows since their last pruning
_prune_round: list[int] = []    # rooms still to prune in the pruning under way
# what the group commit's write of this turn took out of _dirty: given back
# if its transaction is rolled back after it (a later write failed)
_taken: dict[int, list] = {}
SLICE_GAP = 0.02                # seconds between two slices of a timed write or a pruning


def _keep() -> int:
    return max(0, int(setting("FOURFOLD_ROLL_HISTORY")))


def _delay() -> float:
    return float(setting("FOURFOLD_ROLL_HISTORY_FLUSH"))


def _slice() -> int:
    return max(1, int(setting("FOURFOLD_ROLL_HISTORY_SLICE")))


def _prune_delay() -> float:
    return max(0.0, float(setting("FOURFOLD_ROLL_HISTORY_PRUNE")))


def _stored_texts(room_id: int) -> list[str]:
    """The JSON texts of the room's newest stored rolls, oldest first; a row
    whose text is not an entry (damaged by hand) is left out."""
    from core.rolls.models import RollEntry

    keep = _keep()
    if not keep:
        return []
    texts = list(RollEntry.objects.filter(room_id=room_id).order_by("-id")
                 .values_list("entry", flat=True)[:keep])
    texts.reverse()
    good = []
    for text in texts:
        try:
            if isinstance(json.loads(text), dict):
                good.append(text)
        except ValueError:
            continue
    return good


def stored_entries(room) -> list[dict]:
    """What the database holds for ``room``: its newest
    ``FOURFOLD_ROLL_HISTORY`` entries, oldest first."""
    return [json.loads(text) for text in _stored_texts(room.id)]


def _encode(entry: dict) -> str:
    return json.dumps(entry, separators=(",", ":"))


def _entries(room) -> deque:
    """The room's entries, each kept as its JSON text: encoded once, when the
    roll is made, and stored as that text."""
    entries = _cache.get(room.id)
    if entries is None or entries.maxlen != _keep():
        if entries is None:
            entries = _stored_texts(room.id)
        entries = deque(list(entries), maxlen=_keep())
        _cache[room.id] = entries
    return entries


def record(room, roller, text: str, private: bool = False, kind: str = "roll") -> None:
    """Keep one roll made in ``room`` by ``roller``."""
    now = time.time()
    entry = _encode({
        "time": now,
        "roller": roller.key,
        "roller_id": roller.id,
        "private": private,
        "kind": kind,
        "text": text,
    })
    _entries(room).append(entry)
    keep = _keep()
    if not keep:  # no history is kept: nothing to write
        return
    pending = _dirty.setdefault(room.id, [])
    pending.append((now, entry))
    if len(pending) > keep:  # it would be pruned at once: never written
        del pending[0]
    if setting("FOURFOLD_ROLL_HISTORY_DURABLE"):
        # Written before the roll is shown, with the other rolls of this
        # reactor turn (core/writes/group_commit.py).
        from core.writes import group_commit

        group_commit.write(_write_dirty, key="roll_history", on_fail=_give_back)
    elif _delay() <= 0:
        flush_all()
    else:
        _later.schedule(_delay())


def _write_dirty() -> None:
    """The group commit's write: the new rolls of every room changed since
    the last one, in the commit's transaction. On a failure of this write
    the rolls stay pending (its own savepoint is rolled back) and go with
    the next write; on a failure of a later write of the same commit,
    :func:`_give_back` puts them back."""
    _taken.clear()
    _write(list(_dirty), taken=_taken)


def _give_back() -> None:
    """The group commit's transaction was rolled back after the roll
    history's write: the rolls it wrote are pending again, ahead of any
    made since, and their rooms are again the longest-waiting."""
    if not _taken:
        return
    merged = {}
    for room_id, rows in _taken.items():
        merged[room_id] = rows + _dirty.get(room_id, [])
    for room_id, rows in _dirty.items():
        merged.setdefault(room_id, rows)
    _dirty.clear()
    _dirty.update(merged)
    _taken.clear()


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
    """Write every room's new rolls, in one transaction; returns how many
    rooms. The timed write under way, if any, has nothing left."""
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


def _write(pending: list[int], taken: dict | None = None) -> int:
    """Insert the new rolls of the rooms ``pending``, all in one statement
    and one transaction; returns how many rooms. The rolls stay pending
    until it is done: if the write fails (a locked database), the
    transaction is rolled back and the next write tries them all again.
    ``taken`` is given the rows written, by room."""
    rows = []
    written = []
    gone = []
    for room_id in pending:
        entries = _dirty.get(room_id)
        if not entries:
            continue
        if _room(room_id) is None:  # the room is gone: forget it
            gone.append(room_id)
            continue
        rows.extend((room_id, when, text) for when, text in entries)
        written.append(room_id)
    if rows:
        with transaction.atomic():
            _insert_rows(rows)
    for room_id in written:
        entries = _dirty.pop(room_id)
        if taken is not None:
            taken[room_id] = entries
        _to_prune.setdefault(room_id)
    for room_id in gone:
        forget_room(room_id)
    if written:
        _schedule_prune()
    return len(written)


def _insert_rows(rows: list[tuple[int, float, str]]) -> None:
    """Insert ``(room id, time, JSON text)`` rows with one prepared INSERT
    run for all of them. Django's ``bulk_create`` builds a model instance a
    row and the statement anew each time: about 50 us more than this for
    one row, 110 us for ten, on every roll's commit (bench/roll_commit.py)."""
    from django.db import connections, router

    from core.rolls.models import RollEntry

    db = router.db_for_write(RollEntry)
    quote = connections[db].ops.quote_name
    meta = RollEntry._meta
    columns = ", ".join(quote(meta.get_field(name).column) for name in ("room_id", "time", "entry"))
    sql = f"INSERT INTO {quote(meta.db_table)} ({columns}) VALUES (%s, %s, %s)"
    with connections[db].cursor() as cursor:
        cursor.executemany(sql, rows)


def _schedule_prune() -> None:
    """Ask for a pruning in FOURFOLD_ROLL_HISTORY_PRUNE seconds. Only while
    the reactor runs: a script or the shell leaves the rooms marked for the
    server's next pruning (or calls :func:`prune_all`)."""
    from twisted.internet import reactor

    if reactor.running:
        _prune_later.schedule(_prune_delay())


def _start_prune() -> None:
    """The timed pruning: the rooms given rows until now, a slice at a time."""
    if _prune_round:
        return
    _prune_round.extend(_to_prune)
    _next_prune_slice()


def _next_prune_slice() -> None:
    batch = _prune_round[:_slice()]
    del _prune_round[:len(batch)]
    try:
        _prune(batch)
    except Exception:
        # The rooms stay marked; the next pruning tries them again.
        from evennia.utils import logger

        logger.log_trace("Old roll history could not be deleted; trying again later.")
        _prune_round.clear()
        _schedule_prune()
        return
    if _prune_round:
        from twisted.internet import reactor

        reactor.callLater(SLICE_GAP, _next_prune_slice)
    elif _to_prune:  # given rows while this pruning went on
        _schedule_prune()


def prune_all() -> int:
    """Delete the rows beyond ``FOURFOLD_ROLL_HISTORY`` of every room given
    rows since its last pruning, in one transaction; returns how many rooms."""
    _prune_round.clear()
    return _prune(list(_to_prune))


def _prune(room_ids: list[int]) -> int:
    """One DELETE a room: the rows older than its ``FOURFOLD_ROLL_HISTORY``
    newest (the oldest row kept is found first, on the room's index). The
    rooms stay marked until the transaction is done."""
    from core.rolls.models import RollEntry

    keep = _keep()
    room_ids = [room_id for room_id in room_ids if room_id in _to_prune]
    with transaction.atomic():
        for room_id in room_ids:
            oldest_kept = None
            if keep:
                oldest_kept = (RollEntry.objects.filter(room_id=room_id).order_by("-id")
                               .values_list("id", flat=True)[keep - 1:keep].first())
                if oldest_kept is None:  # no more rows than it keeps
                    continue
            _delete_rows(room_id, below=oldest_kept)
    for room_id in room_ids:
        _to_prune.pop(room_id, None)
    return len(room_ids)


def forget_room(room_id: int) -> None:
    """A room is being deleted: drop its history, and its rows (a later
    object could get its id on SQLite, which reuses the highest id after a
    delete)."""
    _cache.pop(room_id, None)
    _dirty.pop(room_id, None)
    _to_prune.pop(room_id, None)
    _taken.pop(room_id, None)
    _delete_rows(room_id)


def _delete_rows(room_id: int, below: int | None = None) -> None:
    """Delete the room's rows (those with an id below ``below``, if given) in
    one statement. Django's own ``delete()`` would first read every row to
    send the delete signals, which nothing here listens for."""
    from django.db import connections, router

    from core.rolls.models import RollEntry

    db = router.db_for_write(RollEntry)
    quote = connections[db].ops.quote_name
    meta = RollEntry._meta
    sql = (f"DELETE FROM {quote(meta.db_table)} "
           f"WHERE {quote(meta.get_field('room_id').column)} = %s")
    params = [room_id]
    if below is not None:
        sql += f" AND {quote(meta.pk.column)} < %s"
        params.append(below)
    with connections[db].cursor() as cursor:
        cursor.execute(sql, params)


def forget() -> None:
    """Drop the in-memory copies (tests; the db is what remains)."""
    _cache.clear()
    _dirty.clear()
    _round.clear()
    _to_prune.clear()
    _prune_round.clear()
    _taken.clear()
    _later.reset()
    _prune_later.reset()


_later = FlushLater(_start_round)  # one timed write waiting on the reactor
_prune_later = FlushLater(_start_prune)  # one pruning waiting on the reactor
