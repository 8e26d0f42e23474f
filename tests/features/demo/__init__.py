"""tests/features/demo."""
