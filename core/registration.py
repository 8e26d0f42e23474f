"""Whether new accounts may be made: Evennia's NEW_ACCOUNT_REGISTRATION_ENABLED
and Fourfold's FOURFOLD_REGISTRATION_OPEN (which staff set on the console)
must both allow it. Read at each use, so a change takes effect at once."""

from django.conf import settings

from core.game_settings import setting


def registration_open() -> bool:
    return bool(settings.NEW_ACCOUNT_REGISTRATION_ENABLED) and bool(setting("FOURFOLD_REGISTRATION_OPEN"))
