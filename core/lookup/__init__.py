"""core/lookup."""
