"""core/writes."""
