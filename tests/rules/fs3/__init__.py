"""tests/rules/fs3."""
