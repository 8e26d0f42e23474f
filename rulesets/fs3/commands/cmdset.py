"""The fs3 ruleset's commands."""

from evennia.commands.cmdset import CmdSet

from commands.rolls import CmdRolls
from rulesets.fs3.commands.aid import CmdAid
from rulesets.fs3.commands.chargen import CmdApprove, CmdChargen, CmdSetStat, CmdStat
from rulesets.fs3.commands.combat import CmdCombat, CmdCombats
from rulesets.fs3.commands.damage import CmdDamage, CmdTreat
from rulesets.fs3.commands.gear import CmdDismount, CmdMount, CmdRemove, CmdUnwield, CmdWear, CmdWield
from rulesets.fs3.commands.gear_info import CmdGear
from rulesets.fs3.commands.luck import CmdLuck
from rulesets.fs3.commands.roll import CmdRoll
from rulesets.fs3.commands.sheet import CmdAbilities, CmdSheet


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
