"""Who is staff in the game: whoever passes ``FOURFOLD_STAFF_LOCK``."""

from django.conf import settings


def is_staff(who) -> bool:
    """True when ``who`` (a character or an account) passes the staff lock."""
    lock = getattr(settings, "FOURFOLD_STAFF_LOCK", "perm(Builder)")
    return who.locks.check_lockstring(who, f"dummy:{lock}")
