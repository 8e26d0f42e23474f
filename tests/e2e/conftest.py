import pytest

from tests.e2e.harness import GameServer


@pytest.fixture(scope="session")
def game_server():
    server = GameServer()
    try:
        server.start()
        yield server
    finally:
        server.stop()
