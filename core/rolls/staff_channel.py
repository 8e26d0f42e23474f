"""Staff (Builder and up) are on the RollLog channel from the start.

The channel (settings.FOURFOLD_ROLL_CHANNEL, made at every start by
server/conf/at_server_start) lets in whoever passes its ``listen`` lock,
but nobody was put on it: staff had to find it and join by hand. Now an
account that may listen is joined once, the first time it logs in with
that right (a new admin at the first start, a Builder made with @perm at
their next login), and a note on the account remembers it, so a staffer
who then leaves the channel is not put back.
"""

from __future__ import annotations

from core.game_settings import setting

CATEGORY = "fourfold_channels"
JOINED = "rolllog_joined"


def roll_channel():
    """The RollLog channel, or None when it does not exist (yet)."""
    from evennia.comms.models import ChannelDB

    key = setting("FOURFOLD_ROLL_CHANNEL")
    return ChannelDB.objects.filter(db_key__iexact=key).first()


def join_roll_channel(account, channel=None) -> bool:
    """Put ``account`` on the RollLog channel if its lock lets it listen and
    it was never joined before; True when it was joined now."""
    if account is None or account.attributes.get(JOINED, category=CATEGORY):
        return False
    channel = channel or roll_channel()
    if channel is None or not channel.access(account, "listen"):
        return False
    if not channel.subscriptions.has(account):
        if not channel.connect(account):
            return False
    account.attributes.add(JOINED, True, category=CATEGORY)
    return True
