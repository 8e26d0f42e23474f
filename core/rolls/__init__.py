"""core/rolls."""
