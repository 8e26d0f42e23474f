"""Fourfold's start-up and shut-down steps (settings.AT_SERVER_STARTSTOP_MODULE):
the speed-ups go in first, the RollLog channel and the dice are ready at
every start, and what is queued is written and sent before the Server
stops. Evennia calls only the hooks a module has."""


def at_server_init():
    """First of all, however the Server starts."""
    import speedups

    speedups.install_all()  # each that is on; all off on an unverified Evennia


def at_server_start():
    """Every start, however the Server went down."""
    from core.game_settings import setting
    from core.rolls.roll_channel import roll_channel
    from rules.dice import configure_game_rng

    roll_channel()  # the RollLog channel exists from the first start on
    from core.writes import group_commit
    from speedups import amp_batch

    # what the first lines of a long batch of input answer is written and
    # sent while the rest of the batch is still to run (speedups/amp_batch.py)
    amp_batch.on_input_slice(group_commit.flush_pending)
    _features_start()  # e.g. the channels of FOURFOLD_CHANNELS (core/features.py)
    configure_game_rng(setting("FOURFOLD_DICE_SEED"))
    from ops import discord

    discord.apply_links_soon()  # FOURFOLD_DISCORD_LINKS, once Evennia made its channels
    from ops.backups import nightly

    nightly.ensure()  # the nightly backup's Script (FOURFOLD_BACKUP_TIME)
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
    """Just before the Server stops, for a reload, a reset or a shutdown."""
    from core.rolls.history import flush_all
    from core.writes import group_commit
    from speedups import amp_batch, gc_pauses

    gc_pauses.stop()
    from ops import restart_notice

    restart_notice.announce()  # "restarting for an upgrade", left by ./fourfold upgrade
    group_commit.flush()  # this turn's rolls and poses: written, then sent
    amp_batch.flush()  # messages still queued for the Portal go out first
    flush_all()  # the rooms' roll histories are written behind the game's back
    # (channel history needs nothing here: each line was written before it was sent)
