"""The screen a telnet client sees before logging in
(settings.CONNECTION_SCREEN_MODULE). Evennia calls :func:`connection_screen`
each time it shows the screen: the text staff set (FOURFOLD_CONNECTION_SCREEN,
on the staff console) or, when they set none, :data:`CONNECTION_SCREEN`."""

from django.conf import settings
from evennia import utils

CONNECTION_SCREEN = """
|b==============================================================================|n
 |gFourfold|n  -  one game, four ways to roll the dice            ({} {})

   fs3   d8 skill pools, stances, hit locations and wounds
   muse  d6 Traits, challenges, Tribulations
   pbta  2d6 moves in a stone-age land
   mw    Muscle Wizard: Words of Power that explode up the ladder

 New here?  |wcreate <name> <password>|n   then follow the welcome.
 Returning? |wconnect <name> <password>|n
 Names with spaces go in quotes. |whelp|n for more, |wlook|n to see this again.
|b==============================================================================|n""".format(
    settings.SERVERNAME, utils.get_evennia_version("short")
)


def connection_screen() -> str:
    from core.game_settings import setting

    return setting("FOURFOLD_CONNECTION_SCREEN") or CONNECTION_SCREEN
