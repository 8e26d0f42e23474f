"""Commands of the fs3 ruleset (d8 pools)."""
