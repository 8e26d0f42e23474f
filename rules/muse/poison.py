"""Poison's slow drain on the maximum Life Points.

A Poisoned character loses ``effects.POISON_MAX_LIFE_LOSS`` maximum Life
Point for every session spent Poisoned, until the poison is cured. The
sheet keeps the total lost so far as ``poison_drain``; the maximum shown
and used everywhere is the usual one less that drain.

Choices where the text is silent:
- The loss is taken as a session ends (``+scene/end``), once for every
  session the character spent Poisoned, the one it was poisoned in too.
- The drain never takes the maximum below ``MAX_LIFE_FLOOR``: the poison
  wears a character down, and the GM (or a blade) finishes the job.
- Once the poison is gone, the whole drain comes back at the end of the
  session in which it was cured (current Life Points are not raised: only
  the ceiling is). A character who is still Poisoned keeps draining.
- Current Life Points above the lowered maximum drop to it.
"""

from __future__ import annotations

from dataclasses import dataclass

from rules.muse.effects import POISON_MAX_LIFE_LOSS
from rules.muse.tribulations import POISONED, Afflictions

MAX_LIFE_FLOOR = 1


def drained_max(base_max: int, drain: int) -> int:
    """The maximum Life Points once ``drain`` has been lost to poison."""
    if drain <= 0:
        return base_max
    return max(min(base_max, MAX_LIFE_FLOOR), base_max - drain)


@dataclass(frozen=True)
class SessionDrain:
    """What the end of a session does to one character's poison drain."""

    drain_before: int
    drain_after: int
    max_before: int
    max_after: int
    life_before: int
    life_after: int

    @property
    def lost(self) -> int:
        return max(0, self.max_before - self.max_after)

    @property
    def restored(self) -> int:
        return max(0, self.max_after - self.max_before)

    @property
    def changed(self) -> bool:
        return self.drain_before != self.drain_after or self.life_before != self.life_after


def end_session(active: Afflictions, drain: int, base_max: int, life: int) -> SessionDrain:
    """A session ends: a Poisoned character loses one more maximum Life
    Point (never below the floor); a cured one gets back all it lost."""
    before = drained_max(base_max, drain)
    if POISONED in active:
        after_drain = drain + POISON_MAX_LIFE_LOSS
        # no drain past the floor: it would come back as phantom points on cure
        after_drain = min(after_drain, max(0, base_max - MAX_LIFE_FLOOR))
        after_drain = max(after_drain, drain)
    else:
        after_drain = 0
    after = drained_max(base_max, after_drain)
    return SessionDrain(drain, after_drain, before, after, life, min(life, after))
