"""Where idle and roster state lives: Tags and Attributes on the character,
category ``roster``. Nothing here deletes anything.

A character is in at most one of three states, each a Tag:

``idle``     the sweep found it without a login for the ruled days
``roster``   staff opened it for claiming, with a pitch
``retired``  staff set it aside

Attributes keep the clock (``warned_at``, ``idle_since``, ``kept_at``), the
pitch, the puppet lock a roster or retired character had before staff shut
it (``held_lock``), the open claims (request number -> claimant) and a
history of every choice and move (``history``: plain dicts, oldest first).
"""

from __future__ import annotations

from datetime import datetime

from evennia.accounts.models import AccountDB

from core.staff import is_staff
from features.community.profile import last_online

CATEGORY = "roster"
IDLE, ROSTER, RETIRED = "idle", "roster", "retired"
STATES = (IDLE, ROSTER, RETIRED)
# a roster or retired character: nobody but Developers may take it up
SHUT_LOCK = "puppet:perm(Developer) or pperm(Developer)"


# --- who plays whom ------------------------------------------------------------
def player_characters():
    """(account, character) for every character an account may play, leaving
    out staff accounts (staff characters are never swept)."""
    for account in AccountDB.objects.all():
        if is_staff(account):
            continue
        for char in account.characters.all():
            yield account, char


def owner_of(char):
    """The account whose playable characters include ``char``, or None."""
    for account_id in _likely_owners(char):
        account = AccountDB.objects.filter(id=account_id).first()
        if account is not None and char in account.characters.all():
            return account
    for account in AccountDB.objects.all():
        if char in account.characters.all():
            return account
    return None


def _likely_owners(char) -> list:
    moves = [h.get("to") for h in history(char) if h.get("what") == "moved"]
    return [i for i in (moves[-1:] + [char.attributes.get("creator_id")]) if i]


# --- the clock -------------------------------------------------------------------
def _stamp(moment) -> float | None:
    return moment.timestamp() if isinstance(moment, datetime) else None


def last_seen(char, account=None) -> float:
    """When the character's clock started: its last time online (+finger's
    record), else its account's last login, else its creation; a later
    'keep' by staff restarts it."""
    seen = last_online(char)
    if not seen and account is not None:
        seen = _stamp(account.last_login)
    if not seen:
        seen = _stamp(char.date_created) or 0.0
    kept = get(char, "kept_at") or 0.0
    return max(float(seen), float(kept))


def get(char, key: str, default=None):
    return char.attributes.get(key, default=default, category=CATEGORY)


def put(char, key: str, value) -> None:
    if value is None:
        char.attributes.remove(key, category=CATEGORY)
    else:
        char.attributes.add(key, value, category=CATEGORY)


# --- states ------------------------------------------------------------------------
def state(char) -> str | None:
    """``idle``, ``roster``, ``retired`` or None."""
    found = char.tags.get(category=CATEGORY, return_list=True)
    return next((s for s in STATES if s in found), None)


def with_state(which: str) -> list:
    """Every object in state ``which``, by name."""
    from evennia.objects.models import ObjectDB

    return sorted(ObjectDB.objects.get_by_tag(which, category=CATEGORY), key=lambda o: o.key.lower())


def set_state(char, which: str | None) -> None:
    for each in STATES:
        if each != which:
            char.tags.remove(each, category=CATEGORY)
    if which:
        char.tags.add(which, category=CATEGORY)


def history(char) -> list:
    return list(get(char, "history") or [])


def note(char, what: str, now: float, by=None, **extra) -> None:
    entry = {"what": what, "when": float(now), "by": getattr(by, "key", None) or (by or "the game")}
    entry.update(extra)
    put(char, "history", history(char) + [entry])


def mark_warned(char, now: float) -> None:
    put(char, "warned_at", float(now))
    note(char, "warned", now)


def mark_idle(char, now: float) -> None:
    set_state(char, IDLE)
    put(char, "idle_since", float(now))
    note(char, "idle", now)


def back_in_play(char) -> None:
    """The player came back: an idle mark (not a staff choice) goes."""
    if char.tags.has(IDLE, category=CATEGORY):
        set_state(char, None)
        put(char, "idle_since", None)


def _shut(char) -> None:
    if get(char, "held_lock") is None:
        put(char, "held_lock", char.locks.get("puppet") or "")
    char.locks.add(SHUT_LOCK)


def _reopen(char) -> None:
    held = get(char, "held_lock")
    if held is not None:
        if held:
            char.locks.add(held)
        put(char, "held_lock", None)


def keep(char, now: float, by=None) -> None:
    """Staff keep it with its player: its clock starts again from now."""
    set_state(char, None)
    _reopen(char)
    for key in ("idle_since", "warned_at", "pitch"):
        put(char, key, None)
    put(char, "kept_at", float(now))
    note(char, "kept", now, by)


def open_roster(char, pitch: str, now: float, by=None) -> None:
    """Staff open it for claiming; its old player can no longer take it up."""
    set_state(char, ROSTER)
    _shut(char)
    put(char, "pitch", pitch or "")
    note(char, "rostered", now, by)


def retire(char, now: float, by=None) -> None:
    """Staff set it aside: kept whole, played by nobody."""
    set_state(char, RETIRED)
    _shut(char)
    put(char, "pitch", None)
    note(char, "retired", now, by)


# --- claims --------------------------------------------------------------------------
def claims(char) -> dict:
    """request number -> {"account": id, "character": id, "name": str}."""
    return {int(k): dict(v) for k, v in (get(char, "claims") or {}).items()}


def add_claim(char, request_id: int, account, claimant) -> None:
    found = claims(char)
    found[int(request_id)] = {"account": account.id, "character": claimant.id, "name": claimant.key}
    put(char, "claims", found)


def drop_claims(char) -> None:
    put(char, "claims", None)
