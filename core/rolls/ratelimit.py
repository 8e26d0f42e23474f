"""A per-player limit on dice rolls, so one client cannot flood a room.

``settings.FOURFOLD_ROLL_RATE`` is ``(rolls, seconds)``: at most that many
rolls in any window of that many seconds; ``None`` (or 0 rolls) turns the
limit off. Every command that throws dice sets ``rate_limited = True`` and
:class:`core.command.FourfoldCommand` asks :func:`check` before it runs
and calls :func:`record` after a run that was not refused, so a refused
command (bad input or over the limit) costs nothing and changes nothing.

The count is kept in memory (``ndb``) on the player's Account when there is
one (so switching characters does not reset it), otherwise on the caller.
A reload forgets it, which is harmless for a limit measured in seconds.
"""

import time
from collections import deque

from core.game_settings import setting

clock = time.monotonic  # tests replace this


def _limit():
    rate = setting("FOURFOLD_ROLL_RATE")
    if not rate:
        return None
    rolls, seconds = rate
    if not rolls or rolls <= 0 or seconds <= 0:
        return None
    return int(rolls), float(seconds)


def _holder(caller):
    account = getattr(caller, "account", None)
    return account or caller


def _times(caller, limit) -> deque:
    ndb = _holder(caller).ndb
    times = ndb.fourfold_roll_times
    if not isinstance(times, deque):
        times = deque()
        ndb.fourfold_roll_times = times
    now = clock()
    while times and now - times[0] >= limit[1]:
        times.popleft()
    return times


def wait_left(caller) -> float:
    """Seconds until ``caller`` may roll again (0 when they may now)."""
    limit = _limit()
    if not limit:
        return 0.0
    times = _times(caller, limit)
    if len(times) < limit[0]:
        return 0.0
    return max(0.0, limit[1] - (clock() - times[0]))


def refusal(caller) -> str:
    """The line refusing ``caller`` a roll now ('' when they may roll)."""
    wait = wait_left(caller)
    if wait <= 0:
        return ""
    rolls, seconds = _limit()
    secs = max(1, int(wait + 0.999))
    return (f"Too many rolls: at most {rolls} every {seconds:g} seconds. "
            f"Try again in {secs} second{'s' if secs != 1 else ''}.")


def check(cmd):
    """Refuse (CommandFailed, one line) when the caller is over the limit."""
    refused = refusal(cmd.caller)
    if refused:
        cmd.fail(refused, syntax=False)


def record_for(caller):
    """Count one roll (or odds) of ``caller``: the web's roll preview too."""
    limit = _limit()
    if limit:
        _times(caller, limit).append(clock())


def record(cmd):
    record_for(cmd.caller)
