"""The roster commands: +idle and +roster."""
