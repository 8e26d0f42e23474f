"""tests/web runs on the shared Evennia test set-up (tests/helpers/fixtures.py)."""

from tests.helpers.fixtures import _evennia, _fresh_module_caches  # noqa: F401
