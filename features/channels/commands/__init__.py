"""The channel commands (features/channels)."""
