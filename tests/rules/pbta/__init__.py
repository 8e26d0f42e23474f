"""tests/rules/pbta."""
