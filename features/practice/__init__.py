"""features/practice."""
