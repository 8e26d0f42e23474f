import pytest


@pytest.fixture(scope="session", autouse=True)
def _evennia(evennia_ready):
    yield
