"""+combat and +combats: fs3 fights, turn by turn.

The switches live in mixins: combat_manage.py (what fs3 adds to the shared
start, join, invite, leave, add, newturn, stop and transfer of
core/combat/manage.py; team, summary, the screen), combat_npc.py (NPC gear
and orders) and
combat_actions.py (attack, pass, treat, stance, luck, hero, log).
"""

from rulesets.fs3 import combat_format as cfmt
from rulesets.fs3.combat_script import all_combats
from rulesets.fs3.commands.combat_actions import CombatActions
from rulesets.fs3.commands.combat_base import CombatCommandBase
from rulesets.fs3.commands.combat_manage import CombatManage
from rulesets.fs3.commands.combat_npc import CombatNpcs

SYNTAX = {
    "view": "+combat",
    "start": "+combat/start [<team>]",
    "join": "+combat/join [<#>][=<team>]",
    "leave": "+combat/leave [<name>]",
    "team": "+combat/team <name>=<team>",
    "add": "+combat/add <name>[,<name>...][=<Goon||Henchman||Boss>][/<team>]",
    "invite": "+combat/invite <name>",
    "weapon": "+combat/weapon <npc>=<weapon||none>",
    "armor": "+combat/armor <npc>=<armor||none>",
    "ai": "+combat/ai",
    "newturn": "+combat/newturn",
    "stop": "+combat/stop",
    "transfer": "+combat/transfer <name>",
    "summary": "+combat/summary",
    "attack": "+combat/attack [<npc>=]<target>[=<mod>]  (an NPC's modifier: <npc>=<target>/<mod>)",
    "pass": "+combat/pass [<npc>=]",
    "stance": "+combat/stance [<npc>=]<stance>",
    "luck": "+combat/luck <attack||defense||none>",
    "hero": "+combat/hero",
    "treat": "+combat/treat [<npc>=]<name>",
    "log": "+combat/log [<turn>]",
}


class CmdCombat(CombatManage, CombatNpcs, CombatActions, CombatCommandBase):
    """
    Fight in the fs3 system, one turn at a time.

    Usage:
      +combat                          (the fight: who, stance, gear, wounds)
      +combat/start [<team>]           (start a fight here; you organize it)
      +combat/join [<#>][=<team>]      (join the fight here, fight #, or the
                                        one you were invited to)
      +combat/leave
      +combat/attack <target>[=<mod>]
      +combat/pass
      +combat/stance <stance>          (takes effect at once; see help stances)
      +combat/luck <attack||defense||none>
      +combat/treat <name>             (a Medicine roll during the turn)
      +combat/hero                     (spend 1 Luck to get up after a KO)
      +combat/team <name>=<team>       (your own; anyone's if you organize)
      +combat/log [<turn>]

    Organizer or staff:
      +combat/add <name>[,<name>...][=<Goon||Henchman||Boss>][/<team>]
      +combat/invite <name>            (ask a player to join; they accept
                                        with +combat/join)
      +combat/leave <name>             (take someone out of the fight; an
                                        NPC the fight made vanishes)
      +combat/weapon <npc>=<weapon||none>   (arm an NPC from the catalogue)
      +combat/armor <npc>=<armor||none>     (armor it; a piece replaces one
                                            covering the same places)
      +combat/ai                       (every NPC without an action attacks
                                        someone of another team)
      +combat/newturn                  (resolve the turn now)
      +combat/summary                  (who has not acted yet)
      +combat/transfer <name>          (hand the fight to someone else)
      +combat/stop                     (end the fight; NPCs it made vanish,
                                        and a demo wing's training opponent
                                        gets up unhurt for the next visitor)

    Everyone queues one action a turn. The turn resolves when the organizer
    says so, when every player character still on their feet has acted, or
    when the turn timer runs out (5 minutes unless staff set it otherwise).
    Fighters then act in order of an Alertness roll, and everything that
    happened is shown to the room in one report. When the timer runs out on
    a turn nobody queued anything for, the fight simply waits. NPCs do
    nothing unless someone acts for them or the organizer uses /ai, with
    one exception: an NPC alone in a fight with one opponent (a sparring
    match) attacks that opponent by itself when the turn resolves.

    A knocked-out fighter can do nothing but /hero (1 Luck): no action, no
    stance change and no Luck on attack or defense. Leaving and joining
    again does not lift a KO; it lasts the whole fight.

    NPCs fight with bare hands and no armor until the organizer arms them
    (+gear/weapons and +gear/armors list what there is). Against a ranged
    weapon an NPC adds its dodge bonus, like anyone.

    To act for an NPC, put its name and = before the rest: the organizer and
    staff may do that; players act only for their own character. When an
    NPC attacks with a modifier, add it after a slash.

    /add puts an NPC who is here into the fight, or makes a new NPC of the
    level given (Goon unless you say). It never pulls in a player's
    character, and never makes an NPC named after a player who is away or
    offline: players join by their own +combat/join, which /invite asks
    them to do (an invited player may join from anywhere with a bare
    +combat/join). Anyone may also join an open fight on their own.
    Player characters start on team A, NPCs on team B.

    Decree powers over player characters (changing their wounds with
    +damage) are staff's; a player who organizes has them over the NPCs
    of their own fight only.

    Examples:
      +combat/start
      +combat/add Raider,Raider Boss=Henchman
      +combat/invite Mara
      +combat/weapon Raider=Bow
      +combat/armor Raider=Light Grounder Armor
      +combat/ai
      +combat/attack Raider=+1
      +combat/attack Raider=Mara
      +combat/attack Raider Boss=Mara/-2
      +combat/stance Raider=Aggressive
      +combat/pass Raider=
      +combat/luck defense
    """

    key = "+combat"
    switch_options = ("start", "join", "leave", "team", "add", "invite", "newturn", "stop",
                      "transfer", "summary", "attack", "pass", "stance", "luck", "hero",
                      "treat", "log", "weapon", "armor", "ai")
    syntax = "+combat[/<switch>] [<args>]  (see help +combat)"
    switch_syntax = SYNTAX
    help_category = "fs3"

    def parse(self):
        """Also take '+combat/join=Red': an '=' stuck to the switch starts the
        right-hand side."""
        super().parse()
        for i, switch in enumerate(self.switches):
            if "=" in switch:
                self.switches[i], _, stuck = switch.partition("=")
                self.rhs = f"{stuck} {self.args}".strip() if self.args else stuck.strip()
                self.lhs = ""
                self.args = f"={self.rhs}"
                break


class CmdCombats(CombatCommandBase):
    """
    List the fights going on.

    Usage:
      +combats

    Each fight has a number; +combat/join <number> joins it from anywhere.

    Example:
      +combats
    """

    key = "+combats"
    syntax = "+combats"
    help_category = "fs3"

    def run(self):
        rows = []
        for script in all_combats():
            organizer = script.organizer
            room = script.obj
            state = script.get_state()
            rows.append((script.number, room.key if room else "nowhere",
                         organizer.key if organizer else "nobody", state.turn,
                         len(state.combatants)))
        self.caller.msg(cfmt.combats_list(rows))
