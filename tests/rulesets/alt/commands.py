"""The test ruleset's commands: +roll, and +odds's adapter."""

from evennia.commands.cmdset import CmdSet

from core.command import FourfoldCommand


class CmdAltRoll(FourfoldCommand):
    """
    Roll in the test ruleset.

    Usage:
      +roll

    Example:
      +roll
    """

    key = "+roll"
    help_category = "alt"

    def run(self):
        self.caller.msg("alt roll")


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
