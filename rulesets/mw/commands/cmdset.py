"""The mw (Muscle Wizard) ruleset's commands."""

from evennia.commands.cmdset import CmdSet

from .chargen import CmdApprove, CmdArchetype, CmdChargen, CmdWord
from .gains import CmdGains
from .harm import CmdHeal, CmdHurt
from .history import CmdRolls
from .items import CmdItem
from .roll import CmdRoll
from .sheet import CmdWords
from .spar import CmdSpar
from .support import CmdSpot, CmdVeto


class MwCmdSet(CmdSet):
    key = "ruleset_mw"
    priority = 1

    def at_cmdset_creation(self):
        for cmd in (CmdWords, CmdArchetype, CmdWord, CmdChargen, CmdApprove, CmdRoll, CmdSpot,
                    CmdVeto, CmdGains, CmdItem, CmdHurt, CmdHeal, CmdRolls, CmdSpar):
            self.add(cmd())
