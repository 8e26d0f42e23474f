"""
Channel

The channel class represents the out-of-character chat-room usable by
Accounts in-game. It is mostly overloaded to change its appearance, but
channels can be used to implement many different forms of message
distribution systems.

Note that sending data to channels are handled via the CMD_CHANNEL
syscommand (see evennia.syscmds). The sending should normally not need
to be modified.

"""

from evennia.comms.comms import DefaultChannel


class Channel(DefaultChannel):
    r"""
    This is the base class for all Channel Comms. Inherit from this to
    create different types of communication channels.

    Class-level variables:
    - `send_to_online_only` (bool, default True) - if set, will only try to
      send to subscribers that are actually active. This is a useful optimization.
    - `log_file` (str, default `"channel_{channelname}.log"`). This is the
      log file to which the channel history will be saved. The `{channelname}` tag
      will be replaced by the key of the Channel. If an Attribute 'log_file'
      is set, this will be used instead. If this is None and no Attribute is found,
      no history will be saved.
    - `channel_prefix_string` (str, default `"[{channelname} ]"`) - this is used
      as a simple template to get the channel prefix with `.channel_prefix()`. It is used
      in front of every channel message; use `{channelmessage}` token to insert the
      name of the current channel. Set to `None` if you want no prefix (or want to
      handle it in a hook during message generation instead.
    - `channel_msg_nick_pattern`(str, default `"{alias}\s*?|{alias}\s+?(?P<arg1>.+?)") -
      this is what used when a channel subscriber gets a channel nick assigned to this
      channel. The nickhandler uses the pattern to pick out this channel's name from user
      input. The `{alias}` token will get both the channel's key and any set/custom aliases
      per subscriber. You need to allow for an `<arg1>` regex group to catch any message
      that should be send to the  channel. You usually don't need to change this pattern
      unless you are changing channel command-style entirely.
    - `channel_msg_nick_replacement` (str, default `"channel {channelname} = $1"` - this
      is used by the nickhandler to generate a replacement string once the nickhandler (using
      the `channel_msg_nick_pattern`) identifies that the channel should be addressed
      to send a message to it. The `<arg1>` regex pattern match from `channel_msg_nick_pattern`
      will end up at the `$1` position in the replacement. Together, this allows you do e.g.
      'public Hello' and have that become a mapping to `channel public = Hello`. By default,
      the account-level `channel` command is used. If you were to rename that command you must
      tweak the output to something like `yourchannelcommandname {channelname} = $1`.

    * Properties:
        mutelist
        banlist
        wholist

    * Working methods:
        get_log_filename()
        set_log_filename(filename)
        has_connection(account) - check if the given account listens to this channel
        connect(account) - connect account to this channel
        disconnect(account) - disconnect account from channel
        access(access_obj, access_type='listen', default=False) - check the
                    access on this channel (default access_type is listen)
        create(key, creator=None, *args, **kwargs)
        delete() - delete this channel
        message_transform(msg, emit=False, prefix=True,
                          sender_strings=None, external=False) - called by
                          the comm system and triggers the hooks below
        msg(msgobj, header=None, senders=None, sender_strings=None,
            persistent=None, online=False, emit=False, external=False) - main
                send method, builds and sends a new message to channel.
        tempmsg(msg, header=None, senders=None) - wrapper for sending non-persistent
                messages.
        distribute_message(msg, online=False) - send a message to all
                connected accounts on channel, optionally sending only
                to accounts that are currently online (optimized for very large sends)
        mute(subscriber, **kwargs)
        unmute(subscriber, **kwargs)
        ban(target, **kwargs)
        unban(target, **kwargs)
        add_user_channel_alias(user, alias, **kwargs)
        remove_user_channel_alias(user, alias, **kwargs)


    Useful hooks:
        at_channel_creation() - called once, when the channel is created
        basetype_setup()
        at_init()
        at_first_save()
        channel_prefix() - how the channel should be
                  prefixed when returning to user. Returns a string
        format_senders(senders) - should return how to display multiple
                senders to a channel
        pose_transform(msg, sender_string) - should detect if the
                sender is posing, and if so, modify the string
        format_external(msg, senders, emit=False) - format messages sent
                from outside the game, like from IRC
        format_message(msg, emit=False) - format the message body before
                displaying it to the user. 'emit' generally means that the
                message should not be displayed with the sender's name.
        channel_prefix()

        pre_join_channel(joiner) - if returning False, abort join
        post_join_channel(joiner) - called right after successful join
        pre_leave_channel(leaver) - if returning False, abort leave
        post_leave_channel(leaver) - called right after successful leave
        at_pre_msg(message, **kwargs)
        at_post_msg(message, **kwargs)
        web_get_admin_url()
        web_get_create_url()
        web_get_detail_url()
        web_get_update_url()
        web_get_delete_url()

    """

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
