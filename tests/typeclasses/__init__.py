"""tests/typeclasses: typeclasses/ (channels, puppets, sheets, vitals)."""
