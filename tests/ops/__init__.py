"""tests/ops."""
