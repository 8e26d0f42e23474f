"""
Fourfold's help text for the Evennia commands players use every day.

Evennia's own entries for `look`, `who` and friends have no
example, and some talk about accounts and puppets. The command code stays
Evennia's; commands/help.py (with_fourfold_help) gives each class named here
this text instead. Keys are the Evennia class names.
"""

COMMAND_HELP = {
    "CmdLook": """
    Look at the room you are in, or at someone or something.

    Usage:
      look
      look <thing or person>

    With no name you see the room: its description, who is here and the
    ways out. A name may be a unique part of it, and `me` and `here` work.
    `l` is short for look.

    Examples:
      look
      look Mara
      look sign
    """,
    "CmdOOCLook": """
    See your account and its characters while you are out of character.

    Usage:
      look

    Lists the characters you may play and who else is connected. Use
    `ic <character>` to step into one.

    Example:
      look
    """,
    "CmdInventory": """
    List what you are carrying.

    Usage:
      inventory

    `inv` and `i` are short for it. Weapons you wield and armor you wear
    are marked as such on your sheet (+sheet).

    Examples:
      inventory
      i
    """,
    "CmdGet": """
    Pick something up from the room.

    Usage:
      get <thing>

    Some things are fixed in place and cannot be taken. In the fs3 wing,
    take a weapon from the rack, then wield it.

    Examples:
      get sword
      get leather armor
    """,
    "CmdDrop": """
    Put down something you carry.

    Usage:
      drop <thing>

    Stop wielding or wearing it first (unwield, remove) if you use it.

    Example:
      drop sword
    """,
    "CmdGive": """
    Hand something you carry to someone in the room.

    Usage:
      give <thing> to <person>
      give <thing> = <person>

    Example:
      give torch to Mara
    """,
    "CmdSay": """
    Speak aloud to everyone in the room.

    Usage:
      say <words>
      "<words>

    A double or single quote at the start of a line is short for say.

    Examples:
      say Has anyone seen the ferryman?
      "Over here!
    """,
    "CmdWhisper": """
    Speak to one or more people in the room without the others hearing.

    Usage:
      whisper <person> = <words>
      whisper <person>, <person> = <words>

    Others in the room are not told that you whispered.

    Examples:
      whisper Mara = Watch the door.
      whisper Mara, Tobin = Ready when you are.
    """,
    "CmdAccess": """
    See which permission groups your account and character belong to.

    Usage:
      access

    Shows the ladder of groups (Player up to Developer) and where you
    stand on it. Staff powers in Fourfold start at Builder.

    Example:
      access
    """,
    "CmdCharCreate": """
    Make a new character for your account (out of character).

    Usage:
      charcreate <name>
      charcreate <name> = <description>

    How many characters an account may hold is a game setting. Step into
    the new one with ic <name>.

    Examples:
      charcreate Wren
      charcreate Wren = A quiet scout with ink-stained hands.
    """,
    "CmdCharDelete": """
    Delete one of your characters for good (out of character).

    Usage:
      chardelete <name>

    You are asked to confirm; a deleted character and its sheets cannot be
    brought back.

    Example:
      chardelete Wren
    """,
    "CmdIC": """
    Step into one of your characters (go in character).

    Usage:
      ic <character>

    `puppet` does the same. Leave again with ooc.

    Example:
      ic Wren
    """,
    "CmdOOC": """
    Step out of your character (go out of character).

    Usage:
      ooc

    Your character stays where it is and you stay connected. Come back
    with ic <character>.

    Example:
      ooc
    """,
    "CmdSessions": """
    List your connections to the game.

    Usage:
      sessions

    Useful when you are connected from more than one client (say, Mudlet
    and the web client) at once.

    Example:
      sessions
    """,
    "CmdWho": """
    See who is connected.

    Usage:
      who

    Lists the players online, how long they have been on and how long
    they have been idle. `doing` is another name for it.

    Example:
      who
    """,
    "CmdOption": """
    See or change how the game talks to your client.

    Usage:
      option
      option <name> = <value>
      option/save
      option/clear

    With no arguments it shows every setting (screen width, colours,
    screen reader, encoding...). /save keeps the current ones for your
    next login, /clear forgets them.

    Examples:
      option
      option SCREENREADER = on
      option/save
    """,
    "CmdPassword": """
    Change your account password.

    Usage:
      password <old password> = <new password>

    Example:
      password oldsecret = a-much-longer-secret
    """,
    "CmdQuit": """
    Leave the game.

    Usage:
      quit
      quit/all

    /all closes every connection of your account, not just this one.

    Examples:
      quit
      quit/all
    """,
    "CmdColorTest": """
    See which colours your client can show.

    Usage:
      color ansi
      color xterm256
      color truecolor

    Prints a chart of colours with the codes that make them (||r for red,
    ||500 for an xterm256 shade and so on), so you can pick ones your
    client shows well.

    Examples:
      color ansi
      color xterm256
    """,
    "CmdQuell": """
    Play with your character's permissions instead of your account's.

    Usage:
      quell
      unquell

    Staff use this to see the game as a player would; unquell gives the
    account's permissions back. It never raises anyone's permissions.

    Examples:
      quell
      unquell
    """,
    "CmdStyle": """
    See or change how tables and help look for you.

    Usage:
      style
      style <option> = <value>

    With no arguments it lists the options and their values.

    Examples:
      style
      style border_color = ||b
    """,
    "CmdAbout": """
    See what the game runs on.

    Usage:
      about

    Shows the version of Evennia (the server Fourfold is built on), Python
    and Django.

    Example:
      about
    """,
    "CmdTime": """
    See the server's clock and how long it has been up.

    Usage:
      time

    Example:
      time
    """,
}

# The rule topic behind a command, keyed by (help category, command key):
# `help +combat` ends with "Rules: help fs3 combat". The command's own entry
# gives syntax, switches and examples; the topic explains the rules.
RULES_TOPICS = {
    ("fs3", "+roll"): "fs3",
    ("fs3", "+combat"): "fs3 combat",
    ("fs3", "+gear"): "fs3 gear",
    ("fs3", "+luck"): "fs3 luck",
    ("fs3", "+aid"): "fs3 aid",
    ("fs3", "+chargen"): "fs3 chargen",
    ("fs3", "+stat"): "fs3 chargen",
    ("fs3", "+damage"): "fs3 wounds",
    ("fs3", "+treat"): "fs3 wounds",
    ("muse", "+roll"): "muse",
    ("muse", "+challenge"): "muse",
    ("muse", "+overexert"): "overexertion",
    ("muse", "+combat"): "muse combat",
    ("muse", "+react"): "reactions",
    ("muse", "+chargen"): "muse chargen",
    ("muse", "+stat"): "muse chargen",
    ("pbta", "+roll"): "pbta",
    ("pbta", "+move"): "pbta moves",
    ("pbta", "+moves"): "pbta moves",
    ("pbta", "+defend"): "pbta defend",
    ("pbta", "+hp"): "pbta hp",
    ("pbta", "+bargain"): "pbta hp",
    ("pbta", "+chargen"): "pbta chargen",
    ("pbta", "+stat"): "pbta chargen",
    ("mw", "+roll"): "mw",
    ("mw", "+words"): "words of power",
    ("mw", "+word"): "words of power",
    ("mw", "+chargen"): "mw chargen",
    ("mw", "+heal"): "mw damage",
}
