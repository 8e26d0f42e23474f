"""The demo world: a hub, one wing per installed ruleset, practice
opponents, and the +demo, +template and read commands."""

from core.features import Feature

FEATURE = Feature(
    key="demo",
    name="The demo world",
    requires=("chargen",),
    character_commands=(
        "features.demo.commands.demo.CmdTemplate",
        "features.demo.commands.demo.CmdRead",
        "features.demo.commands.demo.CmdDemo",
    ),
    hooks={
        "at_object_leave": "features.demo.hooks.room_left",
        "at_first_login": "features.demo.hooks.welcome",
    },
)
