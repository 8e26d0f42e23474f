"""+practice: which NPCs are practice opponents, and (staff) making one.

A fight against practice opponents only gives player characters back what
it took (docs/rulings.md, "Practice fights"; features/practice/fights.py). The demo
wings' training opponents always are; any other NPC is one once staff tag
it, here or with ``@tag <npc> = practice:fourfold``. Tagging is a decree
over the fights players will have, so it is for staff alone.
"""

from __future__ import annotations

from core.command import FourfoldCommand
from core.rolls.roll_channel import roll_channel
from features.demo.opponents import is_demo_opponent
from features.practice.fights import is_npc, is_practice_npc, set_practice


class CmdPractice(FourfoldCommand):
    """
    See the practice opponents here, or (staff) make an NPC one.

    Usage:
      +practice                 (the practice opponents in this room)
      +practice <npc>           (staff: make that NPC a practice opponent)
      +practice/off <npc>       (staff: make it a real opponent again)

    A fight (or a +spar bout) against practice opponents alone is
    practice: when it ends, every player character in it gets back what
    it took from them (wounds, Life Points or HP, Tribulations, Luck and
    Gains spent, a knock-out). The rolls stay in the logs. The training
    opponents of the demo wings are always practice. Staff may mark any
    other NPC; the tag is practice in category fourfold, so @tag works
    too. Players' characters are never practice opponents.

    Examples:
      +practice
      +practice Goblin
      +practice/off Goblin
    """

    key = "+practice"
    switch_options = ("off",)
    syntax = "+practice  or  +practice[/off] <npc>"
    help_category = "Building"

    def run(self):
        name = self.args.strip()
        if not name:
            if self.has_switch("off"):
                self.fail("Name the NPC to make a real opponent again.")
            return self.list_here()
        self.require_staff("Marking practice opponents")
        target = self.find_character(name, anywhere=True)
        if not is_npc(target):
            self.fail(f"{target.key} is a player's character: only NPCs can be practice "
                      f"opponents.", syntax=False)
        if self.has_switch("off"):
            if is_demo_opponent(target):
                self.fail(f"{target.key} is a demo wing's training opponent: always practice.",
                          syntax=False)
            if not is_practice_npc(target):
                self.fail(f"{target.key} is not a practice opponent.", syntax=False)
            set_practice(target, False)
            line = f"{target.key} is a real opponent again: fights against it keep what they take."
        else:
            if is_practice_npc(target):
                self.fail(f"{target.key} is already a practice opponent.", syntax=False)
            set_practice(target, True)
            line = (f"{target.key} is now a practice opponent: fights against it alone give "
                    f"back what they take.")
        self.caller.msg(line)
        roll_channel().msg(f"{self.caller.key}: {line}")

    def list_here(self):
        room = self.caller.location
        found = sorted(o.key for o in (room.contents if room else []) if is_practice_npc(o))
        if not found:
            self.caller.msg("No practice opponent is here.")
        else:
            self.caller.msg("Practice opponents here: " + ", ".join(found) + ".")
