"""tests/server: server/ (settings, start-up hooks, the first admin, MSSP)."""
