"""Gagging: staff keep a player off channels and out of public speech for
some minutes (core/gags.py holds the gag and checks it at each use). The
game's ``+gag`` and the staff's web pages call :func:`gag`, :func:`lift`
and :func:`gagged`; each change writes an audit record."""

from __future__ import annotations

import time

from evennia.typeclasses.attributes import Attribute

from core import gags
from features.moderation.sitelocks import SiteLockError, audit, may_moderate

MAX_MINUTES = 60 * 24 * 365
REASON_LIMIT = 300
NOT_ALLOWED = "Gags are for Admins."


class GagError(SiteLockError):
    """A gag that cannot be set or lifted as asked."""


def _check_allowed(by) -> None:
    if by is not None and not may_moderate(by):
        raise GagError(NOT_ALLOWED)


def minutes_from(text) -> int:
    """Whole minutes from ``text``, or a :class:`GagError` saying why not."""
    try:
        minutes = int(str(text).strip())
    except (TypeError, ValueError):
        raise GagError(f"'{text}' is not a number of minutes.") from None
    if not 1 <= minutes <= MAX_MINUTES:
        raise GagError(f"A gag lasts from 1 to {MAX_MINUTES} minutes.")
    return minutes


def gag(target, minutes, reason, by=None) -> dict:
    """Gag ``target`` (a character or an account) for ``minutes`` and tell
    them; returns the gag. Raises :class:`GagError` (nothing changed) for
    bad minutes, a missing reason, a staff target or a ``by`` who is not an
    Admin."""
    _check_allowed(by)
    minutes = minutes_from(minutes)
    reason = " ".join(str(reason or "").split())
    if not reason:
        raise GagError("Say why: the player is told the reason.")
    if len(reason) > REASON_LIMIT:
        raise GagError(f"A reason is at most {REASON_LIMIT} characters.")
    owner = gags.holder(target)
    if may_moderate(owner):
        raise GagError(f"{target.key} is an Admin: gags are for players.")
    by_name = getattr(by, "key", None) or "(the game)"
    found = {"until": time.time() + minutes * 60, "reason": reason, "by": by_name}
    owner.attributes.add(gags.ATTR, found, category=gags.CATEGORY)
    audit("gag", f"{target.key} for {minutes} min: {reason}", by)
    owner.msg(gags.refusal(owner))
    return found


def lift(target, by=None) -> bool:
    """End ``target``'s gag now and tell them; False when there was none."""
    _check_allowed(by)
    if gags.current(target) is None:
        raise GagError(f"{target.key} is not gagged.")
    owner = gags.holder(target)
    owner.attributes.remove(gags.ATTR, category=gags.CATEGORY)
    audit("gag lifted", target.key, by)
    owner.msg(gags.ENDED)
    return True


def gagged() -> list:
    """(holder, gag) for everyone gagged now, soonest to end first."""
    found = []
    for attr in Attribute.objects.filter(db_key=gags.ATTR, db_category=gags.CATEGORY):
        for owner in list(attr.accountdb_set.all()) + list(attr.objectdb_set.all()):
            gag_now = gags.current(owner)
            if gag_now:
                found.append((owner, gag_now))
    return sorted(found, key=lambda pair: pair[1]["until"])
