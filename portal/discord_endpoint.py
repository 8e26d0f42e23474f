"""Where the Portal's Discord connection asks for Discord's API
(``FOURFOLD_DISCORD_API_URL``; None, the default, leaves Discord's own).

Evennia's Discord protocol (evennia/server/portal/discord.py) builds both
of its REST addresses, the gateway lookup (``GET <base>/gateway``) and
the posts (``POST <base>/channels/<id>/messages``), from the module's
``DISCORD_API_BASE_URL`` when it makes each request, and has no setting
for it. A subclass could only change it by copying those two methods,
so this sets that one name, once, when the Portal starts
(server/conf/portal_services_plugins.py). The websocket address comes
from the gateway lookup's answer, as it does from Discord. The end-to-end
test (tests/e2e/test_discord_bridge.py) points it at a local stand-in for
Discord; a game has no reason to set it.
"""

from __future__ import annotations

from django.conf import settings
from evennia.utils import logger

from core.game_settings import setting


def install() -> str | None:
    """Point Evennia's Discord protocol at ``FOURFOLD_DISCORD_API_URL`` when
    Discord is enabled and the setting is given; returns the base in use
    (None when Discord is off)."""
    if not getattr(settings, "DISCORD_ENABLED", False):
        return None
    from evennia.server.portal import discord  # needs pyopenssl (requirements.txt)

    url = setting("FOURFOLD_DISCORD_API_URL")
    if url:
        discord.DISCORD_API_BASE_URL = str(url).rstrip("/")
        logger.log_info(f"Discord: the API is asked at {discord.DISCORD_API_BASE_URL}.")
    return discord.DISCORD_API_BASE_URL
