"""The community commands (community-B): requests, mail, boards, +motd."""


def add_community_commands(cmdset):
    from commands.boards_cmd import (
        CmdBBAdmin,
        CmdBBCatchup,
        CmdBBNew,
        CmdBBPost,
        CmdBBRead,
        CmdBBRemove,
        CmdBBReply,
    )
    from commands.mail_cmd import CmdMail
    from commands.motd_cmd import CmdMotd
    from commands.requests_cmd import CmdJob, CmdRequest

    for cmd in (CmdRequest, CmdJob, CmdMail, CmdMotd, CmdBBRead, CmdBBPost, CmdBBReply,
                CmdBBNew, CmdBBCatchup, CmdBBRemove, CmdBBAdmin):
        cmdset.add(cmd())
