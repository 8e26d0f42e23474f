"""Fourfold's Portal: the protocol classes and the session handler the
Portal process runs. See README.md beside this file."""
