"""Shared pytest set-up.

Tests under tests/rules need no database. Tests under tests/game and
tests/e2e use Evennia: the session fixture below initialises Evennia's flat
API once, inside pytest-django's database access.

``-m "not slow"`` is the quick loop: the fuzzing tests are marked slow where
they stand, and every end-to-end test (a real server, maybe a browser)
counts as slow here.
"""

import pytest


@pytest.fixture(scope="session")
def evennia_ready(django_db_setup, django_db_blocker):
    with django_db_blocker.unblock():
        import evennia

        evennia._init()
    import speedups

    speedups.install_all()  # as at_server_init does in the game
    yield


def pytest_collection_modifyitems(config, items):
    """An end-to-end or browser test is slow too."""
    for item in items:
        if item.get_closest_marker("e2e") or item.get_closest_marker("browser"):
            item.add_marker(pytest.mark.slow)
