"""Shared pytest set-up.

Tests under tests/rules need no database. The other test folders and
tests/e2e use Evennia: the session fixture below initialises Evennia's flat
API once, inside pytest-django's database access.

``-m "not slow"`` is the quick loop: the fuzzing tests are marked slow where
they stand, and every end-to-end test (a real server, maybe a browser)
counts as slow here.

How the tests are spread over workers is in tests/helpers/scheduling.py.
"""

import pytest

from tests.helpers import scheduling
from tests.helpers.scheduling import pytest_addoption  # noqa: F401 (the hook)


def pytest_configure(config):
    scheduling.configure(config)


@pytest.fixture(scope="session")
def evennia_ready(django_db_setup, django_db_blocker):
    with django_db_blocker.unblock():
        import evennia

        evennia._init()
    import speedups

    speedups.install_all()  # as at_server_init does in the game
    _rollback_removes_accounts()
    yield


def _rollback_removes_accounts():
    """Evennia's test base deletes its two accounts after every test, one by
    one through their delete hooks (about 40 ms a test), although the test's
    transaction is rolled back right after and takes them with it. Where a
    rollback follows (a django TestCase), skip the deletes."""
    from django.test import TestCase
    from evennia.utils import test_resources

    mixin = test_resources.EvenniaTestMixin
    if getattr(mixin.teardown_accounts, "fourfold_rollback", False):
        return
    delete_accounts = mixin.teardown_accounts

    def teardown_accounts(self):
        if not isinstance(self, TestCase):
            delete_accounts(self)

    teardown_accounts.fourfold_rollback = True
    mixin.teardown_accounts = teardown_accounts


def _on_postgresql() -> bool:
    from django.conf import settings

    return "postgres" in settings.DATABASES["default"]["ENGINE"]


def pytest_collection_modifyitems(config, items):
    """An end-to-end or browser test is slow too; a ``pg_only`` test is left
    out (deselected, and counted so in the summary) unless the suite runs on
    PostgreSQL; then the tests are put in the order their groups are handed
    to workers (tests/helpers/scheduling.py)."""
    if config is not None and not _on_postgresql():
        left_out = [item for item in items if item.get_closest_marker("pg_only")]
        if left_out:
            items[:] = [item for item in items if not item.get_closest_marker("pg_only")]
            config.hook.pytest_deselected(items=left_out)
    for item in items:
        if item.get_closest_marker("e2e") or item.get_closest_marker("browser"):
            item.add_marker(pytest.mark.slow)
    if config is not None:
        scheduling.order_items(items, config)


@pytest.hookimpl(tryfirst=True, optionalhook=True)  # before xdist's own
def pytest_xdist_make_scheduler(config, log):
    return scheduling.make_scheduler(config, log)
