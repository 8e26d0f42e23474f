"""tests/features/practice."""
