"""
Channels: a player's line is one line, and it is kept in the channel's
history before anyone hears it.
"""

from evennia.comms.comms import DefaultChannel


class Channel(DefaultChannel):
    """Evennia's channel with Fourfold's one-line rule and history."""

    def at_pre_msg(self, message, **kwargs):
        """A message someone sent (a player or staff on the channel command)
        is one line: it cannot draw a line that looks like another channel's
        (core/text/player.py). The game's own notices (no sender) may
        run over several lines.

        Then the line is kept in the channel's history before anyone hears
        it (typeclasses/channel_history.py): a Server killed right after a
        listener saw it still has it. A line someone said that cannot be
        kept (a full disk) is not sent, and its sender is told; the game's
        own notices go out all the same (the error is in the server log).

        A ``speaker`` keyword (features/channels: the sender's name and
        channel title, worked out once for the line) is the name the history
        keeps, as every listener reads it (typeclasses/accounts.py)."""
        message = super().at_pre_msg(message, **kwargs)
        if message in (None, False):
            return message
        senders = kwargs.get("senders") or []
        for sender in senders:  # a gagged player is told why, and nobody hears it
            from core import gags

            refusal = gags.refusal(sender)
            if refusal:
                sender.msg(refusal)
                return None
        if senders and isinstance(message, str):
            from core.text.player import one_line

            message = one_line(message)
        log_file = self.get_log_filename()
        if log_file:
            from typeclasses.channel_history import entry, keep

            # a speaker (the sender's name with a channel title, set by the
            # channel commands) names the line as the listeners read it
            speaker = kwargs.get("speaker")
            kept = f"{speaker}: {message}" if speaker and senders else entry(str(message), senders)
            if not keep(log_file, kept) and senders:
                for sender in senders:
                    sender.msg(f"Your line to {self.key} could not be kept, so it was not "
                               "sent: try again in a moment, or tell staff.")
                return None
        return message

    # --- a joiner's own aliases are theirs ----------------------------------
    @staticmethod
    def _own_aliases(user) -> dict:
        found = user.nicks.get(category="channel", return_tuple=True, return_list=True) or []
        return {tup[2].lower(): tup[3].lower() for tup in found if tup}

    def post_join_channel(self, joiner, **kwargs):
        """Evennia's (the channel's key and aliases become the joiner's
        aliases), except that an alias the joiner already uses for another
        channel stays that channel's (addcom refuses to take it, and so
        does joining)."""
        key, mine = self.key.lower(), self._own_aliases(joiner)
        for alias in [key] + [alias.lower() for alias in self.aliases.all()]:
            if mine.get(alias, key) == key:
                self.add_user_channel_alias(joiner, alias, **kwargs)

    def post_leave_channel(self, leaver, **kwargs):
        """Evennia's (the leaver's aliases for this channel go), leaving
        alone an alias that speaks on another channel."""
        key, mine = self.key.lower(), self._own_aliases(leaver)
        names = [key] + [alias.lower() for alias in self.aliases.all()]
        names = [a for a in names if mine.get(a, key) == key]
        names += [alias for alias, chan in mine.items() if chan == key and alias not in names]
        for alias in names:
            self.remove_user_channel_alias(leaver, alias, **kwargs)

    def at_post_msg(self, message, **kwargs):
        """Nothing: Evennia writes the history here, after everyone has
        heard the line; ours is already kept (at_pre_msg)."""
        return None
