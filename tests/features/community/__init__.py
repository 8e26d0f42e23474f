"""tests/features/community."""
