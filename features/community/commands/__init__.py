"""features/community/commands."""
