"""Help topics for the community commands. Each command's own
entry comes from its docstring.

HELP_ENTRY_DICTS (read through FILE_HELP_ENTRY_MODULES): being in or out of
character, and where to find people and plans. COMMUNITY_HELP (added to
world/help_entries.py's list): mail, boards, requests and the motd."""

HELP_ENTRY_DICTS = [
    {
        "key": "ic and ooc",
        "aliases": ["ooc rooms", "offstage rooms"],
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


COMMUNITY_HELP = [
    {
        "key": "community",
        "aliases": ["boards", "keeping in touch"],
        "category": "Community",
        "text": """
        Besides playing scenes, the game gives you ways to keep in touch.

        mail: letters to one or more characters, read whenever they log in
        (mail Mara=Subject/Text, mail, mail 1, mail/reply, mail/forward,
        mail/delete).

        Boards: numbered bulletin boards. +bbread lists them with what you
        have not read yet, +bbread <board>/<n> reads a post, +bbpost and
        +bbreply write, +bbnew walks through everything new. Announcements
        is for staff to post on; Public is for everyone. The boards can be
        read on the website too (Boards, under /boards/).

        Requests: +request <title>=<text> asks staff for anything (a name
        change, a plot, a question about your sheet). Only you and staff see
        it; +requests lists yours. Submitting your sheet with
        +chargen/submit files one for you, and approval closes it.

        +motd: the message of the day. Each time you log in, one short
        block shows it with your unread mail, unread posts and any answers
        to your requests.

        Examples:
          mail Mara=Tonight/Meet me at the camp after dark.
          +bbread Public/1
          +request Name change=Could my character be called Wren Ashdown?
        """,
    },
]
