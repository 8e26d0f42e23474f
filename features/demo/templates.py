"""Copying a ruleset's sample character onto a sheet: what +template/apply
and the web chargen page's template button both do.

The sample is the ruleset's ``demo`` part (``TEMPLATE``, copied by its
``apply_template(char, template)``). Only a sheet staff have not approved
takes one; a submitted sheet that takes one is taken back from staff, as
any chargen change is.
"""

from __future__ import annotations

from features.chargen import review
from features.demo import data as demo_data
from rules.errors import RulesError
from rulesets import registry as rulesets


def template_for(ruleset: str) -> dict | None:
    """The sample character of ``ruleset`` (None when it has none)."""
    return demo_data.templates().get(ruleset)


def apply_template(char, ruleset: str, template: dict) -> bool:
    """Copy ``template`` onto ``char``'s sheet for ``ruleset``; True when a
    submission was taken back. RulesError (nothing changed) when the sheet
    is approved or the ruleset has no templates."""
    found = rulesets.get(ruleset)
    demo = found.load("demo") if found else None
    if demo is None:
        raise RulesError(f"The {ruleset} ruleset has no sample characters.")
    handler = getattr(char, found.handler_attribute)
    if handler.approved:
        raise RulesError(f"Your {ruleset} sheet is approved; templates are for new sheets only.")
    demo.apply_template(char, template)
    return review.withdraw(handler)
