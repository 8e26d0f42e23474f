"""+rolls in an mw room: the same room history as every ruleset."""

from commands.rolls import CmdRolls as _SharedRolls


class CmdRolls(_SharedRolls):
    """
    Show the last rolls made in this room.

    Usage:
      +rolls [<n>]

    Shows the last n rolls (10 if you give no number), Word rolls and
    explosion chains included. Private rolls are listed only for the
    person who made them and for staff.

    Example:
      +rolls 5
    """

    help_category = "mw"
