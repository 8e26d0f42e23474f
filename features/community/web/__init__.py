"""features/community/web."""
