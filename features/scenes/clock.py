"""The time scenes stamp their entries, joins and changes with: now, in UTC."""

from datetime import datetime, timezone


def now() -> datetime:
    return datetime.now(timezone.utc)
