"""The mw (Muscle Wizard) ruleset's commands."""

from evennia.commands.cmdset import CmdSet

from rulesets.mw.commands.chargen import CmdApprove, CmdArchetype, CmdChargen, CmdWord
from rulesets.mw.commands.gains import CmdGains
from rulesets.mw.commands.harm import CmdHeal, CmdHurt
from rulesets.mw.commands.history import CmdRolls
from rulesets.mw.commands.items import CmdItem
from rulesets.mw.commands.roll import CmdRoll
from rulesets.mw.commands.sheet import CmdWords
from rulesets.mw.commands.spar import CmdSpar
from rulesets.mw.commands.support import CmdSpot, CmdVeto


class MwCmdSet(CmdSet):
    key = "ruleset_mw"
    priority = 1

    def at_cmdset_creation(self):
        for cmd in (CmdWords, CmdArchetype, CmdWord, CmdChargen, CmdApprove, CmdRoll, CmdSpot,
                    CmdVeto, CmdGains, CmdItem, CmdHurt, CmdHeal, CmdRolls, CmdSpar):
            self.add(cmd())
