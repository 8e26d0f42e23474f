"""comlist (your aliases) and @clist (the channels there are)."""

from __future__ import annotations

from core.text.tables import table
from features.channels import aliases
from features.channels.commands.base import ChannelCommand


def _state(account, channel, subscribed) -> str:
    if channel not in subscribed:
        return "-"
    return "off" if account in channel.mutelist else "on"


class CmdComList(ChannelCommand):
    """
    List your channel aliases.

    Usage:
      comlist

    One line for each of your aliases: the channel it speaks on, whether
    you have that channel on or off, and your title there. A channel you
    are on with no alias of yours is listed by its name, which works as an
    alias too.

    Example:
      comlist
    """

    key = "comlist"
    syntax = "comlist"

    def run(self):
        if self.args.strip():
            self.fail("comlist takes nothing after it.")
        account = self.caller
        subscribed = aliases.subscriptions(account)
        if not subscribed:
            return self.caller.msg("You are on no channel. @clist lists them; "
                                   "addcom <alias>=<channel> joins one.")
        mine = aliases.aliases(account)
        rows = []
        for channel in sorted(subscribed, key=lambda c: c.key.lower()):
            names = aliases.aliases_for(account, channel, mine) or [channel.key.lower()]
            state, title = _state(account, channel, subscribed), aliases.title(account, channel)
            rows += [[alias, channel.key, state, title] for alias in names]
        self.caller.msg("Your channel aliases:\n" + table(["Alias", "Channel", "Status", "Title"], rows))


class CmdCList(ChannelCommand):
    """
    List the game's channels.

    Usage:
      @clist
      @clist/full

    Every channel you may listen to, what it is for, how many are on it
    and whether you are on it (on, off, or - for not at all). Staff add
    /full for each channel's number and locks. Join one with
    addcom <alias>=<channel>.

    Example:
      @clist
    """

    key = "@clist"
    switch_options = ("full",)
    syntax = "@clist[/full]"

    def run(self):
        if self.args.strip():
            self.fail("@clist takes nothing after it.")
        full = self.has_switch("full")
        if full:
            self.require_staff("@clist/full")
        from evennia.comms.models import ChannelDB

        account = self.caller
        subscribed = aliases.subscriptions(account)
        channels = [c for c in ChannelDB.objects.get_all_channels()
                    if c.access(account, "listen") or c.access(account, "control")]
        if not channels:
            return self.caller.msg("There are no channels you may listen to.")
        headers = ["Channel", "Description", "On it", "You"] + (["#", "Locks"] if full else [])
        rows = []
        for channel in sorted(channels, key=lambda c: c.key.lower()):
            row = [channel.key, channel.db.desc or "", str(len(channel.subscriptions.all())),
                   _state(account, channel, subscribed)]
            if full:
                row += [str(channel.id), str(channel.locks)]
            rows.append(row)
        self.caller.msg("Channels:\n" + table(headers, rows))
