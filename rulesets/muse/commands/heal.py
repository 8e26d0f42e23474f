"""+heal: a Survival roll that restores Life Points, outside a fight, once
per scene for each healer (inside a fight, +combat/heal does it).

"Once per scene" follows the ruling on scenes that count: the heal comes
back only when a scene the healer is in ends with staff having run it or
with two participants who each posed (features/scenes/store.py
``epoch``). Starting and finishing scenes alone gives nothing back."""

from __future__ import annotations

import time

from core.rolls.announce import announce_roll
from features.scenes import store as scene_store
from rules.dice import game_rng
from rules.errors import RulesError
from rules.muse.combat import HEAL_TRAIT, check_heal, healed_life
from rules.muse.dying import REVIVED_LIFE, dies_instantly, wake
from rules.muse.roll import roll_pool
from rules.muse.traits import ENDURANCE
from rulesets.muse.commands import format as fmt
from rulesets.muse.commands.outside_fight import OutsideFightCommand
from rulesets.muse.commands.rolling import Spec, prepare, settle
from rulesets.muse.scene_rules import current_scene, note_participant


class CmdHeal(OutsideFightCommand):
    """
    Tend someone's wounds outside a fight (muse).

    Usage:
      +heal <name>
      +heal me

    Rolls your Survival; each success gives back one Life Point to the
    person you tend, who must be here with you, up to their maximum. You
    can do this once per scene, and only while a scene runs here
    (+scene/start). Your heal comes back when a scene you are in ends
    that counts: one staff ran, or one where at least two people in it
    each posed. A scene you open and close alone does not give it back.
    Someone dying who is brought back to 1 Life Point or more wakes up,
    Tired. In a fight, use +combat/heal instead.

    Example:
      +heal Mara
    """

    key = "+heal"
    syntax = "+heal <name>"
    no_name = "Name the character you are tending."

    def act(self, target):
        room = self.caller.location
        self.refuse_in_fight("heal with +combat/heal")
        if current_scene(room) is None:
            self.fail("Healing outside a fight is once per scene: start one with +scene/start.",
                      syntax=False)
        epoch = scene_store.epoch(self.caller)
        try:
            check_heal(self.caller.muse.healed_epoch, epoch)
        except RulesError:
            self.fail("You have already healed this scene. Your heal comes back when a scene "
                      "you are in ends that staff ran or where two people each posed.",
                      syntax=False)
        sheet = target.muse.sheet()
        before = sheet.life_points
        if target.muse.dead or dies_instantly(before, sheet.rating(ENDURANCE)):
            self.fail(f"{target.key} is dead, beyond healing: only staff bring them back (+revive).",
                      syntax=False)
        now = time.time()
        prepared = prepare(Spec(HEAL_TRAIT, None, 0), self.caller, now=now)
        roll = roll_pool(prepared.pool, game_rng())
        settle(prepared, roll, now)
        self.caller.muse.healed_epoch = epoch
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
