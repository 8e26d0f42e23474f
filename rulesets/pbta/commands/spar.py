"""+spar for pbta: a practice opponent strikes back (features/practice/fights.py).

pbta has no fight Script: the GM makes the foes' moves. A training opponent
has no GM, so +spar has it make its Melee Combat move against the caller,
with its own sheet, and land its weapon's damage on a hit, as a GM would
with +move <npc>=<target> and +damage. What the bout takes comes back when
it ends."""

from __future__ import annotations

from features.demo.opponents import reset
from features.practice.fights import BOUT_NOTE, begin_bout
from features.practice.spar import SparCommand
from rules.dice import game_rng
from rules.errors import RulesError
from rules.pbta.bands import CRITICAL, MISS
from rules.pbta.damage import find_weapon, roll_damage
from rules.pbta.moves import MELEE
from rules.pbta.roll import check_may_roll, roll_move
from rulesets.pbta.commands import format as fmt
from rulesets.pbta.commands.common import announce, land_damage
from rulesets.pbta.weapons import weapon_table

RULESET = "pbta"
WEAPON_ATTRIBUTE = "spar_weapon"  # on the NPC, category pbta: the weapon it strikes with
DEFAULT_WEAPON = "Fist"


class CmdSpar(SparCommand):
    """
    Spar with a training opponent: it strikes back at you.

    Usage:
      +spar <opponent>
      +spar/stop

    Each +spar has the opponent (the camp's Tusk, or any NPC staff marked
    for practice) roll its Melee Combat move against you: 2d6 plus its
    own Forceful. On a 7 or more its weapon's damage comes off your HP (a
    13+ doubles it), and 0 HP works as after any blow. You hit back with
    +move melee <opponent> and +damage, as in any fight.

    Your first +spar starts a practice bout. When it ends, you get back
    what it took: HP, a 0-HP state, Readiness and forwards. It ends with
    +spar/stop, when you leave the room, or just before a blow from
    anyone else lands (that blow is real). Tokens and levels you earn
    meanwhile stay.

    Examples:
      +spar Tusk
      +spar/stop
    """

    syntax = "+spar <opponent>  or  +spar/stop"
    help_category = "pbta"

    def tell(self, text: str) -> None:
        announce(self, text)

    def spar(self, npc) -> None:
        if self.caller.pbta.sheet().dead:
            self.fail("You are dead: no more sparring.", syntax=False)
        weapon = find_weapon(npc.attributes.get(WEAPON_ATTRIBUTE, category=RULESET)
                             or DEFAULT_WEAPON, weapon_table())
        lines = []
        try:
            check_may_roll(npc.pbta.sheet(), MELEE)
        except RulesError:
            if not reset(npc):  # a demo wing's opponent gets up; another NPC is left to staff
                self.fail(f"{npc.key} is in no state to spar.", syntax=False)
            lines.append(f"{npc.key} shakes off the last bout and gets back up.")
        _, began = begin_bout(self.caller, RULESET, npc)
        rng = game_rng()
        roll, sheet = roll_move(npc.pbta.sheet(), MELEE, rng, 0, against=self.caller.key)
        npc.pbta.save(sheet)
        if began:
            lines.insert(0, BOUT_NOTE.format(name=npc.key))
        lines.append(fmt.roll_line(npc.key, roll, MELEE, self.caller.key))
        if roll.band != MISS:
            dmg = roll_damage(rng, weapon.expr, doubled=roll.band == CRITICAL)
            lines.append(f"{npc.key} rolls damage: {fmt.damage_text(weapon.name, dmg)}. "
                         + land_damage(self, self.caller, dmg.total, source=npc))
        else:
            lines.append(f"{npc.key}'s blow goes wide.")
        announce(self, "\n".join(lines))
