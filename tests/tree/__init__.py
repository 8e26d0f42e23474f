"""tests/tree: checks over the whole tree's source (no copied rule text, no template prose, no unused names)."""
