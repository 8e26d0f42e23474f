"""Help topic for advancement; each command's own entry is its
docstring (+xp, +level)."""

HELP_ENTRY_DICTS = [
    {
        "key": "advancement",
        "aliases": ["growing", "experience"],
        "category": "Advancement",
        "text": """
        Characters grow with play, each ruleset in its own way, and +xp in
        any room tells you how it works there and what you have.

        fs3: staff award XP for good play, and every week an approved
        character who took part in a scene gets 2 more. The bank holds 20
        at most. Raising a skill one step costs the new rating in XP
        (0 to 1 costs 1, 7 to 8 costs 8), an attribute twice that; each
        ability rises once a week at most, within the sheet's limits
        (skills 8, attributes 5). Luck is never bought.

        muse: staff award levels; each level gives a Trait point, and a
        point raises one Trait by 1 up to 10, where it is Mastered.

        pbta: tokens buy levels (+levelup). Muscle Wizard: Gains raise
        Words (+gains/raise).

        Every award and spend is kept in a log you can read (+xp/log);
        staff read everyone's and can undo an entry, which adds an entry
        reversing it.

        Examples:
          +xp
          +xp/raise Melee
          +xp/log
        """,
    },
]
