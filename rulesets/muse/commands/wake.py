"""+wake: try to rouse someone Unconscious outside a fight (in a fight,
+combat/wake does it). Their Awareness recovery roll, one extra die for the
waker and one for everyone who has +assist-ed them (see rules/muse/waking.py)."""

from __future__ import annotations

import time
from dataclasses import replace

from core.rolls.announce import announce_roll
from rules.dice import game_rng
from rules.muse.roll import pool_for
from rules.muse.traits import AWARENESS
from rules.muse.tribulations import UNCONSCIOUS
from rules.muse.waking import wake_roll
from rulesets.muse.commands import format as fmt
from rulesets.muse.commands.outside_fight import OutsideFightCommand
from rulesets.muse.commands.rolling import check_alive
from rulesets.muse.scene_rules import note_participant


class CmdWake(OutsideFightCommand):
    """
    Try to wake someone Unconscious, outside a fight (muse).

    Usage:
      +wake <name>

    Shake, splash or shout at someone Unconscious who is here with you.
    They roll Awareness with one extra die for you and one more for each
    other character who has +assist-ed them (those assists are used up).
    One success and they come round. Outside a fight nobody is holding
    them under, so whoever knocked them out does not roll against it.
    Someone at 0 Life Points or below is dying and needs healing (+heal)
    instead. In a fight, use +combat/wake.

    Example:
      +assist Ari
      +wake Ari
    """

    key = "+wake"
    syntax = "+wake <name>"
    no_name = "Name the character you are trying to wake."

    def act(self, target):
        if target == self.caller:
            self.fail("You cannot wake yourself.", syntax=False)
        self.refuse_in_fight("wake them with +combat/wake")
        check_alive(self.caller)
        if target.muse.dead:
            self.fail(f"{target.key} is dead: only staff bring them back (+revive).", syntax=False)
        sheet = target.muse.sheet()
        active = dict(sheet.tribulations)
        if UNCONSCIOUS not in active:
            self.fail(f"{target.key} is not Unconscious.", syntax=False)
        if sheet.life_points <= 0:
            self.fail(f"{target.key} is dying: only healing brings them round (+heal).",
                      syntax=False)
        now = time.time()
        givers = {a["giver"] for a in target.muse.assists(now)} - {self.caller.dbref}
        helpers = 1 + len(givers)
        active[UNCONSCIOUS] = replace(active[UNCONSCIOUS], source=None)
        result = wake_roll(active, pool_for(sheet, AWARENESS, now=now), helpers, game_rng())
        if givers:
            target.muse.take_assists(now)
        if result.recovered:
            target.muse.tribulations = {k: v for k, v in sheet.tribulations.items()
                                        if k != UNCONSCIOUS}
        verdict = (f"{target.key} comes round." if result.recovered
                   else f"{target.key} stays out cold.")
        lines = [f"{self.caller.key} tries to wake {target.key} "
                 f"({fmt.plural(helpers, 'helper')}, a die each).",
                 fmt.roll_line(target.key, result.roll), f"  {verdict}"]
        note_participant(self.caller.location, self.caller)
        announce_roll(self.caller, "\n".join(lines), kind="wake")
