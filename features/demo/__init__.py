"""features/demo."""
