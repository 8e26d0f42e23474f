"""The practice command: +practice."""
