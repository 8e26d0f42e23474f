"""+spar for mw: a practice opponent's challenge (features/practice/fights.py).

Muscle Wizard has no fight Script and no health bar: damage comes when a
roll that would hurt you fails (docs/rulings.md, "mw"). So a training opponent
sets a challenge, a DC of its own, and each +spar is a roll of the Words
you name against it. Fail it, or fumble, and its blow takes one die size
off the leading Word of the roll. What the bout takes comes back when it
ends."""

from __future__ import annotations

from core.rolls.announce import announce_roll
from features.practice.fights import BOUT_NOTE, begin_bout
from features.practice.spar import SparCommand
from rules.dice import game_rng
from rules.mw.action import plan_roll, take_roll
from rules.mw.damage import damage_word
from rulesets.mw.commands import format as fmt
from rulesets.mw.commands.common import need_sheet
from rulesets.mw.commands.roll import parse_words

RULESET = "mw"
DC_ATTRIBUTE = "spar_dc"  # on the NPC, category mw: the challenge it sets
DEFAULT_DC = 6


class CmdSpar(SparCommand):
    """
    Spar with a training opponent: beat its challenge or take a knock.

    Usage:
      +spar <opponent>=<word>[,<word>[:perfect]]...
      +spar/stop

    The opponent (the gym's Slab, or any NPC staff marked for practice)
    sets a challenge, a DC of its own, and you roll the Words you name
    against it, as +roll <words> vs <DC> does (fits, threshold,
    explosions and Gains alike; spotting and items stay for your next
    +roll). Reach the DC and you win the exchange. Miss it, or fumble,
    and the blow lowers the leading Word of your roll one die size (below
    d4 it is Injured; an Injured Word that is hit again kills).

    Your first +spar starts a practice bout. When it ends, you get back
    what it took: every Word as it was, life, and the Gains you spent.
    Gains your explosions earned stay. It ends with +spar/stop or when
    you leave the room.

    Examples:
      +spar Slab=Might
      +spar Slab=Might,Leverage:perfect
      +spar/stop
    """

    syntax = "+spar <opponent>=<word>[,<word>[:perfect]]...  or  +spar/stop"
    help_category = "mw"

    def opponent_name(self) -> str:
        if self.rhs is None or not self.rhs.strip():
            self.fail("Name the opponent, then '=' and the Words you roll.")
        return self.lhs

    def tell(self, text: str) -> None:
        announce_roll(self.caller, text, kind=RULESET)

    def spar(self, npc) -> None:
        sheet = need_sheet(self)
        plan = plan_roll(sheet, parse_words(self, " ".join(self.rhs.split())))
        dc = int(npc.attributes.get(DC_ATTRIBUTE, category=RULESET) or DEFAULT_DC)
        _, began = begin_bout(self.caller, RULESET, npc)
        result, new = take_roll(sheet, game_rng(), plan, dc=dc)
        lines = [BOUT_NOTE.format(name=npc.key)] if began else []
        lines.append(f"{npc.key} sets a challenge: DC {dc}.")
        lines += fmt.roll_lines(self.caller.key, sheet, plan, result, new.gains)
        if result.succeeded:
            lines.append(f"{self.caller.key} wins the exchange.")
        else:
            harm, new = damage_word(new, plan.lead, source=npc.key)
            if harm.killed:
                lines.append(f"|r{npc.key}'s blow lands on an Injured {harm.name}: "
                             f"{self.caller.key} is dead (for now: it is practice).|n")
            elif harm.injured:
                lines.append(f"{npc.key}'s blow leaves {harm.name} |rInjured|n.")
            else:
                lines.append(f"{npc.key}'s blow knocks {harm.name} from d{harm.die_before} "
                             f"to d{harm.die_after}.")
        self.caller.mw.save(new)
        announce_roll(self.caller, "\n".join(lines), kind=RULESET)
