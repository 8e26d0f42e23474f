"""Help topics for the community commands (issue 22, community-A): being
in or out of character, and where to find people and plans. Each command's
own entry comes from its docstring."""

HELP_ENTRY_DICTS = [
    {
        "key": "ic and ooc",
        "aliases": ["ooc rooms", "offstage rooms", "community"],
        "category": "Community",
        "text": """
        Every room is either in character (IC: what happens there is part of
        the story) or out of character (OOC: players talking as themselves).
        Rooms are IC unless staff mark them with +room/ooc; the OOC Lounge,
        off the hub, is OOC. The who list shows whether each character is
        IC or OOC by the room they stand in.

        You can talk out of character anywhere with ooc <message> (or
        ooc :<pose>): the line is marked <OOC> and never goes into a scene
        log. offstage takes you to the OOC Lounge and remembers where you
        were; onstage brings you back (to the hub the first time). To stop
        playing a character altogether, use @ooc.

        Finding people: who lists everyone online, +where groups them by
        area, +staff shows staff on duty, +afk sets an away message and
        +finger <name> shows a player's profile. +events lists what is
        planned, in your own timezone once you set it with
        +finger/set timezone=<name>.

        Staff can mark a room private with +room/private: who then shows
        "(private)" instead of its name and +where leaves it out.

        Examples:
          ooc brb, phone          (a quick out-of-character line)
          offstage                (off to the OOC Lounge)
          onstage                 (back where you were playing)
        """,
    },
]
