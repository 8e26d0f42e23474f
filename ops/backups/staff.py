"""Telling staff how a backup went: a failed one (or a failed second copy)
goes to the server log, as a line on the Staff channel and as a request
to staff (the ``staff_request`` feature hook: the requests of
features/community, one open request a fault, a comment each time it
repeats) at once, and every login of an Admin shows it until a later
backup succeeds (typeclasses/characters.py adds :func:`login_notice` to
the login notice)."""

from __future__ import annotations

from evennia.utils import logger

from core import features
from ops.backups import store
from ops.backups.run import summary

STAFF_CHANNEL = "Staff"
REQUEST_CATEGORY = "backup"
_STAFF_REQUEST = features.hook("staff_request")


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
    file_request(verdict)


def request_title(verdict: dict) -> str:
    if verdict.get("ok"):
        return "A backup's second copy failed"
    return f"A backup failed ({verdict.get('kind') or 'backup'})"


def file_request(verdict: dict) -> None:
    """File (or add to) the staff request for a failed backup. A database
    that cannot take the request is logged, never raised: the backup's
    verdict and the log still say what failed."""
    text = (f"{summary(verdict)}\n\nWhen: {verdict.get('time') or 'unknown'}. +backup shows the "
            "backups and their verdicts; docs/operators.md says what to do.")
    try:
        _STAFF_REQUEST(request_title(verdict), text, REQUEST_CATEGORY)
    except Exception as err:  # the database itself may be what failed
        logger.log_err(f"Fourfold: no request could be filed for the failed backup: {err}")


def login_notice(char) -> str:
    """For an Admin, the last backup when it failed."""
    account = getattr(char, "account", None)
    if account is None or not account.check_permstring("Admin"):
        return ""
    verdict = store.read_last()
    if not failed(verdict):
        return ""
    return f"|r{summary(verdict)}|n\n(+backup for more; docs/operators.md says how to restore.)"
