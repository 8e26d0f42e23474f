"""Places in a room: a table, the bar, a booth.

Staff make them (``+places/create``); players list them (``+places``),
sit at one (``join``), leave it (``depart``) and talk there (``tt``), heard
by those at the place alone and never logged. A pose made at a place is
the room's, with the place's name before it ("At the bar, Dee leans in."),
and a running scene logs it so. Where the places are kept:
features/places/store.py; the commands: features/places/commands/.
"""

from core.features import Feature

FEATURE = Feature(
    key="places",
    name="Places in a room",
    requires=("community",),
    character_commands=(
        "features.places.commands.places.CmdPlaces",
        "features.places.commands.places.CmdJoin",
        "features.places.commands.places.CmdDepart",
        "features.places.commands.places.CmdTableTalk",
        "features.places.commands.places.CmdPose",
    ),
    hooks={
        "at_object_leave": "features.places.hooks.room_left",
        "at_post_unpuppet": "features.places.hooks.logged_out",
    },
)
