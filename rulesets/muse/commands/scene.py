"""+rest: rest through a scene to shake off being Tired (muse). The rules that
follow scenes are in rulesets/muse/scene_rules.py."""

from __future__ import annotations

from core.command import FourfoldCommand
from features.scenes import store as scene_store
from rules.muse.tribulations import TIRED
from rulesets.muse.combat_script import combat_of
from rulesets.muse.scene_rules import REST_KEY, current_scene, note_participant  # noqa: F401


class CmdRest(FourfoldCommand):
    """
    Rest through the scene to shake off being Tired.

    Usage:
      +rest

    Outside a fight, a Tired character who rests through one whole scene
    is no longer Tired. Type +rest while a scene runs here (+scene/start);
    when that scene ends, Tired comes off. The scene must count as a
    session (staff ran it, or at least two people posed in it), and you
    must not be fighting when it ends. In a fight, rest with the fight's
    own rest action instead.

    Example:
      +rest
    """

    key = "+rest"
    syntax = "+rest"
    help_category = "muse"

    def run(self):
        if self.args.strip():
            self.fail("Nothing goes after +rest.")
        if combat_of(self.caller) is not None:
            self.fail("You are in a fight: rest with the fight's rest action instead.", syntax=False)
        if TIRED not in self.caller.muse.tribulations:
            self.fail("You are not Tired: there is nothing to rest off.", syntax=False)
        scene = current_scene(self.caller.location)
        if scene is None:
            self.fail("Resting off Tired takes a whole scene: start one with +scene/start.",
                      syntax=False)
        marker = f"scene:{scene.id}"
        if self.caller.muse._get(REST_KEY) == marker:
            self.fail("You are already resting through this scene.", syntax=False)
        self.caller.muse._set(REST_KEY, marker)
        scene_store.join(scene, self.caller)
        self.caller.msg("You rest through this scene: when it ends, you will be Tired no more.")
