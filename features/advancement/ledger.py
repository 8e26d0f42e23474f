"""The advancement ledger: every award and spend as a record, and the sheet
change it stands for made in the same transaction.

A ruleset's part (``Ruleset.advancement``, core/advancement.py) checks the
rules and changes the sheet; this module finds the part, builds its
:class:`~rules.advancement.Bank` from the records, and writes them. Every
function that refuses raises a RulesError before anything is written.
"""

from __future__ import annotations

from datetime import datetime, timezone

from django.db import transaction
from django.db.models import Max, Sum
from evennia.objects.models import ObjectDB

from core.game_settings import setting
from rules.advancement import Bank
from rules.errors import RulesError
from rulesets import registry

from .models import AWARD, LEVEL, RAISE, UNDO, WEEKLY, Entry

REASON_MAX = 200


def now() -> datetime:
    return datetime.now(timezone.utc)


def part(key: str):
    """The advancement part of the ruleset ``key`` (an instance), or None."""
    ruleset = registry.get(key)
    cls = ruleset.load("advancement") if ruleset else None
    return cls() if cls else None


def room_ruleset(char) -> str:
    return registry.ruleset_for_room(char.location)[0] if char.location else registry.default_key()


def ruleset_taking(what: str, room) -> str:
    """The ruleset an award of ``what`` ("takes_xp" or "takes_levels") goes
    to: the room's if it takes one, else the only installed one that does."""
    here = registry.ruleset_for_room(room)[0] if room else registry.default_key()
    if getattr(part(here), what, False):
        return here
    takers = [key for key in registry.installed() if getattr(part(key), what, False)]
    if len(takers) == 1:
        return takers[0]
    noun = "XP" if what == "takes_xp" else "levels"
    if not takers:
        raise RulesError(f"No ruleset of this game takes awarded {noun}.")
    raise RulesError(f"Several rulesets take awarded {noun} ({', '.join(takers)}): "
                     f"award from a room of the one you mean.")


def balance(char_id: int, key: str) -> int:
    return Entry.objects.filter(char_id=char_id, ruleset=key).aggregate(total=Sum("amount"))["total"] or 0


def bank(char, key: str) -> Bank:
    """The character's bank in ruleset ``key``: its balance, and when each
    ability's last raise that still stands was made."""
    standing = (Entry.objects.filter(char_id=char.id, ruleset=key, kind=RAISE, undone_by__isnull=True)
                .values("ability").annotate(last=Max("created")))
    return Bank(balance=balance(char.id, key),
                last_raised={row["ability"]: row["last"].timestamp() for row in standing})


def clean_reason(text: str) -> str:
    from core.text.player import one_line

    reason = one_line((text or "").strip())
    if not reason:
        raise RulesError("Give a reason after the amount, e.g. =2/a fine scene.")
    if len(reason) > REASON_MAX:
        raise RulesError(f"Keep the reason to {REASON_MAX} characters.")
    return reason


def _record(char, key: str, kind: str, when: datetime, by=None, **fields) -> Entry:
    return Entry.objects.create(char_id=char.id, char_name=char.key, ruleset=key, kind=kind,
                                by_id=by.id if by else None, by_name=by.key if by else "",
                                created=when, **fields)


def award_xp(char, key: str, amount: int, reason: str, by, when: datetime | None = None,
             kind: str = AWARD) -> Entry | None:
    """Award ``amount`` XP in ruleset ``key``; the bank takes in what fits
    under its cap. None when nothing fits (nothing written)."""
    adv = part(key)
    if adv is None or not adv.takes_xp:
        raise RulesError(f"{key} characters are not awarded XP.")
    taken = adv.award_taken(char, balance(char.id, key), amount)
    if taken <= 0:
        return None
    return _record(char, key, kind, when or now(), by, amount=taken, reason=reason)


def spend_raise(char, key: str, name: str, when: datetime | None = None) -> tuple[Entry, list[str]]:
    """Raise ``name`` by one in ruleset ``key``, paying from the bank."""
    when = when or now()
    adv = part(key)
    if adv is None:
        raise RulesError("Nothing is bought with +xp/raise here.")
    plan = adv.plan_raise(char, name, bank(char, key), when.timestamp())
    with transaction.atomic():
        entry = _record(char, key, RAISE, when, char, amount=-plan.cost, ability=plan.ability,
                        old_rating=plan.old, new_rating=plan.new,
                        reason=f"{plan.ability} {plan.old} to {plan.new}")
        lines = adv.apply_raise(char, plan)
    return entry, lines


def award_levels(char, key: str, levels: int, reason: str, by, when: datetime | None = None) -> Entry:
    """Award ``levels`` levels in ruleset ``key``, with their Trait points."""
    adv = part(key)
    if adv is None or not adv.takes_levels:
        raise RulesError(f"{key} characters are not awarded levels.")
    new_level, points = adv.plan_levels(char, levels)
    with transaction.atomic():
        entry = _record(char, key, LEVEL, when or now(), by, amount=points, levels=levels, reason=reason,
                        old_rating=new_level - levels, new_rating=new_level)
        adv.change_level(char, levels)
    return entry


def undo(entry_id: int, by, reason: str = "", when: datetime | None = None) -> tuple[Entry, object]:
    """A new record reversing entry ``entry_id`` (and its sheet change).
    Returns (the undo record, the character)."""
    entry = Entry.objects.filter(id=entry_id).first()
    if entry is None:
        raise RulesError(f"There is no advancement entry #{entry_id} (+xp/log <name> lists them).")
    if entry.kind == UNDO:
        raise RulesError(f"#{entry.id} is itself an undo; award or spend again instead.")
    done = Entry.objects.filter(undoes=entry).first()
    if done is not None:
        raise RulesError(f"#{entry.id} was undone already, by #{done.id}.")
    char = ObjectDB.objects.filter(id=entry.char_id).first()
    if char is None:
        raise RulesError(f"{entry.char_name}, whose entry #{entry.id} is, no longer exists.")
    adv = part(entry.ruleset)
    if adv is None:
        raise RulesError(f"The ruleset {entry.ruleset} is no longer installed.")
    left = balance(char.id, entry.ruleset)
    if entry.kind in (AWARD, WEEKLY) and left < entry.amount:
        raise RulesError(f"{char.key} has {left} {adv.unit} left, less than the {entry.amount} "
                         f"#{entry.id} gave; undo what was spent from it first.")
    if entry.kind == LEVEL:
        adv.check_level_undo(char, entry.levels, left)
    why = f"undoes #{entry.id}" + (f": {reason}" if reason else "")
    with transaction.atomic():
        record = _record(char, entry.ruleset, UNDO, when or now(), by, amount=-entry.amount,
                         levels=-entry.levels, ability=entry.ability, old_rating=entry.new_rating,
                         new_rating=entry.old_rating, reason=why, undoes=entry)
        if entry.kind == RAISE:
            adv.revert_raise(char, entry.ability, entry.old_rating, entry.new_rating)
        elif entry.kind == LEVEL:
            adv.change_level(char, -entry.levels)
    return record, char


def entries_for(char_id: int, limit: int | None = None) -> list[Entry]:
    """The newest ``limit`` entries of a character (all rulesets), oldest first."""
    limit = limit or int(setting("FOURFOLD_XP_LOG_LINES"))
    rows = list(Entry.objects.filter(char_id=char_id).select_related("undone_by").order_by("-created", "-id")[:limit])
    return rows[::-1]
