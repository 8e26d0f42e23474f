"""tests/web: web/ (the site, the play page, the Portal's web proxy)."""
