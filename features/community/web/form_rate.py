"""A per-account limit on the forms that change something (posts, replies,
letters, profiles, requests, events), as the game limits how fast one
player may act: at most ``FOURFOLD_WEB_WRITE_RATE = (writes, seconds)`` in
any window of that many seconds; ``None`` turns it off.

As core/rolls/ratelimit.py does for rolls: the count is kept in memory
(``ndb``) on the Account, the web views running in the Server process; a
refused form (bad input or over the limit) costs nothing, so only a change
that was made is :func:`record`-ed.
"""

from __future__ import annotations

import time
from collections import deque

from core.game_settings import setting

clock = time.monotonic  # tests replace this


def _limit():
    rate = setting("FOURFOLD_WEB_WRITE_RATE")
    if not rate or not rate[0] or rate[0] <= 0 or rate[1] <= 0:
        return None
    return int(rate[0]), float(rate[1])


def _times(account, limit) -> deque:
    times = account.ndb.fourfold_web_form_times
    if not isinstance(times, deque):
        times = deque()
        account.ndb.fourfold_web_form_times = times
    now = clock()
    while times and now - times[0] >= limit[1]:
        times.popleft()
    return times


def refusal(account) -> str:
    """'' when ``account`` may send a form now, else why not (in words)."""
    limit = _limit()
    if not limit:
        return ""
    times = _times(account, limit)
    if len(times) < limit[0]:
        return ""
    wait = max(1, int(limit[1] - (clock() - times[0]) + 0.999))
    return (f"That is too many changes at once: at most {limit[0]} every {limit[1]:g} seconds. "
            f"Try again in {wait} second{'s' if wait != 1 else ''}; nothing was changed.")


def record(account) -> None:
    limit = _limit()
    if limit:
        _times(account, limit).append(clock())
