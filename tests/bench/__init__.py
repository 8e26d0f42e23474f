"""tests/bench: bench/ (the load benchmark's report and its web players)."""
