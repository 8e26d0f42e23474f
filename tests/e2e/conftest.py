import pytest

from tests.e2e.harness import GameServer
from tests.helpers.browser import browser, second_browser  # noqa: F401 (the fixtures, for every browser test)


@pytest.fixture(scope="session")
def game_server():
    server = GameServer()
    try:
        server.start()
        yield server
    finally:
        server.stop()
