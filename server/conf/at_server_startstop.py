"""
Server startstop hooks

This module contains functions called by Evennia at various
points during its startup, reload and shutdown sequence. It
allows for customizing the server operation as desired.

This module must contain at least these global functions:

at_server_init()
at_server_start()
at_server_stop()
at_server_reload_start()
at_server_reload_stop()
at_server_cold_start()
at_server_cold_stop()

"""


def at_server_init():
    """
    This is called first as the server is starting up, regardless of how.
    """
    import speedups

    speedups.install_all()  # each that is on; all off on an unverified Evennia


def at_server_start():
    """
    This is called every time the server starts up, regardless of
    how it was shut down.
    """
    from django.conf import settings

    from core.rolls.announce import staff_channel
    from rules.dice import configure_game_rng

    staff_channel()  # the RollLog channel exists from the first start on
    _features_start()  # e.g. the channels of FOURFOLD_CHANNELS (core/features.py)
    configure_game_rng(getattr(settings, "FOURFOLD_DICE_SEED", None))
    from ops import discord

    discord.apply_links_soon()  # FOURFOLD_DISCORD_LINKS, once Evennia made its channels
    from speedups import gc_pauses

    gc_pauses.install()  # last: what start-up loaded is frozen out of the collector's way


def _features_start():
    from evennia.utils import logger

    from core import features

    for func in features.hook("at_server_start").funcs:
        try:
            func()
        except Exception:  # noqa: BLE001 - one feature must not stop the start
            logger.log_trace(f"Fourfold: {func.__module__}.{func.__name__} failed at start.")


def at_server_stop():
    """
    This is called just before the server is shut down, regardless
    of it is for a reload, reset or shutdown.
    """
    from core.rolls.history import flush_all
    from core.writes import group_commit
    from speedups import amp_batch, gc_pauses

    gc_pauses.stop()
    group_commit.flush()  # this turn's rolls and poses: written, then sent
    amp_batch.flush()  # messages still queued for the Portal go out first
    flush_all()  # the rooms' roll histories are written behind the game's back
    # (channel history needs nothing here: each line was written before it was sent)


def at_server_reload_start():
    """
    This is called only when server starts back up after a reload.
    """
    pass


def at_server_reload_stop():
    """
    This is called only time the server stops before a reload.
    """
    pass


def at_server_cold_start():
    """
    This is called only when the server starts "cold", i.e. after a
    shutdown or a reset.
    """
    pass


def at_server_cold_stop():
    """
    This is called only when the server goes down due to a shutdown or
    reset.
    """
    pass
