"""Commands of the pbta ruleset (Stone Age moves on 2d6)."""
