"""The idle sweep and the roster.

Once a day (a global Script, features/roster/script.py) the sweep warns by
mail the players of characters nobody has logged in as for a while and,
after the days of notice, marks those characters idle
(features/roster/sweep.py, the timing in features/roster/rules.py). Staff
list them with +idle and keep, roster or retire each; nothing is deleted.
Characters on the roster are claimed with a request to staff
(features/roster/claims.py); an approved claim moves the character to the
claimant's account with all it holds, and leaves its mail with the old
account (features/roster/transfer.py). State is Tags and Attributes on the
character (features/roster/store.py).
"""

from core.features import Feature

FEATURE = Feature(
    key="roster",
    name="Idle sweep and roster",
    requires=("community",),
    character_commands=(
        "features.roster.commands.roster.CmdIdle",
        "features.roster.commands.roster.CmdRoster",
    ),
    hooks={"at_post_puppet": "features.roster.hooks.came_back"},
)
