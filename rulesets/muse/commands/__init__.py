"""The muse ruleset's commands (d6 Traits)."""
