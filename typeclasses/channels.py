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
        own notices go out all the same (the error is in the server log)."""
        message = super().at_pre_msg(message, **kwargs)
        if message in (None, False):
            return message
        senders = kwargs.get("senders") or []
        if senders and isinstance(message, str):
            from core.text.player import one_line

            message = one_line(message)
        log_file = self.get_log_filename()
        if log_file:
            from typeclasses.channel_history import entry, keep

            if not keep(log_file, entry(str(message), senders)) and senders:
                for sender in senders:
                    sender.msg(f"Your line to {self.key} could not be kept, so it was not "
                               "sent: try again in a moment, or tell staff.")
                return None
        return message

    def at_post_msg(self, message, **kwargs):
        """Nothing: Evennia writes the history here, after everyone has
        heard the line; ours is already kept (at_pre_msg)."""
        return None
