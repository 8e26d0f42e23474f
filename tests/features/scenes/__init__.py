"""tests/features/scenes."""
