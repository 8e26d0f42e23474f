"""The Portal's tests run on the game's test set-up (tests/game/conftest.py)."""

from tests.game.conftest import _evennia, _fresh_module_caches  # noqa: F401
