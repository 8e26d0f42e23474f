"""Whether someone is gagged: kept out of channels and public speech for a
while by staff (features/moderation/gags.py sets and lifts it).

The gag is an Attribute on the player's account (so every character of
theirs is gagged): ``{"until": <UTC timestamp>, "reason": ..., "by": ...}``.
Nothing fires when it ends: each use compares the time with ``until``, and
the first use after it removes the gag and tells the player it is over.
The speech paths (features/community/speech.py, the characters' say,
the channels' ``at_pre_msg``) ask :func:`refusal` before anything is sent.
"""

from __future__ import annotations

import time
from datetime import datetime, timezone

ATTR, CATEGORY = "gag", "moderation"
ENDED = "Your gag has ended: you may speak on channels and in public again."


def holder(who):
    """The account that carries ``who``'s gag (a character's player, or
    ``who`` itself for an account; a character without one keeps its own)."""
    account = getattr(who, "account", None)
    if account is not None and account is not who:
        return account
    return who


def until_text(stamp: float) -> str:
    return datetime.fromtimestamp(stamp, timezone.utc).strftime("%Y-%m-%d %H:%M UTC")


def current(who) -> dict | None:
    """``who``'s gag while it lasts, or None. An ended gag is removed here
    (and its player told), so nothing has to fire when it ends."""
    owner = holder(who)
    attributes = getattr(owner, "attributes", None)
    if attributes is None:
        return None
    gag = attributes.get(ATTR, category=CATEGORY)
    if not gag:
        return None
    if float(gag.get("until") or 0) > time.time():
        return gag
    attributes.remove(ATTR, category=CATEGORY)
    try:
        owner.msg(ENDED)
    except Exception:  # telling is a courtesy: the gag is gone either way
        pass
    return None


def refusal(who) -> str | None:
    """The line a gagged ``who`` reads instead of being heard, or None."""
    gag = current(who)
    if gag is None:
        return None
    reason = gag.get("reason") or ""
    return (f"You are gagged until {until_text(float(gag['until']))}"
            + (f" ({reason})" if reason else "")
            + ": nobody hears you on channels or in public until then. Pages, mail, "
              "requests and everything else still work.")
