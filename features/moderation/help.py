"""Help topics of moderation (each command's own help is its docstring)."""

HELP_ENTRY_DICTS = [
    {
        "key": "site locks",
        "aliases": ["sitelocks"],
        "category": "Admin",
        "locks": "read:perm(Admin)",
        "text": """
Site locks keep trouble out by where it connects from.

A lock names an address, a network (CIDR, such as 198.51.100.0/24) or a
host name pattern (*.example.net), and one of three kinds:

  ban       no logins and no new accounts from there
  register  no new accounts from there; players who have one log in
  suspect   logins are allowed and announced on the Staff channel

The game checks them before any password, on telnet, the web client and
the web site. See |w+sitelock|n for the commands, for example:

  +sitelock/add 198.51.100.0/24=register/A run of throwaway accounts
  +sitelock/check 198.51.100.20
""",
    },
    {
        "key": "gags",
        "aliases": ["gagging", "muting"],
        "category": "Admin",
        "locks": "read:perm(Admin)",
        "text": """
A gag keeps a player off every channel and out of public speech (say,
pose, emit and ooc in a room) for some minutes. They are told why and
until when, and everything else (pages, mail, +request) still works. The
gag ends by itself when its time is up. See |w+gag|n, for example:

  +gag Ralph=30/Spamming Public after a warning
  +gag/lift Ralph
""",
    },
]
