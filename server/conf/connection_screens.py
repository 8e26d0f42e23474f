"""The screen a telnet client sees before logging in
(settings.CONNECTION_SCREEN_MODULE; Evennia shows the module's one string)."""

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
