import pytest


@pytest.fixture(scope="session", autouse=True)
def _evennia(evennia_ready):
    yield


@pytest.fixture(autouse=True)
def _fresh_module_caches():
    """Each test rolls its database back, so the in-memory caches that mirror
    database rows (the RollLog channel, the rooms' roll histories) must not
    outlive it: a later test could get a room id reused for another room."""
    import commands.announce
    from typeclasses import group_commit, roll_history, scene_log

    commands.announce._channels.clear()
    roll_history.forget()
    scene_log.forget()  # the running scenes by room id (scenes area)
    group_commit.forget()
    yield
    commands.announce._channels.clear()
    roll_history.forget()
    scene_log.forget()
    group_commit.forget()
