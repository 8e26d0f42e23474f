"""The staff RollLog channel (``FOURFOLD_ROLL_CHANNEL``): finding it, making
it when missing, and putting staff on it.

Every roll is copied to it (core/rolls/announce.py), and staff commands note
there what they changed. It is made at every start
(server/conf/at_server_startstop.py) with the locks below, and remembered,
so a roll costs no query to find it.

Staff (Builder and up) are on it from the start: an account that may listen
is joined once, the first time it logs in with that right (a new admin at
the first start, a Builder made with @perm at their next login), and a note
on the account remembers it, so a staffer who then leaves the channel is
not put back.
"""

from __future__ import annotations

from core.game_settings import setting

CHANNEL_TYPECLASS = "typeclasses.channels.Channel"
LOCKS = "control:perm(Developer);listen:perm(Builder);send:perm(Admin)"
CATEGORY = "fourfold_channels"
JOINED = "rolllog_joined"
# key (lower case) -> the channel, so that a roll does not look it up
_channels: dict = {}


def roll_channel(make: bool = True):
    """The RollLog channel, made if missing; with ``make`` False, None when
    there is none."""
    from evennia.comms.models import ChannelDB
    from evennia.utils import create

    key = setting("FOURFOLD_ROLL_CHANNEL")
    cached = _channels.get(key.lower())
    if cached is not None and cached.pk:  # a deleted channel has no pk
        return cached
    channel = ChannelDB.objects.filter(db_key__iexact=key).first()
    if channel is None:
        if not make:
            return None
        channel = create.create_channel(key, desc="Every roll made in the game, for staff.",
                                        locks=LOCKS, typeclass=CHANNEL_TYPECLASS)
    if channel.typeclass_path != CHANNEL_TYPECLASS:
        # made as Evennia's DefaultChannel: ours keeps each line before
        # sending it (typeclasses/channel_history.py)
        channel.swap_typeclass(CHANNEL_TYPECLASS, clean_attributes=False)
    _channels[key.lower()] = channel
    return channel


def join_roll_channel(account, channel=None) -> bool:
    """Put ``account`` on the RollLog channel if its lock lets it listen and
    it was never joined before; True when it was joined now."""
    if account is None or account.attributes.get(JOINED, category=CATEGORY):
        return False
    channel = channel or roll_channel(make=False)
    if channel is None or not channel.access(account, "listen"):
        return False
    if not channel.subscriptions.has(account):
        if not channel.connect(account):
            return False
    account.attributes.add(JOINED, True, category=CATEGORY)
    return True
