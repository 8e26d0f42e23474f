"""The community: who is on and where, OOC speech and the OOC lounge,
profiles (+finger), events, requests to staff (+request/+jobs), bulletin
boards (+bb...), mail and the message of the day.

Its records are a small Django app (label ``community``): requests and
board posts grow without bound and are listed, counted and filtered (open
jobs, unread posts per reader), which the database does well with tables
and indexes and Attributes on a Script do badly. Mail stays in Evennia's
own Msg table (the mail contrib's form), the message of the day in
ServerConfig.
"""

from core.features import Feature

FEATURE = Feature(
    key="community",
    name="Community: who, OOC, profiles, events, requests, boards, mail",
    app="features.community.apps.CommunityConfig",
    urls="features.community.web.urls",
    requires=("scenes",),
    character_commands=(
        "features.community.commands.ooc.CmdOOCSay",
        "features.community.commands.ooc.CmdOffstage",
        "features.community.commands.ooc.CmdOnstage",
        "features.community.commands.ooc.CmdRoom",
        "features.community.commands.who.CmdWho",
        "features.community.commands.who.CmdWhere",
        "features.community.commands.who.CmdStaff",
        "features.community.commands.who.CmdAfk",
        "features.community.commands.finger.CmdFinger",
        "features.community.commands.events.CmdEvents",
        "features.community.commands.emit.CmdEmit",
        "features.community.commands.emit.CmdNospoof",
        "features.community.commands.cmdset.add_community_commands",
        "features.community.commands.describe.CmdDesc",
        "features.community.commands.think.CmdThink",
        "features.community.commands.alts.CmdAlts",
        "features.community.commands.glance.CmdGlance",
        "features.community.commands.glance.CmdShortDesc",
    ),
    account_commands=("features.community.commands.cmdset.add_account_commands",),
    help_modules=("features.community.help",),
    hooks={
        "at_post_puppet": "features.community.profile.mark_online",
        "at_post_unpuppet": "features.community.profile.mark_online",
        "login_notice": "features.community.notices.login_notice",
        "staff_request": "features.community.requests.file_from_the_game",
        "demo_build": "features.community.hooks.build_demo",
    },
)
