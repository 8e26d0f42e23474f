"""The console's hook (its FEATURE's ``hooks``): each time a character is
put in play, a record of who, from where and with which client, for the
People page's history of a player."""

from __future__ import annotations

from django.utils import timezone


def address_of(session) -> str:
    address = getattr(session, "address", "") or ""
    if isinstance(address, (tuple, list)):
        address = address[0] if address else ""
    return str(address)[:80]


def record_login(char) -> None:
    from features.staff_console.models import LoginRecord

    account = getattr(char, "account", None)
    sessions = list(char.sessions.all()) if getattr(char, "sessions", None) else []
    if account is None or not sessions:
        return
    session = max(sessions, key=lambda s: getattr(s, "conn_time", 0) or 0)
    LoginRecord.objects.create(account_id=account.id, account_name=account.key[:80], character=char.key[:80],
                               address=address_of(session),
                               client=str(getattr(session, "protocol_key", "") or "")[:40], when=timezone.now())
