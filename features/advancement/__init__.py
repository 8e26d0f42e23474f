"""Advancement: XP, levels and Trait points in every ruleset.

Every award and spend is one row (features/advancement/models.py); an undo
is a new row reversing one. What a ruleset's bank is and what it buys is its
``Ruleset.advancement`` part (core/advancement.py); the ledger
(features/advancement/ledger.py) keeps the rows and calls the part; the
weekly award is the ``xp_weekly`` global Script (features/advancement/weekly.py);
the commands are +xp and +level (features/advancement/commands/).
"""

from core.features import Feature

FEATURE = Feature(
    key="advancement",
    name="XP, levels and Trait points",
    app="features.advancement.apps.AdvancementConfig",
    requires=("scenes",),
    character_commands=(
        "features.advancement.commands.xp.CmdXp",
        "features.advancement.commands.level.CmdLevel",
    ),
    help_modules=("features.advancement.help",),
)
