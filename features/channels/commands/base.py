"""What every channel command shares: Fourfold's command base (a refusal is
one line and changes nothing) on Evennia's ``channel`` command, whose
helpers (search, join, leave, aliases, mute, who) they use."""

from __future__ import annotations

from evennia.commands.default.comms import CmdChannel as EvenniaChannel

from core.command import FourfoldCommand
from features.channels import aliases

_IGNORED_PREFIXES = "@&/+"


class ChannelCommand(FourfoldCommand, EvenniaChannel):
    """Base of the channel commands: the caller is the account (channels
    are the account's, in or out of character)."""

    account_caller = True
    aliases = []
    locks = "cmd:not pperm(channel_banned)"
    help_category = "Comms"
    switch_options = ()

    def find_channel(self, name: str):
        """The channel called ``name`` (or one of your aliases for it) that
        you may listen to; a refusal otherwise. A channel locked to staff is
        not found by a player at all."""
        name = (name or "").strip()
        if not name:
            self.fail("Name a channel.")
        found = self.search_channel(name, exact=False, handle_errors=False)
        if not found:
            self.fail(f"There is no channel called '{name}' that you may join. @clist lists them.",
                      syntax=False)
        if len(found) > 1:
            names = ", ".join(sorted(channel.key for channel in found))
            self.fail(f"'{name}' could be {names}: type more of the name.", syntax=False)
        return found[0]

    def my_channel(self, alias: str):
        """The channel you are on that ``alias`` stands for; a refusal otherwise."""
        alias = (alias or "").strip()
        if not alias:
            self.fail("Name one of your channel aliases.")
        channel = aliases.channel_of(self.caller, alias)
        if channel is None:
            self.fail(f"You have no channel alias '{alias}'. comlist shows yours.", syntax=False)
        return channel

    def first_alias(self, channel) -> str:
        mine = aliases.aliases_for(self.caller, channel)
        return mine[0] if mine else channel.key.lower()

    def command_named(self, word: str) -> str | None:
        """The command that ``word`` as an alias would hide, if any: one
        whose name is ``word``, or is ``word`` after a MUSH prefix
        (``+staff`` answers to ``staff``)."""
        word = word.lower()
        cmdsets = [self.cmdset] if getattr(self, "cmdset", None) else []
        if not cmdsets:
            for holder in (getattr(self, "character", None), self.caller):
                current = getattr(getattr(holder, "cmdset", None), "current", None)
                if current:
                    cmdsets.append(current)
        for cmdset in cmdsets:
            for name in cmdset.get_all_cmd_keys_and_aliases():
                name = str(name).lower()
                if word in (name, name.lstrip(_IGNORED_PREFIXES)) and not name.startswith("__"):
                    return name
        return None
