# The ruleset game tests need the same fixtures as tests/game: a ready
# Evennia and fresh module caches around every test.
from tests.game.conftest import _evennia, _fresh_module_caches  # noqa: F401
