"""The description of the pbta: 2d6 moves in a stone-age land.

Installed by listing ``"rulesets.pbta"`` in ``settings.FOURFOLD_RULESETS``;
rulesets/registry.py reads the rest from here. Only dotted paths: this module
stays importable before Django is set up (settings read it for the help).
"""

from rulesets.base import Ruleset

RULESET = Ruleset(
    key="pbta",
    name="Stone Age moves (2d6)",
    requires=("chargen", "demo", "practice"),  # the features it imports
    handler="rulesets.pbta.handler.PbtaHandler",
    cmdset="rulesets.pbta.commands.cmdset.PbtaCmdSet",
    help_module="rulesets.pbta.help",
    odds="rulesets.pbta.commands.odds.odds",
    roll="rulesets.pbta.commands.moves.roll",
    demo="rulesets.pbta.demo",
    sheet_section="rulesets.pbta.web_sheet.sheet_section",
    sheet_title="Stone Age (pbta)",
    sheet_template="rulesets/pbta/sheet.html",
    blurb=("Two six-sided dice plus a stat, read as a miss, a partial hit or a full hit. "
           "Stone-age moves, Readiness to hold, and health counted by your people."),
    vitals="rulesets.pbta.vitals.vitals",
    practice="rulesets.pbta.practice.PbtaPractice",
    advancement="rulesets.pbta.advancement.PbtaAdvancement",
    web_chargen="rulesets.pbta.web_chargen.WEB_CHARGEN",
)
