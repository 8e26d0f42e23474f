"""core/text."""
