"""Speaking on a channel by alias, and the alias's own words.

``pub Hello`` reaches the ``@channel`` command through the alias's nick
(Evennia's: ``@channel public = Hello``). Fourfold's ``@channel`` is
Evennia's with TinyMUX's words on top: when what follows the ``=`` is
``on``, ``off``, ``who`` or ``last [<n>]`` it turns the channel on or off,
lists who listens, or recalls its history; anything else is said (``:`` and
``;`` pose). A line is one line (core/text/player.py), said by the account
with its channel title, and kept in the channel's history before anyone
hears it (typeclasses/channels.py); ``last`` reads that history back.

``+pub Hello`` and ``=pub Hello`` (AresMUSH and PennMUSH players' habit)
speak the same way when no command of that name exists: the
``__nomatch_command`` here looks for your alias before it says the command
is unknown. ``+com pub=Hello`` says it too.
"""

from __future__ import annotations

import re

from evennia.commands.default.comms import CmdChannel as EvenniaChannel
from evennia.utils.utils import list_to_string, string_suggestions, strip_unsafe_input

from core.game_settings import setting
from core.text.plain import plain
from features.channels import aliases
from features.channels.commands.base import ChannelCommand
from typeclasses.channel_history import readable, recent

_MINUTE = re.compile(r"^\S+ \d\d:\d\d")


class CmdChannel(ChannelCommand):
    """
    Talk on a channel and manage it (what your aliases run).

    Usage:
      <alias> <text>
      <alias> :<pose>
      <alias> ;<pose>
      <alias> on | off | who
      <alias> last [<n>]
      @channel <channel> = <text>
      @channel/all

    <alias> off turns a channel off (you stay on it and keep your aliases,
    and hear nothing) and on turns it back on; both last through a reload.
    who lists who listens, last shows the channel's last lines (10, or
    <n> up to 50). You talk only on a channel you are on and have turned on.
    A line is one line; :<pose> poses, ;<pose> poses with no space after
    your name (;'s grins). To say just "on" or "who", add to it ("on, yes").

    @channel/all lists every channel; Evennia's other switches work too:
    /sub, /unsub, /mute, /unmute, /alias, /unalias, /who, /history, and for
    whoever controls a channel /create, /destroy, /desc, /lock, /unlock,
    /boot, /ban and /unban.

    Example:
      pub Hello!
      pub :waves.
      pub last 5
      pub off
    """

    key = "@channel"
    aliases = ["@chan", "@channels"]
    locks = EvenniaChannel.locks
    switch_options = EvenniaChannel.switch_options
    syntax = "<alias> <text> | <alias> :<pose> | <alias> on|off|who|last [<n>]"

    def run(self):
        if not self.switches and self.rhs is not None and len(self.lhslist) == 1:
            return self.speak(self.lhs, self.rhs)
        EvenniaChannel.func(self)

    # --- by alias -------------------------------------------------------------
    def speak(self, name: str, text: str):
        channel = self.find_channel(name)
        text = (text or "").strip()
        word, _, rest = text.partition(" ")
        keyword, rest = word.lower(), rest.strip()
        if not text:
            return self.status(channel)
        if keyword in ("on", "off", "who") and not rest:
            return getattr(self, f"turn_{keyword}")(channel)
        if keyword == "last" and " " not in rest:
            return self.recall(channel, rest)
        self.msg_channel(channel, text)

    def status(self, channel):
        account, alias = self.caller, self.first_alias(channel)
        if not channel.has_connection(account):
            state = f"You are not on {channel.key}: addcom <alias>={channel.key} joins it."
        elif account in channel.mutelist:
            state = f"You have {channel.key} turned off: {alias} on turns it on."
        else:
            state = f"You are on {channel.key}."
        self.caller.msg(f"{state} {alias} <text> talks, {alias} :<pose> poses; "
                        f"{alias} on, off, who or last [<n>].")

    def turn_on(self, channel):
        account = self.caller
        if not channel.has_connection(account):
            if not self.sub_to_channel(channel)[0]:
                self.fail(f"You may not join {channel.key}.", syntax=False)
            channel.unmute(account)
            return self.caller.msg(f"You join {channel.key}.")
        if channel.unmute(account):
            return self.caller.msg(f"You turn {channel.key} on.")
        self.caller.msg(f"{channel.key} is on already.")

    def turn_off(self, channel):
        account = self.caller
        if not channel.has_connection(account):
            self.fail(f"You are not on {channel.key}.", syntax=False)
        if channel.mute(account):
            return self.caller.msg(f"You turn {channel.key} off: "
                                   f"{self.first_alias(channel)} on turns it back on.")
        self.caller.msg(f"{channel.key} is off already.")

    def turn_who(self, channel):
        muted = set(channel.mutelist)
        names = sorted(f"{sub.key} (off)" if sub in muted else sub.key
                       for sub in channel.subscriptions.online())
        listed = ", ".join(names) if names else "nobody who is online"
        self.caller.msg(f"On {channel.key}: {listed}.")

    def recall(self, channel, count: str):
        most = setting("FOURFOLD_CHANNEL_RECALL_MAX")
        if not count:
            lines = setting("FOURFOLD_CHANNEL_RECALL")
        elif not count.isdigit() or not 1 <= int(count) <= most:
            self.fail(f"'{count}' is not a number of lines from 1 to {most}.")
        else:
            lines = int(count)
        log_file = channel.get_log_filename()
        entries = recent(log_file, lines) if log_file else []
        if not entries:
            return self.caller.msg(f"Nothing has been said on {channel.key} yet.")
        prefix = channel.channel_prefix()
        shown = [f"{prefix}{self._minute(stamp)} {readable(text)}" for stamp, text in entries]
        self.caller.msg(f"The last {len(entries)} on {channel.key}:\n" + "\n".join(shown))

    @staticmethod
    def _minute(stamp: str) -> str:
        found = _MINUTE.match(stamp)
        return found.group() if found else stamp

    # --- Evennia's hook, for every line said ------------------------------------
    def msg_channel(self, channel, message, **kwargs):
        """Say ``message`` on ``channel``: you must be on it, have it on and
        may talk there; the line is named with your title."""
        account = self.caller
        alias = self.first_alias(channel)
        if not channel.has_connection(account):
            self.fail(f"You are not on {channel.key}: addcom <alias>={channel.key} joins it.",
                      syntax=False)
        if account in channel.mutelist:
            self.fail(f"You have {channel.key} turned off: {alias} on turns it back on.", syntax=False)
        if not channel.access(account, "send"):
            self.fail(f"You may listen to {channel.key} but not talk on it.", syntax=False)
        text = strip_unsafe_input(message, self.session).strip()
        if not plain(text.lstrip(":;")).strip():
            self.fail(f"Say what on {channel.key}?")
        channel.msg(text, senders=account, speaker=aliases.speaker(account, channel), **kwargs)


