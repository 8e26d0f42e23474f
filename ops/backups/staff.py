"""Telling staff how a backup went: a failed one (or a failed second copy)
goes to the server log and as a line on the Staff channel at once, and
every login of an Admin shows it until a later backup succeeds
(typeclasses/characters.py adds :func:`login_notice` to the login notice)."""

from __future__ import annotations

from evennia.utils import logger

from ops.backups import store
from ops.backups.run import summary

STAFF_CHANNEL = "Staff"


def failed(verdict: dict | None) -> bool:
    return bool(verdict) and (not verdict.get("ok") or bool(verdict.get("copy_failures")))


def tell_staff(verdict: dict) -> None:
    """Log every backup; a failed one also goes to the Staff channel."""
    text = summary(verdict)
    if not failed(verdict):
        logger.log_info(f"Fourfold: {text}")
        return
    logger.log_err(f"Fourfold: {text}")
    from evennia.comms.models import ChannelDB

    channel = ChannelDB.objects.filter(db_key__iexact=STAFF_CHANNEL).first()
    if channel is not None:
        channel.msg(f"|r{text}|n (+backup for more)")


def login_notice(char) -> str:
    """For an Admin, the last backup when it failed."""
    account = getattr(char, "account", None)
    if account is None or not account.check_permstring("Admin"):
        return ""
    verdict = store.read_last()
    if not failed(verdict):
        return ""
    return f"|r{summary(verdict)}|n\n(+backup for more; docs/operators.md says how to restore.)"
