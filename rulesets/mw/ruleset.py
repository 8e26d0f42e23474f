"""The description of the mw: Muscle Wizard's exploding Words of Power.

Installed by listing ``"rulesets.mw"`` in ``settings.FOURFOLD_RULESETS``;
rulesets/registry.py reads the rest from here. Only dotted paths: this module
stays importable before Django is set up (settings read it for the help).
"""

from rulesets.base import Ruleset

RULESET = Ruleset(
    key="mw",
    name="Muscle Wizard",
    requires=("chargen", "practice"),  # the features it imports
    handler="rulesets.mw.handler.MwHandler",
    cmdset="rulesets.mw.commands.cmdset.MwCmdSet",
    help_module="rulesets.mw.help",
    odds="rulesets.mw.commands.odds.odds",
    roll="rulesets.mw.commands.roll.roll",
    demo="rulesets.mw.demo",
    sheet_section="rulesets.mw.web_sheet.sheet_section",
    sheet_title="Muscle Wizard",
    sheet_template="rulesets/mw/sheet.html",
    blurb=("Muscle Wizard: every Word of Power is a die from d4 to d100 that explodes "
           "up the ladder when it rolls high. Spend Gains to grow stronger."),
    vitals="rulesets.mw.vitals.vitals",
    practice="rulesets.mw.practice.MwPractice",
    advancement="rulesets.mw.advancement.MwAdvancement",
    web_chargen="rulesets.mw.web_chargen.WEB_CHARGEN",
)
