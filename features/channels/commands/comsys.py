"""addcom, delcom and comtitle: your aliases for channels, TinyMUX style.

They start from the ``mux_comms_cmds`` contrib's addcom and delcom (their
names, aliases, locks and Evennia's channel helpers) with Fourfold's
rules on top: an alias is checked before anything changes (its form, that
it is not yours for another channel already, that it does not hide a
command), and ``delcom`` of your last alias for a channel leaves it.
"""

from __future__ import annotations

from evennia.contrib.base_systems.mux_comms_cmds import mux_comms_cmds as contrib

from core.game_settings import setting
from core.text.plain import plain
from core.text.player import one_line
from features.channels import aliases
from features.channels.commands.base import ChannelCommand

BAD_ALIAS = ("An alias is one word of letters, digits or _, starting with a letter, "
             "at most 16 long.")


class CmdAddCom(ChannelCommand, contrib.CmdAddCom):
    """
    Join a channel and give it an alias.

    Usage:
      addcom <alias>=<channel>
      addcom <channel>

    Puts you on the channel (if you may listen to it) and makes <alias>
    speak there: <alias> <text> says something, <alias> :<pose> poses,
    <alias> ;<pose> poses without a space after your name. A channel may
    have several aliases; addcom on a channel you turned off turns it on.
    An alias is one word (letters, digits, _) and may not be the name of a
    command. The channel's own name always works as an alias.

    Example:
      addcom pub=Public
      pub Hello, everyone!
    """

    key = "addcom"
    aliases = ["aliaschan", "chanalias"]
    locks = "cmd:not pperm(channel_banned)"
    syntax = "addcom <alias>=<channel>"

    def run(self):
        if not self.args.strip():
            self.fail("Name a channel, and the alias you want for it.")
        if self.rhs is None:
            alias, name = None, self.args.strip()
        else:
            alias, name = self.lhs.strip(), self.rhs.strip()
            if not name:
                self.fail("Name the channel after the =.")
            if not aliases.valid_alias(alias):
                self.fail(BAD_ALIAS)
            alias = alias.lower()
        account = self.caller
        channel = self.find_channel(name)
        key = channel.key.lower()
        taken = None
        if alias:
            taken = aliases.aliases(account).get(alias)
            if taken is None and any(c.key.lower() == alias for c in aliases.subscriptions(account)):
                taken = alias  # the name of a channel you are on is its alias already
            if taken not in (None, key):
                self.fail(f"You already use '{alias}' for {taken}: delcom {alias} first.", syntax=False)
            if taken is None and alias != key:
                command = self.command_named(alias)
                if command:
                    self.fail(f"'{alias}' would hide the command {command}: choose another alias.",
                              syntax=False)
        done = []
        if not channel.has_connection(account):
            if not channel.access(account, "listen") or not self.sub_to_channel(channel)[0]:
                self.fail(f"You may not join {channel.key}.", syntax=False)
            done.append(f"You join {channel.key}.")
        if channel.unmute(account):
            done.append(f"You turn {channel.key} back on.")
        if alias and taken is None and alias != key:
            self.add_alias(channel, alias)
            done.append(f"'{alias}' now speaks on {channel.key}: {alias} <text>, {alias} :<pose>.")
        elif alias and not done:
            done.append(f"'{alias}' already speaks on {channel.key}.")
        elif not done:
            done.append(f"You are on {channel.key} already: its name works as an alias.")
        self.caller.msg(" ".join(done))


class CmdDelCom(ChannelCommand, contrib.CmdDelCom):
    """
    Drop a channel alias, or leave a channel.

    Usage:
      delcom <alias>
      delcom <channel>

    Drops one of your aliases. When it was your last alias for that channel
    you leave the channel too; naming the channel itself leaves it and drops
    all your aliases for it. A channel you leave stays left (a reload or a
    new login does not put you back): addcom joins it again. To stay on a
    channel but hear nothing, use <alias> off.

    Example:
      delcom pub
    """

    key = "delcom"
    aliases = ["delaliaschan", "delchanalias"]
    locks = "cmd:not pperm(channel_banned)"
    syntax = "delcom <alias>"

    def run(self):
        alias = self.args.strip().lower()
        if not alias:
            self.fail("Name the alias to drop: comlist shows yours.")
        account = self.caller
        mine = aliases.aliases(account)
        channel = aliases.channel_of(account, alias)
        if alias not in mine and channel is None:
            self.fail(f"You have no channel alias '{alias}'. comlist shows yours.", syntax=False)
        if alias in mine:
            self.remove_alias(alias)
            if channel is None:  # an alias left over for a channel you are no longer on
                return self.caller.msg(f"You drop the alias '{alias}'.")
            left = aliases.aliases_for(account, channel)
            if left:
                return self.caller.msg(f"You drop '{alias}'; {channel.key} still answers to "
                                       f"{', '.join(left)}.")
        self.unsub_from_channel(channel)
        self.caller.msg(f"You drop '{alias}' and leave {channel.key}." if alias in mine
                        else f"You leave {channel.key}, and your aliases for it go too.")


class CmdComTitle(ChannelCommand):
    """
    Set your title on a channel.

    Usage:
      comtitle <alias>=<title>
      comtitle <alias>=

    Your title is shown before your name on that channel only, in every
    line you say or pose there (and in its history). Titles are one line,
    may be coloured, hold no colon, and are at most 30 characters
    (FOURFOLD_CHANNEL_TITLE_LENGTH). Leave the title empty to clear it.

    Example:
      comtitle pub=Captain
      pub Ahoy!
    """

    key = "comtitle"
    syntax = "comtitle <alias>=<title>"

    def run(self):
        if self.rhs is None or not self.lhs.strip():
            self.fail("Name the alias, then = and the title.")
        channel = self.my_channel(self.lhs)
        text = one_line(self.rhs).strip()
        if ":" in text:
            self.fail("A title may not hold a colon.")
        longest = setting("FOURFOLD_CHANNEL_TITLE_LENGTH")
        if len(plain(text)) > longest:
            self.fail(f"A title is at most {longest} characters.")
        if text and not plain(text).strip():
            self.fail("A title needs some letters.")
        aliases.set_title(self.caller, channel, text)
        if text:
            self.caller.msg(f"On {channel.key} you are now {text} {self.caller.key}.")
        else:
            self.caller.msg(f"You have no title on {channel.key} now.")
