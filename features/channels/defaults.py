"""The game's channels and the ones every character is put on.

``make_channels`` (at every start) makes the channels of
``settings.FOURFOLD_CHANNELS`` that are missing, with their locks: a staff
channel lets only staff listen and talk. Evennia makes Public itself
(``DEFAULT_CHANNELS``) and the RollLog is core/rolls'.

``join_defaults`` (a character comes into play) puts the account on each
channel of ``settings.FOURFOLD_CHANNEL_ALIASES`` with its alias, the first
time it may listen to it (a staff channel: the first time in play as
staff). A note on the account remembers each channel joined, so a channel
the player then turns off or leaves stays so.
"""

from __future__ import annotations

from django.conf import settings
from evennia.utils import logger

from core.game_settings import setting
from features.channels import aliases

JOINED = "joined_defaults"


def make_channels() -> list:
    """Make the missing channels of FOURFOLD_CHANNELS; the ones made."""
    from evennia.comms.models import ChannelDB
    from evennia.utils import create

    made = []
    for key, spec in setting("FOURFOLD_CHANNELS").items():
        if ChannelDB.objects.filter(db_key__iexact=key).exists():
            continue
        try:
            made.append(create.create_channel(
                key, aliases=spec.get("aliases"), desc=spec.get("desc", ""),
                locks=spec.get("locks"), typeclass=settings.BASE_CHANNEL_TYPECLASS))
        except Exception:  # noqa: BLE001 - a bad entry must not stop the start
            logger.log_trace(f"Fourfold: could not make the channel {key}.")
    return made


def join_defaults(char) -> list[str]:
    """Put ``char``'s account on the default channels it was never put on
    and may listen to; the keys joined now."""
    account = getattr(char, "account", None)
    wanted = setting("FOURFOLD_CHANNEL_ALIASES")
    if account is None or not wanted:
        return []
    done = set(account.attributes.get(JOINED, category=aliases.CATEGORY) or ())
    todo = [key for key in wanted if key.lower() not in done]
    if not todo:
        return []
    from evennia.comms.models import ChannelDB

    joined = []
    for key in todo:
        channel = ChannelDB.objects.filter(db_key__iexact=key).first()
        if channel is None or not channel.access(account, "listen"):
            continue  # not made yet, or not for this account (yet)
        if not channel.has_connection(account) and not channel.connect(account):
            continue
        alias = (wanted[key] or "").lower()
        taken = aliases.aliases(account).get(alias)
        if aliases.valid_alias(alias) and taken in (None, channel.key.lower()):
            channel.add_user_channel_alias(account, alias)
        joined.append(key.lower())
    if joined:
        account.attributes.add(JOINED, sorted(done | set(joined)), category=aliases.CATEGORY)
    return joined
