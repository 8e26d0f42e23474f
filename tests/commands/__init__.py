"""tests/commands: commands/ and every command at once (help, usage, odds, permissions, hostile input)."""
