"""+heal: a Survival roll that restores Life Points, outside a fight, once
per scene for each healer (inside a fight, +combat/heal does it)."""

from __future__ import annotations

import time

from commands.announce import announce_roll
from commands.command import FourfoldCommand
from rules.dice import game_rng
from rules.errors import RulesError
from rules.muse.combat import HEAL_TRAIT, check_heal, healed_life
from rules.muse.dying import REVIVED_LIFE, dies_instantly, wake
from rules.muse.roll import roll_pool
from rules.muse.traits import ENDURANCE

from . import format as fmt
from .rolling import Spec, prepare, settle
from .scene import note_participant, scene_id


def fight_here(room) -> bool:
    return room is not None and any(getattr(s, "is_combat", False) for s in room.scripts.all())


class CmdHeal(FourfoldCommand):
    """
    Tend someone's wounds outside a fight (muse).

    Usage:
      +heal <name>
      +heal me

    Rolls your Survival; each success gives back one Life Point to the
    person you tend, who must be here with you, up to their maximum. You
    can do this once per scene, so a scene must be running here
    (+scene/start); the next scene lets you heal again. Someone dying who
    is brought back to 1 Life Point or more wakes up, Tired. In a fight,
    use +combat/heal instead.

    Example:
      +heal Mara
    """

    key = "+heal"
    rate_limited = True  # settings.FOURFOLD_ROLL_RATE
    syntax = "+heal <name>"
    help_category = "muse"

    def run(self):
        if not self.args.strip():
            self.fail("Name the character you are tending.")
        target = self.find_character(self.args)
        room = self.caller.location
        if fight_here(room):
            self.fail("There is a fight here: heal with +combat/heal.", syntax=False)
        marker = scene_id(room)
        if marker is None:
            self.fail("Healing outside a fight is once per scene: start one with +scene/start.",
                      syntax=False)
        try:
            check_heal(self.caller.muse.healed_scene, marker)
        except RulesError:
            self.fail("You have already healed once this scene.", syntax=False)
        sheet = target.muse.sheet()
        before = sheet.life_points
        if target.muse.dead or dies_instantly(before, sheet.rating(ENDURANCE)):
            self.fail(f"{target.key} is dead, beyond healing: only staff bring them back (+revive).",
                      syntax=False)
        now = time.time()
        prepared = prepare(Spec(HEAL_TRAIT, None, 0), self.caller, now=now)
        roll = roll_pool(prepared.pool, game_rng())
        settle(prepared, roll, now)
        self.caller.muse.healed_scene = marker
        after = healed_life(before, sheet.max_life, roll.successes)
        target.muse.life_points = after
        lines = [fmt.roll_line(self.caller.key, roll),
                 f"  {self.caller.key} tends {target.key}: Life Points {before} -> {after} "
                 f"of {sheet.max_life}."]
        if before < REVIVED_LIFE <= after:
            target.muse.tribulations = wake(target.muse.tribulations)
            lines.append(f"  {target.key} comes round, Tired.")
        note_participant(room, self.caller)
        announce_roll(self.caller, "\n".join(lines), kind="heal")
