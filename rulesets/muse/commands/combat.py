"""+combat for the muse ruleset: initiative, turns of several actions,
reactions, Tribulations and dying.

The switches live in two mixins: combat_manage.py (what muse adds to the
shared start, join, invite, leave, add, newturn, stop and transfer of
core/combat/manage.py; the screen; the GM's decrees) and combat_actions.py (attack, heal, move, give,
recover, wake, pass). +react is in react.py; the Script is
rulesets/muse/combat_script.py.
"""

from rulesets.muse.commands.combat_actions import CombatActions
from rulesets.muse.commands.combat_base import MuseCombatBase
from rulesets.muse.commands.combat_manage import CombatManage

SYNTAX = {
    "view": "+combat",
    "start": "+combat/start",
    "join": "+combat/join",
    "leave": "+combat/leave [<name>]",
    "add": "+combat/add <name>[,<name>...][=<rating>[/<level>]]",
    "invite": "+combat/invite <name>",
    "transfer": "+combat/transfer <name>",
    "newturn": "+combat/newturn",
    "stop": "+combat/stop",
    "damage": "+combat/damage <name>=<points>",
    "impose": "+combat/impose <name>=<tribulation>[:<sense>]",
    "lift": "+combat/lift <name>=<tribulation>",
    "attack": "+combat/attack [<npc>=]<target>[,<target>...]=<intent>  (intent: "
              "damage/<style>, tribulation:<name>[/<style>], heal)",
    "heal": "+combat/heal [<npc>=]<target>[,<target>...]",
    "move": "+combat/move [<npc>=]<target>=<close||near||far>",
    "give": "+combat/give [<npc>=]<name>=<number>",
    "recover": "+combat/recover [<npc>=]<tribulation>",
    "wake": "+combat/wake [<npc>=]<name>",
    "pass": "+combat/pass [<npc>]",
}


class CmdCombat(CombatManage, CombatActions, MuseCombatBase):
    """
    Fight under the muse rules: turns by initiative, several actions a turn.

    Usage:
      +combat                               (the fight on one screen)
      +combat/start                         (start a fight here; you organize it)
      +combat/join                          (join the fight here, or the one
                                             you were invited to, from anywhere)
      +combat/leave                         (leave the fight)
      +combat/attack <target>=<intent>      (1 action)
      +combat/heal <target>[,<target>...]   (1 action, a Survival roll)
      +combat/move <target>=<close||near||far>
      +combat/give <name>=<number>          (actions to someone sharing your turn)
      +combat/recover <tribulation>         (1 action, first in your turn)
      +combat/wake <name>                   (1 action: rouse someone Unconscious)
      +combat/pass                          (give up the rest of your turn)

    Organizer or staff:
      +combat/add <name>[,<name>...][=<rating>[/<level>]]   (NPCs)
      +combat/invite <name>                 (ask a player character to join)
      +combat/leave <name>                  (take someone out of the fight)
      +combat/newturn                       (begin the fight, or end the turn)
      +combat/transfer <name>               (hand the fight to someone else)
      +combat/stop                          (end the fight; its NPCs vanish)
      +combat/damage <name>=<points>        (harm from the story: no roll)
      +combat/impose <name>=<tribulation>[:<sense>]  (by decree; Cursed too)
      +combat/lift <name>=<tribulation>     (end one at once)

    An intent is declared with the attack and fixes the Trait rolled:
      damage/melee   Might        damage/ranged   Swiftness
      damage/magic   Power        damage/tech     Power
      tribulation:<name>[/<style or Trait>]   impose a Tribulation; the
                     target resists with its best opposing Trait
      tribulation:impaired:<blinded||deafened||muted||all>[/<style>]
      heal           the same as +combat/heal
    Each success of a damage attack is a point of damage, and the target
    answers with +react (see help reactions). Name several targets,
    separated by commas, to aim a damage attack at all of them: a d6
    says how many it reaches (the first ones named), one roll serves
    for all, and each of them reacts in turn. A melee attack needs its
    target Close; healing reaches only someone Close. Healing works the
    same way: name several (yourself too) and a d6 says how many of
    them, first named first, get the successes of your one roll. You
    heal once a round either way.

    +combat/wake spends an action shaking someone Unconscious who is
    Close to you. They roll Awareness at once with one extra die for
    you and for everyone else who tried to wake them this round; on
    their own turn, +combat/recover unconscious counts those helpers
    too. Someone dying cannot be woken so: heal them instead.

    +combat/leave takes you out of the fight at any time except while an
    attack waits for a reaction; the organizer or staff can take anyone
    out by name, and an NPC the fight made then vanishes. If the last
    fighter of a side leaves, the fight goes on (the fallen can still be
    tended and Tribulations shaken off) until the organizer adds more or
    stops it; when nobody at all is left, the fight ends by itself.

    +combat/move puts you at the distance named from the target. It costs
    by the longer of where you start and where you end: Far 2 actions,
    Near 1, within Close nothing. Fighters start Near one another.

    /add puts NPCs who are here into the fight, or makes new NPCs with
    every Trait at the rating given (3 unless you say; level 1 unless you
    say). Nobody pulls a player's character in: players join by their own
    +combat/join, and /invite asks them to (an invited player may join
    from anywhere with a bare +combat/join). A name that belongs to a player
    (online, offline or elsewhere) never becomes an NPC. Player characters
    fight on the players' side, NPCs as enemies.
    Before the first /newturn fighters gather; /newturn then rolls
    initiative (1d6 + Swiftness) and begins round 1. Anyone added later
    rolls initiative on arrival.

    To act for an NPC, put its name and = first (organizer and staff only);
    players act only for their own character. /damage, /impose and /lift
    are decrees: a player who organizes may use them on the fight's NPCs
    only; on a player's character they are for staff. See help muse combat.

    Examples:
      +combat/start
      +combat/add Goblin,Goblin Chief=4/10
      +combat/invite Ari
      +combat/newturn
      +combat/attack Goblin=damage/melee
      +combat/attack Goblin=tribulation:stunned/magic
      +combat/attack Goblin,Goblin Chief=damage/magic
      +combat/attack Goblin Chief=Mara=damage/ranged
      +combat/move Goblin=close
      +combat/give Ari=1
      +combat/recover stunned
      +combat/heal me,Ari,Tam
      +combat/wake Ari
      +combat/leave Goblin
      +combat/pass Goblin
      +combat/impose Goblin=cursed
    """

    key = "+combat"
    switch_options = ("start", "join", "leave", "add", "invite", "transfer", "newturn", "stop",
                      "attack", "heal", "move", "give", "recover", "wake", "pass", "damage",
                      "impose", "lift")
    syntax = "+combat[/<switch>] [<args>]  (see help +combat)"
    switch_syntax = SYNTAX
    help_category = "muse"
