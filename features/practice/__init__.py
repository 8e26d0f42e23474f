"""Practice fights against training opponents, under any ruleset
(features/practice/fights.py) and the +practice command."""

from core.features import Feature

FEATURE = Feature(
    key="practice",
    name="Practice fights",
    requires=("demo",),
    character_commands=("features.practice.commands.practice.CmdPractice",),
    hooks={"at_object_leave": "features.practice.hooks.room_left"},
)
