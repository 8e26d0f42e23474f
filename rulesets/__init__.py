"""One package per installed ruleset (``rulesets/<key>/``): everything
Evennia-side of it. Its pure rules stay in ``rules/<key>/``."""
