"""Help topics for the community commands (community-B); added to
world/help_entries.py's list."""

COMMUNITY_HELP = [
    {
        "key": "community",
        "aliases": ["boards", "requests", "jobs", "motd"],
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
        """,
    },
]
