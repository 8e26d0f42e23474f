"""The community commands added as a group: requests, mail, boards, +motd."""


def add_community_commands(cmdset):
    from features.community.commands.boards import (
        CmdBBAdmin,
        CmdBBCatchup,
        CmdBBNew,
        CmdBBPost,
        CmdBBRead,
        CmdBBRemove,
        CmdBBReply,
    )
    from features.community.commands.mail import CmdMail
    from features.community.commands.motd import CmdMotd
    from features.community.commands.requests import CmdJob, CmdRequest

    for cmd in (CmdRequest, CmdJob, CmdMail, CmdMotd, CmdBBRead, CmdBBPost, CmdBBReply,
                CmdBBNew, CmdBBCatchup, CmdBBRemove, CmdBBAdmin):
        cmdset.add(cmd())


def add_account_commands(cmdset):
    """'ooc' speaks out of character (a Character command); Evennia's
    unpuppet command becomes '@ooc' (alias 'unpuppet')."""
    from features.community.commands.ooc import CmdUnpuppet

    cmdset.remove("ooc")
    cmdset.add(CmdUnpuppet())
