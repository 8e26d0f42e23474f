"""tests/features/places."""
