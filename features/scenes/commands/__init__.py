"""features/scenes/commands."""
