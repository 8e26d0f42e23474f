"""tests/core."""
