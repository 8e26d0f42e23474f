"""Who is online, and the console's actions on players: boot, ban and
unban, each done as the game's own ``boot``, ``ban`` and ``unban`` do it
(the same session calls, the same ``server_bans`` list in ServerConfig, the
same line in the security log), and each leaving a ``StaffAction``.
"""

from __future__ import annotations

import re
import time

from django.db import transaction
from django.utils import timezone
from evennia.server.models import ServerConfig
from evennia.utils import logger

from features.staff_console.hooks import address_of
from features.staff_console.models import LoginRecord, StaffAction

REASON_MAX = 200
# an IP address, each part a number or * (as Evennia's ban takes it)
IP = re.compile(r"^[0-9*]{1,3}\.[0-9*]{1,3}\.[0-9*]{1,3}\.[0-9*]{1,3}$")
NAME = re.compile(r"^[\w .'-]{1,60}$")


class Refused(ValueError):
    """The action cannot be done; the message says why."""


def _idle(seconds: float) -> str:
    seconds = max(0, int(seconds))
    if seconds < 60:
        return f"{seconds}s"
    if seconds < 3600:
        return f"{seconds // 60}m"
    return f"{seconds // 3600}h {seconds % 3600 // 60}m"


def online() -> list[dict]:
    """Every logged-in connection: its character, account, address, idle
    time and client."""
    import evennia

    rows = []
    now = time.time()
    for session in evennia.SESSION_HANDLER.values() if evennia.SESSION_HANDLER else []:
        if not getattr(session, "logged_in", False):
            continue
        account = getattr(session, "account", None)
        puppet = getattr(session, "puppet", None)
        rows.append({"sessid": session.sessid, "account": getattr(account, "key", ""),
                     "character": getattr(puppet, "key", ""), "address": address_of(session),
                     "idle": _idle(now - (getattr(session, "cmd_last_visible", now) or now)),
                     "client": getattr(session, "protocol_key", "") or ""})
    return sorted(rows, key=lambda r: (r["account"].lower(), r["sessid"]))


def _record(action: str, target: str, reason: str, by) -> None:
    StaffAction.objects.create(action=action, target=target[:120], reason=reason, by_id=getattr(by, "id", None),
                               by_name=getattr(by, "username", "") or str(by), when=timezone.now())


def clean_reason(reason: str) -> str:
    reason = " ".join((reason or "").split())
    if len(reason) > REASON_MAX:
        raise Refused(f"A reason is at most {REASON_MAX} characters.")
    return reason


def boot(sessid, reason: str, by) -> str:
    """Disconnect every session of the account on connection ``sessid``,
    telling them who did it and why. Answers the account's name."""
    import evennia

    reason = clean_reason(reason)
    try:
        session = evennia.SESSION_HANDLER.get(int(sessid))
    except (TypeError, ValueError):
        session = None
    account = getattr(session, "account", None) if session else None
    if account is None:
        raise Refused("That connection is gone (the player may have left already).")
    if account.id == getattr(by, "id", None):
        raise Refused("You cannot boot yourself.")
    if account.is_superuser and not getattr(by, "is_superuser", False):
        raise Refused("Only a superuser may boot a superuser.")
    feedback = f"You have been disconnected by {by.username}.\n"
    if reason:
        feedback += f"\nReason given: {reason}"
    with transaction.atomic():
        _record("boot", account.key, reason, by)
    for each in list(account.sessions.all()):
        each.msg(feedback)
        account.disconnect_session_from_account(each)
    logger.log_sec(f"Booted: {account} (Reason: {reason}, Caller: {by}, from the staff console).")
    return account.key


def bans() -> list:
    return list(ServerConfig.objects.conf("server_bans") or [])


def ban(target: str, reason: str, by) -> str:
    """Ban an account name or an IP address (``*`` for any part), as
    Evennia's ``ban`` does. Answers what was banned."""
    reason = clean_reason(reason)
    target = (target or "").strip().lower()
    if IP.match(target):
        ipregex = re.compile(target.replace(".", r"\.").replace("*", "[0-9]{1,3}"))
        entry = ("", target, ipregex, time.ctime(), reason)
    elif NAME.match(target):
        entry = (target, "", "", time.ctime(), reason)
    else:
        raise Refused("Give an account name or an IP address (such as 10.0.*.*).")
    if any((b[0] or b[1]) == target for b in bans()):
        raise Refused(f"{target} is banned already.")
    with transaction.atomic():
        ServerConfig.objects.conf("server_bans", bans() + [entry])
        _record("ban", target, reason, by)
    logger.log_sec(f"Banned: {target} (Caller: {by}, from the staff console).")
    return target


def unban(target: str, by) -> str:
    """Lift the ban on ``target`` (a name or an address as listed)."""
    listed = bans()
    kept = [b for b in listed if (b[0] or b[1]) != (target or "").strip().lower()]
    if len(kept) == len(listed):
        raise Refused("There is no such ban.")
    with transaction.atomic():
        ServerConfig.objects.conf("server_bans", kept)
        _record("unban", target, "", by)
    logger.log_sec(f"Unbanned: {target} (Caller: {by}, from the staff console).")
    return target


def history(name: str, limit: int = 50) -> dict | None:
    """An account's record: when it joined and last logged in, and its
    logins (character, address, client), newest first. None: no such account."""
    from evennia.accounts.models import AccountDB

    account = AccountDB.objects.filter(username__iexact=(name or "").strip()[:80]).first()
    if account is None:
        return None
    logins = list(LoginRecord.objects.filter(account_id=account.id)[:limit])
    return {"account": account.key, "joined": account.date_joined, "last_login": account.last_login,
            "logins": logins, "addresses": sorted({r.address for r in logins if r.address}),
            "actions": list(StaffAction.objects.filter(target__iexact=account.key)[:20])}


def recent_actions(limit: int = 30) -> list:
    return list(StaffAction.objects.all()[:limit])
