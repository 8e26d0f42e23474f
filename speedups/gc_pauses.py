"""
Shorter garbage-collection pauses for the Server.

Python's oldest-generation collection walks every object the process holds
(the Django models, Evennia's cached game objects, the commands). In the
load benchmark each such pass stopped the Server for longer than a hundred
commands take, about twice a minute under load: most of the p99 and max
latency of +roll.

So what has lived through start-up is frozen (``gc.freeze``: moved out of
the collector's sight), and every ``FOURFOLD_GC_FREEZE`` seconds (10) what
has lived since is frozen too; collections then walk only what is new. A
freeze costs next to nothing (it splices lists), so it can be frequent:
players logging in load their characters, cmdsets and Attributes, and
those must not wait minutes to be frozen. Frozen objects are not freed if
they later become unreachable *cyclic* garbage (plain reference counting
still frees the rest), so every ``FOURFOLD_GC_FULL`` seconds (3600) the
freeze is lifted for one full collection: one long pause an hour instead
of one every few seconds under load.

A setting of 0 or None turns its part off.
"""

from __future__ import annotations

import gc

from django.conf import settings

from speedups.switches import is_on

_loops: list = []


def _setting(name: str, default) -> float:
    """Seconds from a setting; 0 (off) for None, 0, a negative or an unreadable value."""
    try:
        value = float(getattr(settings, name, default) or 0)
    except (TypeError, ValueError):
        return 0.0
    return value if value > 0 else 0.0


def freeze() -> None:
    """Put everything alive now out of the collector's sight."""
    gc.freeze()


def full_collection() -> None:
    """Lift the freeze, collect everything, and freeze what is left."""
    gc.unfreeze()
    gc.collect()
    gc.freeze()


def install() -> list:
    """Freeze now and start the timers; returns the timers started."""
    from twisted.internet import task

    stop()
    if not is_on("gc_pauses", settings):
        return []
    every = _setting("FOURFOLD_GC_FREEZE", 10)
    if not every:
        return []
    gc.collect()  # what start-up left as garbage goes first
    freeze()
    freezer = task.LoopingCall(freeze)
    freezer.start(every, now=False)
    _loops.append(freezer)
    full = _setting("FOURFOLD_GC_FULL", 3600)
    if full:
        collector = task.LoopingCall(full_collection)
        collector.start(full, now=False)
        _loops.append(collector)
    return list(_loops)


def stop() -> None:
    """Stop the timers (at shutdown, and before installing again)."""
    while _loops:
        loop = _loops.pop()
        if loop.running:
            loop.stop()
