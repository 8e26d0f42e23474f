"""home: every player's way back from a dead end."""

from django.conf import settings
from evennia.commands.default.general import CmdHome as EvenniaHome


def home_of(char):
    """Where ``char``'s home is: its own, or the game's default home when it
    has none (or it was destroyed)."""
    from evennia.objects.models import ObjectDB

    if char.home is not None:
        return char.home
    found = ObjectDB.objects.filter(id=int(str(settings.DEFAULT_HOME).lstrip("#"))).first()
    return found


class CmdHome(EvenniaHome):
    """
    Go back to your home.

    Usage:
      home

    Takes you straight to your home, wherever you are: the way out of a
    room with no exits, or of one you are lost in. Your home is set when
    your character is made; staff may change it with @sethome.

    Example:
      home
    """

    locks = "cmd:all()"
    help_category = "General"

    def func(self):
        caller = self.caller
        home = home_of(caller)
        if home is None:
            caller.msg("You have no home to go to; ask staff to give you one.")
        elif home == caller.location:
            caller.msg("You are home already.")
        elif not caller.move_to(home, move_type="teleport"):
            caller.msg("Something kept you from going home.")
