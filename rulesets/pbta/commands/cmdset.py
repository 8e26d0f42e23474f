"""The pbta ruleset's commands (Stone Age moves on 2d6)."""

from evennia.commands.cmdset import CmdSet

from rulesets.fs3.commands.history import CmdRolls

from .chargen import CmdApprove, CmdChargen, CmdLevelUp, CmdSetStat, CmdStat
from .damage import CmdDamage, CmdForward, CmdHp
from .defend import CmdDefend
from .moves import CmdBargain, CmdMove, CmdMoves, CmdRest, CmdRoll, CmdWatch
from .sheet import CmdSheet, CmdToken
from .spar import CmdSpar


class PbtaCmdSet(CmdSet):
    key = "ruleset_pbta"
    priority = 1

    def at_cmdset_creation(self):
        for cmd in (CmdRoll, CmdMove, CmdMoves, CmdDefend, CmdRest, CmdWatch, CmdBargain,
                    CmdSheet, CmdToken, CmdStat, CmdChargen, CmdApprove, CmdSetStat, CmdLevelUp,
                    CmdDamage, CmdHp, CmdForward, CmdRolls, CmdSpar):
            self.add(cmd())
