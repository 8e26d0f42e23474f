"""A minimal second ruleset used by tests/rulesets/test_registry.py: proof that a
ruleset is just a cmdset plus one registry entry."""

from evennia.commands.cmdset import CmdSet

from commands.command import FourfoldCommand


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
