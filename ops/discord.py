"""The Discord links in settings, applied at every Server start.

``FOURFOLD_DISCORD_LINKS`` (server/conf/settings.py; set it in
secret_settings.py with ``DISCORD_ENABLED`` and ``DISCORD_BOT_TOKEN``) is
a list of ``(game channel, Discord channel id)`` pairs. When Discord is
enabled and the list is not empty, it becomes the bot's links (the
``channels`` Attribute Evennia's ``discord2chan`` edits), the bot account
``DiscordBot`` is made if there is none, and the bot is started (Evennia's
``DISCORD_BOT_CLASS``; Fourfold's is typeclasses/discord_bot.py). A link
``discord2chan`` adds lasts until the next start; leave the list empty to
keep links with ``discord2chan`` alone.

It runs one reactor turn after ``at_server_start``: Evennia makes its
default channels (``Public``) after that hook, on the first start, and
starts its bots then too. Bad entries are logged and left out; nothing
here raises.
"""

from __future__ import annotations

from django.conf import settings
from evennia.utils import logger
from evennia.utils.utils import class_from_module

from core.game_settings import setting

BOT_NAME = "DiscordBot"  # the account discord2chan looks for


def enabled() -> bool:
    return bool(getattr(settings, "DISCORD_ENABLED", False))


def wanted_links(entries, find_channel) -> list[tuple[str, str]]:
    """The valid ``(channel key, Discord id)`` pairs of ``entries``, the key
    spelled as the channel's own (Evennia matches it exactly), the id as
    Discord's JSON has it (a string of digits). ``find_channel(name)``
    returns the channel or None. The rest is logged and left out."""
    links = []
    for entry in entries or ():
        try:
            name, dc_id = entry
        except (TypeError, ValueError):
            logger.log_err(f"FOURFOLD_DISCORD_LINKS: {entry!r} is not a (channel, Discord id) pair.")
            continue
        dc_id = str(dc_id).strip()
        if not isinstance(name, str) or not dc_id.isdigit():
            logger.log_err(f"FOURFOLD_DISCORD_LINKS: {entry!r} is not a (channel, Discord id) pair.")
            continue
        channel = find_channel(name.strip())
        if channel is None:
            logger.log_err(f"FOURFOLD_DISCORD_LINKS: no game channel {name!r}; that link is left out.")
            continue
        if (channel.key, dc_id) not in links:
            links.append((channel.key, dc_id))
    return links


def _find_channel(name):
    from evennia.comms.models import ChannelDB

    return ChannelDB.objects.filter(db_key__iexact=name).first()


def find_bot():
    """The Discord bot account (the one ``discord2chan`` makes), or None."""
    from evennia.accounts.models import AccountDB

    return AccountDB.objects.filter(db_is_bot=True, username=BOT_NAME).first()


def apply_links():
    """Make the settings' links the bot's and start it; see the module."""
    entries = setting("FOURFOLD_DISCORD_LINKS")
    if not enabled() or not entries:
        return None
    if not getattr(settings, "DISCORD_BOT_TOKEN", None):
        logger.log_err("DISCORD_ENABLED is on but DISCORD_BOT_TOKEN is not set: no Discord bridge.")
        return None
    links = wanted_links(entries, _find_channel)
    if not links:
        return None
    bot = find_bot()
    if bot is None:
        from evennia.utils import create

        bot_class = class_from_module(settings.DISCORD_BOT_CLASS)
        bot = create.create_account(BOT_NAME, None, None, typeclass=bot_class)
        logger.log_info("Discord: made the relay bot account.")
    if list(bot.db.channels or ()) != links:
        bot.db.channels = links
    bot.start()
    logger.log_info(f"Discord: {len(links)} channel link(s) from FOURFOLD_DISCORD_LINKS.")
    return bot


def apply_links_soon():
    """``apply_links`` on the next reactor turn (from ``at_server_start``)."""
    if not enabled():
        return
    from twisted.internet import reactor

    reactor.callLater(0, _apply_safely)


def _apply_safely():
    try:
        apply_links()
    except Exception:  # a start-up step: log it, keep the game running
        logger.log_trace("Discord: applying FOURFOLD_DISCORD_LINKS failed.")
