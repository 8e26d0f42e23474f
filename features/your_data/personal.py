"""A player's own data file: made on request (``+data/export`` in the game,
the button on ``/account/data/``; both call :func:`make`), kept in a folder
of the account's own under ``FOURFOLD_DATA_EXPORT_DIR`` (the newest file
only, readable by the game alone) and handed out by the web page to that
account's player and nobody else (:func:`latest`).
"""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

from core.errors import StorageError
from core.game_settings import setting
from features.your_data import archive, collect


class NoSuchAccount(StorageError):
    """The account is gone or closed: there is nothing of theirs to export."""


class FileThere(StorageError):
    """An export would write over a file that is there already."""


def folder(account) -> Path:
    return Path(setting("FOURFOLD_DATA_EXPORT_DIR")) / f"account-{int(account.id)}"


def file_name(account, when: datetime) -> str:
    return f"fourfold-data-{int(account.id)}-{when.strftime('%Y%m%d-%H%M%S')}.zip"


def check_account(account) -> None:
    """Refuse an account that was deleted or closed."""
    from evennia.accounts.models import AccountDB

    if account is None or not getattr(account, "pk", None) or \
            not AccountDB.objects.filter(pk=account.pk, is_active=True).exists():
        raise NoSuchAccount("That account is deleted or closed: it has no data to export.")


def make(account) -> Path:
    """Write ``account``'s data file, drop its older ones; answers the path."""
    check_account(account)
    when = datetime.now(UTC)
    folder(account).mkdir(parents=True, exist_ok=True, mode=0o700)
    path = archive.write(collect.for_account(account), folder(account) / file_name(account, when))
    for old in folder(account).glob("fourfold-data-*.zip"):
        if old != path:
            old.unlink(missing_ok=True)
    return path


def latest(account) -> Path | None:
    """``account``'s newest data file, or None."""
    found = sorted(folder(account).glob("fourfold-data-*.zip")) if account is not None else []
    return found[-1] if found else None
