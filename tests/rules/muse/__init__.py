"""tests/rules/muse."""
