"""Commands a minute, for the status page.

Evennia counts each connection's commands (``session.cmd_total``). Once a
minute (a timer started when the Server starts) the count of every
connection is compared with the one a minute before: the sum of the
differences is the commands of the last minute. Commands from a connection
that closed within the minute are not counted.
"""

from __future__ import annotations

INTERVAL = 60

_last_counts: dict = {}   # sessid -> cmd_total at the last sample
_last_minute: int | None = None  # commands in the last full minute; None until measured
_timer = None


def counts() -> dict:
    import evennia

    handler = evennia.SESSION_HANDLER
    return {sessid: getattr(session, "cmd_total", 0) or 0
            for sessid, session in (handler.items() if handler else [])}


def sample(now_counts: dict | None = None) -> int:
    """Take one sample; answers (and keeps) the commands since the last."""
    global _last_counts, _last_minute
    now_counts = counts() if now_counts is None else now_counts
    total = sum(max(0, count - _last_counts.get(sessid, 0)) for sessid, count in now_counts.items())
    _last_counts, _last_minute = dict(now_counts), total
    return total


def last_minute() -> int | None:
    return _last_minute


def start() -> None:
    """Start the sampling timer (the feature's ``at_server_start`` hook);
    once per process."""
    global _timer, _last_counts
    if _timer is not None:
        return
    from twisted.internet import task

    _last_counts = counts()
    _timer = task.LoopingCall(sample)
    _timer.start(INTERVAL, now=False)
