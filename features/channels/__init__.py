"""Channels with PennMUSH/TinyMUX habits: ``addcom``/``delcom``
aliases, ``comlist``, ``@clist``, ``comtitle``, speaking and posing by alias
(``pub Hello``, ``pub :waves``, ``+pub Hello`` as AresMUSH players type it,
``+com pub=Hello``) and ``pub on|off|who|last [<n>]``; new characters are
put on the game's public channels with their usual aliases.

It builds on Evennia's channels: aliases are Evennia's channel nicks, the
commands are Evennia's ``channel`` command's helpers (through the
``mux_comms_cmds`` contrib's addcom/delcom), the mute list and the
subscriptions are Evennia's (stored, so they outlast a reload), and a line
is kept in the channel's history before anyone hears it
(typeclasses/channel_history.py), which ``last`` reads back.
"""

from core.features import Feature

FEATURE = Feature(
    key="channels",
    name="Channels: aliases, comlist, @clist, titles and recall",
    account_commands=(
        "features.channels.commands.speech.CmdChannel",
        "features.channels.commands.speech.CmdPlusCom",
        "features.channels.commands.speech.CmdChannelNoMatch",
        "features.channels.commands.comsys.CmdAddCom",
        "features.channels.commands.comsys.CmdDelCom",
        "features.channels.commands.comsys.CmdComTitle",
        "features.channels.commands.lists.CmdComList",
        "features.channels.commands.lists.CmdCList",
    ),
    help_modules=("features.channels.help",),
    hooks={
        "at_server_start": "features.channels.defaults.make_channels",
        "at_post_puppet": "features.channels.defaults.join_defaults",
    },
)
