"""core/combat."""
