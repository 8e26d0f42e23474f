"""The test ruleset's description: every part a ruleset can provide."""

from rulesets.base import Ruleset

RULESET = Ruleset(
    key="alt",
    name="A test ruleset",
    handler="tests.rulesets.alt.parts.AltHandler",
    cmdset="tests.rulesets.alt.commands.AltCmdSet",
    help_module="tests.rulesets.alt.parts",
    odds="tests.rulesets.alt.commands.odds",
    roll="tests.rulesets.alt.commands.roll",
    demo="tests.rulesets.alt.parts",
    sheet_section="tests.rulesets.alt.parts.sheet_section",
    sheet_title="Alt",
    sheet_template="rulesets/alt/sheet.html",  # in tests/rulesets/alt/templates/ (web/ruleset_templates.py)
    blurb="A test wing.",
    web_urls="tests.rulesets.alt.web_urls",
    vitals="tests.rulesets.alt.parts.vitals",
)
