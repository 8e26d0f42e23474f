"""Data upgrades for games created on an older layout of the code: Django
data migrations, run by ``evennia migrate`` (``./fourfold start`` migrates
before every start). No models of its own."""
