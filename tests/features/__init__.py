"""tests/features."""