class CmdPlusCom(CmdChannel):
    """
    Talk on a channel by alias, the +com way.

    Usage:
      +com <alias>=<text>
      +com <alias> <text>
      +<alias> <text>

    The same as typing <alias> <text>: poses (:<pose>, ;<pose>) and on,
    off, who and last [<n>] work too. +<alias> works whenever no command is
    called that (AresMUSH and PennMUSH players type +pub Hello).

    Example:
      +com pub=Hello!
      +pub :waves.
    """

    key = "+com"
    aliases = []
    switch_options = ()
    syntax = "+com <alias>=<text>"

    def run(self):
        args = self.args.strip()
        head, _, rest = args.partition(" ")
        if "=" in head:
            alias, text = args.split("=", 1)
        else:
            alias, text = head, rest
        if not alias.strip():
            self.fail("Name one of your channel aliases.")
        channel = self.my_channel(alias)
        self.speak(channel.key, text)


class CmdChannelNoMatch(CmdChannel):
    """Input that matches no command: ``+pub Hello`` or ``=pub Hello``
    speaks on the channel you call pub; anything else gets Evennia's own
    answer (the command is not available, and what you may have meant)."""

    key = "__nomatch_command"
    aliases = []
    switch_options = ()
    locks = "cmd:all()"
    auto_help = False

    def run(self):
        raw = self.args.strip()
        if raw[:1] in "+=":
            word, _, rest = raw[1:].partition(" ")
            channel = aliases.channel_of(self.caller, word) if word else None
            if channel is not None:
                return self.speak(channel.key, rest)
        self.caller.msg(self.unknown(raw))

    def unknown(self, raw: str) -> str:
        """Evennia's answer to a command nobody has (commands/cmdhandler.py)."""
        text = f"Command '{raw}' is not available."
        cmdset = getattr(self, "cmdset", None)
        who = getattr(self, "character", None) or self.caller
        names = cmdset.get_all_cmd_keys_and_aliases(who) if cmdset else []
        suggestions = string_suggestions(raw, names, cutoff=0.7, maxnum=3)
        if suggestions:
            return text + f" Maybe you meant {list_to_string(suggestions, endsep='or', addquote=True)}?"
        return text + ' Type "help" for help.'
