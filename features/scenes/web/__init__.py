"""features/scenes/web."""
