"""The in-game help topic that points players to the wiki."""

HELP_ENTRY_DICTS = [
    {
        "key": "wiki",
        "aliases": ["theme", "policy", "policies"],
        "category": "Community",
        "text": """
        The wiki is on the game's web site, at /wiki/ (log in there with
        your game account to read the pages for players). It holds the
        game's theme, its policies and longer help, written by staff;
        anyone may read the public pages, players the pages for players,
        and staff alone the staff pages. Every change is kept: a page's
        history lists each revision, and any two can be compared.

        The help you read here with help is on the web site too, at
        /help/, by category and with a search.

        Staff (Builder and up) write and change pages on the web site,
        in Markdown: # for a heading, *word* for emphasis, [text](address)
        for a link, a blank line between paragraphs.

        Examples:
          help wiki
          help fourfold
        """,
    },
]
