"""Shared pytest set-up.

Tests under tests/rules need no database. Tests under tests/game and
tests/e2e use Evennia: the session fixture below initialises Evennia's flat
API once, inside pytest-django's database access.
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
