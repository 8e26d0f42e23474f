"""The description of the fs3: d8 pools of skill plus attribute, stance combat, Luck, gear (the default ruleset).

Installed by listing ``"rulesets.fs3"`` in ``settings.FOURFOLD_RULESETS``;
rulesets/registry.py reads the rest from here. Only dotted paths: this module
stays importable before Django is set up (settings read it for the help).
"""

from rulesets.base import Ruleset

RULESET = Ruleset(
    key="fs3",
    name="FS3 d8 pools",
    requires=("chargen", "demo", "practice", "scenes"),  # the features it imports
    handler="rulesets.fs3.handler.FS3Handler",
    extra_handlers={"gear": "rulesets.fs3.gear_handler.GearHandler"},
    cmdset="rulesets.fs3.commands.cmdset.FS3CmdSet",
    help_module="rulesets.fs3.help",
    odds="rulesets.fs3.commands.odds.odds",
    roll="rulesets.fs3.commands.roll.roll",
    demo="rulesets.fs3.demo",
    sheet_section="rulesets.fs3.web_sheet.sheet_section",
    sheet_title="FS3",
    sheet_template="rulesets/fs3/sheet.html",
    blurb=("Eight-sided dice for skill plus attribute, where every 7 or 8 counts. "
           "Fights are fought in turns, with stances, hit locations, armor and lasting wounds."),
    web_urls="rulesets.fs3.web_urls",
    vitals="rulesets.fs3.vitals.vitals",
    practice="rulesets.fs3.practice.FS3Practice",
    advancement="rulesets.fs3.advancement.FS3Advancement",
    web_chargen="rulesets.fs3.web_chargen.WEB_CHARGEN",
)
