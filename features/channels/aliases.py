"""An account's channel aliases and titles, as stored.

Aliases are Evennia's channel nicks on the account (``DefaultChannel.
add_user_channel_alias``): a ``channel`` nick (alias -> channel key) to find
the channel by, and an ``inputline`` nick that turns ``pub Hello`` into the
``@channel`` command. Joining a channel also gives its key and its own
aliases as nicks (Evennia's ``post_join_channel``: Public answers to
``public`` and ``pub``). Titles are one Attribute on the account, channel
id -> title, read once for each line the account says.
"""

from __future__ import annotations

import re

CATEGORY = "fourfold_channels"
TITLES = "titles"

# Letters, digits and _ (nothing a nick's pattern would have to escape:
# Evennia escapes the alias when it adds the nick but not when it removes it).
ALIAS = re.compile(r"^[A-Za-z][A-Za-z0-9_]{0,15}$")


def valid_alias(alias: str) -> bool:
    return bool(ALIAS.match(alias or ""))


def subscriptions(account) -> list:
    """The channels ``account`` is on."""
    from evennia.comms.models import ChannelDB

    return list(ChannelDB.objects.get_subscriptions(account))


def aliases(account) -> dict[str, str]:
    """alias -> channel key (lower case) for every channel alias of ``account``."""
    found = account.nicks.get(category="channel", return_tuple=True, return_list=True) or []
    return {tup[2].lower(): tup[3].lower() for tup in found if tup}


def aliases_for(account, channel, mine: dict | None = None) -> list[str]:
    key = channel.key.lower()
    mine = aliases(account) if mine is None else mine
    return sorted(alias for alias, chan in mine.items() if chan == key)


def channel_of(account, alias: str):
    """The channel ``account`` is on that ``alias`` (or the channel's own
    name) stands for, or None."""
    alias = (alias or "").strip().lower()
    if not alias:
        return None
    key = aliases(account).get(alias, alias)
    for channel in subscriptions(account):
        if channel.key.lower() == key:
            return channel
    return None


def title(account, channel) -> str:
    titles = account.attributes.get(TITLES, category=CATEGORY) or {}
    return titles.get(str(channel.id), "")


def set_title(account, channel, text: str) -> None:
    titles = dict(account.attributes.get(TITLES, category=CATEGORY) or {})
    if text:
        titles[str(channel.id)] = text
    else:
        titles.pop(str(channel.id), None)
    account.attributes.add(TITLES, titles, category=CATEGORY)


def speaker(account, channel) -> str:
    """How ``account`` is named on ``channel``: its title, then its name."""
    given = title(account, channel)
    return f"{given} {account.key}" if given else account.key
