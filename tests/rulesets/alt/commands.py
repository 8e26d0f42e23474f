"""The test ruleset's commands: +roll (and its ``roll`` part), and +odds's adapter."""

from evennia.commands.cmdset import CmdSet

from core.rolls.roll_command import RollCommand


def roll(character, room, text: str) -> str:
    """The test ruleset's roll: it only answers the roller."""
    character.msg("alt roll")
    return "alt roll"


class CmdAltRoll(RollCommand):
    """
    Roll in the test ruleset.

    Usage:
      +roll

    Example:
      +roll
    """

    roll = staticmethod(roll)
    help_category = "alt"


class AltCmdSet(CmdSet):
    key = "ruleset_alt"
    priority = 1

    def at_cmdset_creation(self):
        self.add(CmdAltRoll())


def odds(cmd, text: str) -> str:
    """+odds in the test ruleset: one fair coin."""
    if not text.strip():
        cmd.fail("The odds of which coin?")
    return "Heads 50.0%, tails 50.0%."
