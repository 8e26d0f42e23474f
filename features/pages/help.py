"""The help topic for pages (each command's own entry is its docstring)."""

HELP_ENTRY_DICTS = [
    {
        "key": "pages",
        "aliases": ["paging", "blocking"],
        "category": "Community",
        "text": """
        A page is a private line from your character to other players,
        wherever they are, as on PennMUSH or TinyMUX: page Mara=Hello. A
        colon makes it a pose (page Mara=:waves shows 'From afar, <you>
        waves.'); a semicolon poses without the space. page <text> alone
        goes to whoever you paged last, so a conversation is page Mara=Hi
        and then page <text>, page <text>... page/last shows your recent
        pages, sent and received.

        Names: a whole name in any case, or the start of one when only one
        player fits; players connected now are looked at first. A player
        who is not connected gets the page when they next log in, and is
        told how many came.

        Do-not-disturb: +haven on (or page/off) and nobody's pages reach
        you; they hear that you are not taking pages, with your auto-reply
        (+haven/reply <text>) if you set one. +haven off (or page/on) ends
        it. Mail is not held back.

        Blocking: +block <name> refuses that player's pages and mail, on
        every character they play; +block lists whom you block and
        +unblock <name> lifts it. They are not told: their pages get the
        same answer as pages to someone not taking pages, and their mail
        is refused as not taken.

        Examples:
          page Mara=Free for a scene?
          page Mara=:grins.
          page Tonight at nine, then.
          +haven/reply Writing; I will page you back.
          +block Tobin
        """,
    },
]
