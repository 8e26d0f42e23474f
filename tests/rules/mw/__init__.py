"""tests/rules/mw."""
