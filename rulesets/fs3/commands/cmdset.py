"""The fs3 ruleset's commands."""

from evennia.commands.cmdset import CmdSet

from .aid import CmdAid
from .chargen import CmdApprove, CmdChargen, CmdSetStat, CmdStat
from .combat import CmdCombat, CmdCombats
from .damage import CmdDamage, CmdTreat
from .gear import CmdDismount, CmdMount, CmdRemove, CmdUnwield, CmdWear, CmdWield
from .gear_info import CmdGear
from .history import CmdRolls
from .luck import CmdLuck
from .roll import CmdRoll
from .sheet import CmdAbilities, CmdSheet


class FS3CmdSet(CmdSet):
    key = "ruleset_fs3"
    priority = 1

    def at_cmdset_creation(self):
        for cmd in (CmdRoll, CmdSheet, CmdAbilities, CmdStat, CmdChargen, CmdApprove,
                    CmdSetStat, CmdLuck, CmdAid, CmdRolls, CmdDamage, CmdTreat,
                    CmdWield, CmdUnwield, CmdWear, CmdRemove, CmdMount, CmdDismount, CmdGear):
            self.add(cmd())
        for cmd in (CmdCombat, CmdCombats):
            self.add(cmd())
