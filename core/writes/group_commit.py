"""Write before you announce, one transaction a reactor turn.

A roll or a pose that players saw must survive a crash of the Server. So
the game writes it first and shows it after the write is committed. One
commit for every roll would cost a transaction (and, on SQLite, a sync of
the log) each; instead the writes asked for during one turn of the Twisted
reactor are queued here and run together, in one transaction, at the start
of the next turn, and only then are the announcements queued with them sent,
in the order they were asked for.

- :func:`write` queues a callable that writes (a ``key`` makes repeated
  requests in one turn one call: the roll history writes all its changed
  rooms at once), with an ``on_fail`` to call if the transaction it ran in
  is rolled back after it (a writer that let go of what it wrote takes it
  back, to write it with the next commit).
- :func:`announce` queues a callable that sends messages;
  :func:`announce_last` one that follows everything the commit shows (who
  is next in a scene's pose order comes after the pose).
- If the transaction fails, nothing queued in that turn is sent (the
  players never see what was not kept) and the failure is logged; the
  ``on_fail`` callables given with the announcements run instead (to tell
  the writer that it did not take).

When the reactor is not running (tests, scripts, the shell), every request
runs at once: the write, then its announcement.
"""

from __future__ import annotations

from django.db import transaction

_writes: dict = {}          # key -> callable (insertion ordered)
_write_fails: dict = {}     # key -> on_fail of that write
_announces: list = []       # (callable, on_fail or None)
_last: list = []            # callables run after the announcements
_state = {"pending": False, "batch": False}
_counter = [0]


def _immediate() -> bool:
    if _state["batch"]:
        return False
    from twisted.internet import reactor

    return not reactor.running


def write(func, key=None, on_fail=None) -> None:
    """Queue ``func()`` for the next commit (``key``: once a turn). If
    ``func`` returns and the transaction is rolled back afterwards (a later
    write failed), ``on_fail()`` is called."""
    if key is None:
        _counter[0] += 1
        key = ("anon", _counter[0])
    _writes.setdefault(key, func)
    if on_fail is not None:
        _write_fails.setdefault(key, on_fail)
    _schedule()


def announce(func, on_fail=None) -> None:
    """Queue ``func()`` to run after the next commit succeeds."""
    _announces.append((func, on_fail))
    _schedule()


def announce_last(func) -> None:
    """Queue ``func()`` to run after every announcement of the next commit.
    Without a running reactor it waits for the next flush: the announcement
    its caller queues next."""
    _last.append(func)
    if not _immediate():
        _schedule()


def _schedule() -> None:
    if _immediate():
        flush()
        return
    if _state["pending"]:
        return
    from twisted.internet import reactor

    _state["pending"] = True
    reactor.callLater(0, flush)


def pending() -> int:
    """How many writes and announcements wait for the next commit."""
    return len(_writes) + len(_announces) + len(_last)


def flush_pending() -> None:
    """Flush now if anything waits (between the lines of one batch of
    input: speedups/amp_batch.py ``on_input_slice``)."""
    if _writes or _announces or _last:
        flush()


def flush() -> bool:
    """Commit the queued writes in one transaction, then send the queued
    announcements. Returns False (and sends nothing) if the commit failed."""
    _state["pending"] = False
    writes = list(_writes.items())
    write_fails = dict(_write_fails)
    announces, last = list(_announces), list(_last)
    _writes.clear()
    _write_fails.clear()
    _announces.clear()
    _last.clear()
    if writes:
        done = []  # the writes that returned: rolled back with the rest
        try:
            with transaction.atomic():
                for key, func in writes:
                    func()
                    done.append(key)
        except Exception:
            from evennia.utils import logger

            logger.log_trace("Group commit failed: what it held was not shown.")
            for key in done:
                if key in write_fails:
                    _safely(write_fails[key])
            for _func, on_fail in announces:
                if on_fail is not None:
                    _safely(on_fail)
            return False
    for func, _on_fail in announces:
        _safely(func)
    for func in last:
        _safely(func)
    if announces or last:
        _send_now()
    return True


def _send_now() -> None:
    """Hand what the announcements queued for the Portal over now, in this
    reactor turn (speedups/amp_batch.py would send it on the next)."""
    import evennia

    protocol = getattr(getattr(evennia, "EVENNIA_SERVER_SERVICE", None), "amp_protocol", None)
    flush = getattr(protocol, "flush_batch", None)
    if flush is not None:
        _safely(flush)


def _safely(func) -> None:
    try:
        func()
    except Exception:
        from evennia.utils import logger

        logger.log_trace("An announcement after a group commit failed.")


def batching():
    """Context manager for tests: queue as the running reactor would, and
    flush by hand (:func:`flush`)."""
    import contextlib

    @contextlib.contextmanager
    def _ctx():
        old = _state["batch"]
        _state["batch"] = True
        _state["pending"] = True  # no reactor call: the test flushes
        try:
            yield
        finally:
            _state["batch"] = old
            _state["pending"] = False

    return _ctx()


def forget() -> None:
    """Drop everything queued (tests)."""
    _writes.clear()
    _write_fails.clear()
    _announces.clear()
    _last.clear()
    _state["pending"] = False
