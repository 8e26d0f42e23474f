"""The Discord relay bot: Evennia's ``DiscordBot`` (evennia/accounts/bots.py,
``DISCORD_BOT_CLASS`` in settings) with players' text made safe both ways
and one connection to Discord at a time.

Evennia does the bridge: the bot account listens on the linked game
channels and posts what is said there to Discord's REST API; the Portal's
gateway connection (evennia/server/portal/discord.py) hands it what
Discord users write. Fourfold changes three things:

- Game to Discord (``channel_msg``): the line is escaped for Discord's
  markdown and the post allows no mentions (core/text/discord.py), so
  ``@everyone``, ``<@123>``, ``**``, ``||`` show as typed and ping nobody.
  (Evennia only strips colour.)
- Discord to the game (``relay_to_channel``): the author's name and the
  text go through the game's player-text rules (no link codes, no colour
  or layout codes, one line), and the name is marked ``(Discord)``.
- ``start``: Evennia starts the bot once when the account is made (its
  BotStarter Script) and again after the Portal's first sync, before the
  first connection has opened, which opened two connections to Discord
  and relayed everything twice. Here a start while one is under way, or
  while the bot is connected, only joins the linked channels. And its
  connecting is not a login that tries to puppet a character.
"""

from __future__ import annotations

import time

from evennia.accounts.bots import DiscordBot as EvenniaDiscordBot
from evennia.utils import logger
from evennia.utils.ansi import strip_ansi

from core.text.discord import NO_MENTIONS, from_discord, to_discord

# Seconds a start may take to open its connection before another start
# (discord2chan/start, the next Server start) may try again.
START_PATIENCE = 60.0


class FourfoldDiscordBot(EvenniaDiscordBot):
    """Evennia's Discord relay bot with Fourfold's text rules; see the module."""

    def start(self, **kwargs):
        asked = self.ndb.fourfold_discord_start
        pending = asked is not None and time.monotonic() - asked < START_PATIENCE
        if self.sessions.all() or pending:
            self.connect_channels()
            return
        self.ndb.fourfold_discord_start = time.monotonic()
        super().start(**kwargs)

    def at_post_login(self, session=None, **kwargs):
        """Nothing: the bot has no character to puppet (Evennia's account
        hook tried, and logged a traceback at every connection) and nobody
        to greet."""

    def connect_channels(self):
        """Listen on every game channel a link names (links may have changed)."""
        self._load_channels()
        for channel in self.ndb.ev_channels.values():
            if not channel.has_connection(self) and not channel.connect(self):
                logger.log_warn(f"{self} could not connect to Evennia channel {channel}.")

    def channel_msg(self, message, channel, senders=None, relayed=False, **kwargs):
        """A line on a linked game channel: posted, escaped, to each Discord
        channel linked to it. Lines this bot relayed from Discord are not."""
        if relayed:
            return
        targets = [dc_id for ev_name, dc_id in (self.db.channels or ()) if ev_name == channel.name]
        if not targets:
            return
        content = to_discord(strip_ansi(str(message).strip()))
        if not content:
            return
        for dc_id in targets:
            # [[args], {kwargs}]: the kwargs go into the JSON post (send_channel)
            self.msg(channel=[(content, dc_id), {"allowed_mentions": NO_MENTIONS}])

    def relay_to_channel(self, message, to_channel, sender=None, from_channel=None,
                         from_server=None, **kwargs):
        """A Discord user's message, as one safe line on ``to_channel``:
        ``[Public] Dee (Discord): text`` (with Evennia's ``/channel`` and
        ``/guild`` tags when they are on)."""
        text = from_discord(message)
        if not text:
            return  # an attachment or an embed alone: nothing to show
        tags = []
        if from_channel and self.db.tag_channel:
            tags.append(f"#{from_discord(from_channel)}")
        if from_server and self.db.tag_guild:
            tags.append(from_discord(from_server))
        tag = f"[{'@'.join(tags)}] " if tags else ""
        name = (from_discord(sender[1]) if sender and len(sender) > 1 else "") or "someone"
        to_channel.msg(f"{tag}|c{name}|n (Discord): {text}", senders=None, relayed=True)

