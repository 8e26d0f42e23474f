"""A combat turn's writes as one database transaction.

Ending a turn writes the fighters' wounds (and Luck, stances, Life Points),
the turn's log entry and the fight's new state. Written one by one, a
Server killed between them left wounds applied while the fight still stood
at the old turn, and the turn ran again after the restart: the same wounds
twice. Inside :func:`atomic_turn` the writes are committed together or not
at all.

Evennia keeps Attributes in memory too (each holder's attribute cache and
the shared instance cache), and a rollback does not reach those. So when
the block fails, every Attribute cached on the holders is dropped from
memory: what is read next is what the database holds.

:func:`fault_point` marks the places between the writes; it does nothing
in the game, and tests replace it to raise there, as a kill would stop the
Server there.
"""

from __future__ import annotations

from contextlib import contextmanager
from functools import wraps

from django.db import transaction


def fault_point(name: str) -> None:
    """A place between a turn's writes (tests make it raise)."""


def forget_cached_attributes(holders) -> None:
    """Drop the in-memory copies of the Attributes of ``holders``."""
    from evennia.typeclasses.attributes import Attribute

    for holder in holders:
        if holder is None:
            continue
        handler = getattr(holder, "attributes", None)
        backend = getattr(handler, "backend", None)
        if backend is None:
            continue
        for attr in list(getattr(backend, "_cache", {}).values()):
            if attr is not None and getattr(attr, "pk", None) is not None:
                Attribute.flush_cached_instance(attr, force=True)
        handler.reset_cache()


@contextmanager
def atomic_turn(*holders, holders_of=None):
    """Everything written inside is committed together, or, on any error,
    nothing is, and the cached Attributes of ``holders`` (and of those
    ``holders_of()`` gives, asked only then) are forgotten."""
    try:
        with transaction.atomic():
            yield
    except BaseException:
        more = []
        if holders_of is not None:
            try:
                more = list(holders_of())
            except Exception:  # the fight's own records may be what failed
                more = []
        forget_cached_attributes(list(holders) + more)
        raise


def atomic_step(method):
    """Make a combat Script's method one transaction (see :func:`atomic_turn`),
    its fighters' objects given by ``self.fighter_objects()``. What the step
    announces (``self.hold_or_announce``) goes out only after the commit:
    nobody hears of a result the database does not hold."""

    @wraps(method)
    def step(self, *args, **kwargs):
        outermost = self.ndb.held_messages is None
        if outermost:
            self.ndb.held_messages = []
        try:
            with atomic_turn(self, holders_of=lambda: self.fighter_objects().values()):
                result = method(self, *args, **kwargs)
        except BaseException:
            if outermost:
                self.ndb.held_messages = None
            raise
        if outermost:
            held, self.ndb.held_messages = self.ndb.held_messages, None
            for args_ in held:
                self.announce(*args_)
        return result

    return step


def hold_or_announce(script, *args) -> None:
    """Announce now, or after the commit when inside an :func:`atomic_step`."""
    held = script.ndb.held_messages
    if held is None:
        script.announce(*args)
    else:
        held.append(args)
