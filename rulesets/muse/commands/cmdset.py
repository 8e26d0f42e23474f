"""The muse ruleset's commands: the cmdset a character carries in a room
that plays under muse (see rulesets/registry.py)."""

from evennia.commands.cmdset import CmdSet

from rulesets.fs3.commands.history import CmdRolls

from .chargen import CmdApprove, CmdChargen, CmdSetStat, CmdStat
from .combat import CmdCombat
from .heal import CmdHeal
from .react import CmdReact
from .roll import CmdAssist, CmdChallenge, CmdOverexert, CmdRoll
from .scene import CmdRest
from .sheet import CmdSheet
from .staff import CmdRevive, CmdTribulation
from .wake import CmdWake

# Rolls, sheet, chargen and rest (+scene is every ruleset's: commands/scene.py).
COMMANDS = (CmdRoll, CmdAssist, CmdChallenge, CmdOverexert, CmdSheet, CmdStat, CmdChargen,
            CmdApprove, CmdSetStat, CmdRest, CmdHeal, CmdWake, CmdRolls,
            CmdTribulation, CmdRevive)

# muse combat: append the combat command classes to this tuple.
COMBAT_COMMANDS = (CmdCombat, CmdReact)


class MuseCmdSet(CmdSet):
    key = "ruleset_muse"
    priority = 1

    def at_cmdset_creation(self):
        for cmd in COMMANDS + COMBAT_COMMANDS:
            self.add(cmd())
