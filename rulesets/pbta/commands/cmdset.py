"""The pbta ruleset's commands (Stone Age moves on 2d6)."""

from evennia.commands.cmdset import CmdSet

from commands.rolls import CmdRolls
from rulesets.pbta.commands.chargen import CmdApprove, CmdChargen, CmdLevelUp, CmdSetStat, CmdStat
from rulesets.pbta.commands.damage import CmdDamage, CmdForward, CmdHp
from rulesets.pbta.commands.defend import CmdDefend
from rulesets.pbta.commands.moves import CmdBargain, CmdMove, CmdMoves, CmdRest, CmdRoll, CmdWatch
from rulesets.pbta.commands.sheet import CmdSheet, CmdToken
from rulesets.pbta.commands.spar import CmdSpar


class PbtaCmdSet(CmdSet):
    key = "ruleset_pbta"
    priority = 1

    def at_cmdset_creation(self):
        for cmd in (CmdRoll, CmdMove, CmdMoves, CmdDefend, CmdRest, CmdWatch, CmdBargain,
                    CmdSheet, CmdToken, CmdStat, CmdChargen, CmdApprove, CmdSetStat, CmdLevelUp,
                    CmdDamage, CmdHp, CmdForward, CmdRolls, CmdSpar):
            self.add(cmd())
