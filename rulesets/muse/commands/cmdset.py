"""The muse ruleset's commands: the cmdset a character carries in a room
that plays under muse (see rulesets/registry.py)."""

from evennia.commands.cmdset import CmdSet

from commands.rolls import CmdRolls
from rulesets.muse.commands.chargen import CmdApprove, CmdChargen, CmdSetStat, CmdStat
from rulesets.muse.commands.combat import CmdCombat
from rulesets.muse.commands.heal import CmdHeal
from rulesets.muse.commands.react import CmdReact
from rulesets.muse.commands.roll import CmdAssist, CmdChallenge, CmdOverexert, CmdRoll
from rulesets.muse.commands.scene import CmdRest
from rulesets.muse.commands.sheet import CmdSheet
from rulesets.muse.commands.staff import CmdRevive, CmdTribulation
from rulesets.muse.commands.wake import CmdWake

# Rolls, sheet, chargen and rest (+scene is every ruleset's: features/scenes/commands/scene.py).
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
