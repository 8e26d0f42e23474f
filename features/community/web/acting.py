"""Who a community page writes as, and how often.

In the game a player reads the boards and their mail as the character they
play. On the website they are logged in as their account and choose one of
its characters: the one Evennia's site already calls the puppet (the
session's ``puppet``, which its character menu sets and the navbar shows),
changed on our pages with ``?as=<id>`` (a character of theirs only); with
none chosen, the first of their characters by name.

Writing (a post, a reply, a letter, a profile) is limited per account, as
the game limits the dice: at most ``FOURFOLD_WEB_WRITE_RATE`` = (writes,
seconds) in any such window, counted in memory on the Account (``ndb``,
the Server process serves the site), and a refused write changes nothing.
"""

from __future__ import annotations

import time
from collections import deque

from django.conf import settings

from web.website import access

clock = time.monotonic  # tests replace this
SESSION_KEY = "puppet"  # Evennia's own (evennia.web.utils.general_context)


def acting_character(request):
    """The account's character the page acts as, or None when it has none.
    ``?as=<id>`` (GET or POST) chooses another of its own and is remembered."""
    chars = access.characters_of(request.user)
    if not chars:
        return None
    by_id = {c.id: c for c in chars}
    asked = request.POST.get("as") or request.GET.get("as")
    if asked and asked.isdigit() and int(asked) in by_id:
        request.session[SESSION_KEY] = int(asked)
    kept = request.session.get(SESSION_KEY)
    try:
        return by_id.get(int(kept), chars[0]) if kept is not None else chars[0]
    except (TypeError, ValueError):
        return chars[0]


def others(request, char) -> list:
    """The account's other characters (to switch to)."""
    return [c for c in access.characters_of(request.user) if c != char]


# --- the write limit ------------------------------------------------------------
def _limit():
    rate = getattr(settings, "FOURFOLD_WEB_WRITE_RATE", None)
    if not rate:
        return None
    writes, seconds = rate
    if not writes or writes <= 0 or seconds <= 0:
        return None
    return int(writes), float(seconds)


def _times(account, limit) -> deque:
    times = account.ndb.fourfold_web_writes
    if not isinstance(times, deque):
        times = deque()
        account.ndb.fourfold_web_writes = times
    now = clock()
    while times and now - times[0] >= limit[1]:
        times.popleft()
    return times


def too_fast(account) -> str | None:
    """Why ``account`` may not write now (one line), or None when it may."""
    limit = _limit()
    if not limit:
        return None
    times = _times(account, limit)
    if len(times) < limit[0]:
        return None
    wait = max(1, int(limit[1] - (clock() - times[0]) + 0.999))
    return (f"That is more than {limit[0]} writes in {limit[1]:g} seconds. "
            f"Try again in {wait} second{'s' if wait != 1 else ''}; nothing was changed.")


def record_write(account) -> None:
    limit = _limit()
    if limit:
        _times(account, limit).append(clock())
