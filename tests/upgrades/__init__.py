"""tests/upgrades: upgrades/ (data migrations for games made on an older layout)."""
