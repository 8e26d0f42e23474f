"""When a character is warned and when it is idle: plain numbers in, a word
out (no Evennia, no database), so the sweep's clock can be any clock.

A character's clock starts at the later of its last time online and the
last time staff chose to keep it. Its player is warned ``warn_days``
before it would be idle; it is marked idle once ``idle_days`` have passed
and the warning has been out for ``warn_days`` (so a player is never marked
without the notice the ruling promises, even when the sweep first meets a
character that is long past the mark).
"""

from __future__ import annotations

DAY = 86400.0

ACTIVE, WARN, WAIT, IDLE = "active", "warn", "wait", "idle"


def idle_step(last_seen: float, now: float, warned_at: float | None,
              idle_days: float, warn_days: float) -> str:
    """What the sweep does now for a character last seen at ``last_seen``:

    ``ACTIVE``  nothing (not near the mark)
    ``WARN``    mail its player (not warned since it was last seen)
    ``WAIT``    nothing yet (warned; the days of notice are not over)
    ``IDLE``    mark it idle
    """
    idle_days = max(float(idle_days), 0.0)
    warn_days = min(max(float(warn_days), 0.0), idle_days)
    away = now - last_seen
    if away < (idle_days - warn_days) * DAY:
        return ACTIVE
    if warned_at is None or warned_at < last_seen:
        return WARN if warn_days > 0 else IDLE
    if away >= idle_days * DAY and now - warned_at >= warn_days * DAY:
        return IDLE
    return WAIT
