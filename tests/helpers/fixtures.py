"""The fixtures every test that uses Evennia shares: a ready Evennia and
fresh module caches around each test. Each test directory's conftest.py
imports them."""

import pytest


@pytest.fixture(scope="session", autouse=True)
def _evennia(evennia_ready):
    yield


@pytest.fixture(autouse=True)
def _fresh_module_caches():
    """Each test rolls its database back, so the in-memory caches that mirror
    database rows (the RollLog channel, the rooms' roll histories) must not
    outlive it: a later test could get a room id reused for another room."""
    from core.rolls import history as roll_history
    from core.rolls import roll_channel
    from core.writes import group_commit
    from features.scenes import log as scene_log

    roll_channel._channels.clear()
    roll_history.forget()
    scene_log.forget()  # the running scenes by room id (scenes area)
    group_commit.forget()
    yield
    roll_channel._channels.clear()
    roll_history.forget()
    scene_log.forget()
    group_commit.forget()
