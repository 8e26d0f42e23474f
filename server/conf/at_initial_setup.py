"""The first start's one-time set-up (settings.AT_INITIAL_SETUP_HOOK_MODULE).
Evennia ignores an error here quietly, so each step logs its own."""


def at_initial_setup():
    """Build Fourfold's demo world (hub, four wings, signs, gear, training
    opponents) on the very first start (staff rebuild it with +demo/build),
    and put the first admin on the RollLog channel."""
    from evennia.utils import logger

    from features.demo.build import build

    try:
        made = build()
        logger.log_info(f"Fourfold demo world built ({len(made)} objects).")
    except Exception:
        logger.log_trace("Fourfold: building the demo world failed; run +demo/build.")
    try:
        join_first_admin()
    except Exception:
        logger.log_trace("Fourfold: could not put the first admin on the RollLog channel.")


def join_first_admin():
    """The admin made at the first start is on the RollLog channel at once
    (other staff join at their first login as staff: core/rolls/roll_channel.py)."""
    from evennia.accounts.models import AccountDB

    from core.rolls.roll_channel import join_roll_channel, roll_channel

    channel = roll_channel()
    for account in AccountDB.objects.filter(is_superuser=True):
        join_roll_channel(account, channel)
