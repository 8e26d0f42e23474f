"""Where Fourfold takes a shorter way through Evennia, for speed."""
