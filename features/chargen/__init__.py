"""Chargen's review, in the game and on the web.

``review.py`` holds the steps every ruleset's ``+chargen/submit`` and
``+approve`` / ``+unapprove`` take (commands/chargen_base.py calls them), and
the web pages call the same: a submitted sheet files a staff request, staff
comment on it and approve it (closing the request, telling the player), or
reopen it. ``web/`` is chargen on the website: a form built from each
ruleset's ``web_chargen`` part (rulesets/base.py), checked by the same rules
code as ``+stat``, templates in one click, a roll preview, submitting, and
staff's review pages.
"""

from core.features import Feature

FEATURE = Feature(
    key="chargen",
    name="Chargen review, in the game and on the web",
    app="features.chargen.apps.ChargenConfig",
    urls="features.chargen.web.urls",
    requires=("community", "demo"),
)
