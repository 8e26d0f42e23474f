"""The description of the muse: d6 Traits, challenges and Tribulations.

Installed by listing ``"rulesets.muse"`` in ``settings.FOURFOLD_RULESETS``;
rulesets/registry.py reads the rest from here. Only dotted paths: this module
stays importable before Django is set up (settings read it for the help).
"""

from rulesets.base import Ruleset

RULESET = Ruleset(
    key="muse",
    name="Muse d6 Traits",
    requires=("chargen", "demo", "practice", "scenes"),  # the features it imports
    handler="rulesets.muse.handler.MuseHandler",
    cmdset="rulesets.muse.commands.cmdset.MuseCmdSet",
    help_module="rulesets.muse.help",
    odds="rulesets.muse.commands.odds.odds",
    roll="rulesets.muse.commands.roll.roll",
    demo="rulesets.muse.demo",
    sheet_section="rulesets.muse.web_sheet.sheet_section",
    sheet_title="Muse",
    sheet_template="rulesets/muse/sheet.html",
    blurb=("Six-sided dice from nine Traits: 4 to 6 succeed and each 1 takes a success back. "
           "Push yourself with overexertion and live with the Tribulations that follow."),
    vitals="rulesets.muse.vitals.vitals",
    scene_end="rulesets.muse.scene_rules.end_of_scene",
    practice="rulesets.muse.practice.MusePractice",
    advancement="rulesets.muse.advancement.MuseAdvancement",
    web_chargen="rulesets.muse.web_chargen.WEB_CHARGEN",
)
