"""Template context read from the settings at each request.

Evennia's context processor (evennia.web.utils.general_context) copies
NEW_ACCOUNT_REGISTRATION_ENABLED into a module global the first time it is
imported, so a page would go on offering (or hiding) the register link and
form after the setting changed, and a test that overrides the setting can
fix the value for every later test in its process. This processor runs
after Evennia's and answers from the settings as they are now.
"""

from django.conf import settings

from core.game_settings import setting
from core.registration import registration_open


def live_settings(request):
    """Whether registration is open, and the game's name and tagline (which
    staff may set on the console: FOURFOLD_GAME_NAME, FOURFOLD_GAME_SLOGAN)."""
    return {"register_enabled": registration_open(),
            "game_name": setting("FOURFOLD_GAME_NAME") or settings.SERVERNAME,
            "game_slogan": setting("FOURFOLD_GAME_SLOGAN") or settings.GAME_SLOGAN}
