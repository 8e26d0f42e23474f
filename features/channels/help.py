"""Help for channels (features/channels): the topic 'comsys', TinyMUX's name
for it ('help channels' is the @channel command's own help)."""

HELP_ENTRY_DICTS = [
    {
        "key": "comsys",
        "aliases": ["channel aliases"],
        "category": "Comms",
        "text": """
Channels carry talk across the whole game, out of character. You use
them through aliases, short words of your own for each channel, as on
TinyMUX and PennMUSH games.

You start on Public with the alias pub (staff also get the Staff
channel, alias stf). Examples to try:

    pub Hello!            say something on Public
    pub :waves.           pose there (pub ;'s back. poses without a space)
    +pub Hello!           the same, AresMUSH and PennMUSH style
    pub who               who is listening
    pub last 5            the last five lines said there
    pub off / pub on      stop hearing Public, and start again

Your aliases:

    comlist               your aliases and whether each channel is on
    @clist                every channel you may join
    addcom ooc=Public     another alias; on a new channel it joins you too
    delcom ooc            drop an alias (your last one leaves the channel)
    comtitle pub=Captain  a title before your name on that channel

A channel you turn off or leave stays so, through a reload and your next
login. Lines on a channel are one line each, and every line is kept in
the channel's history before anyone hears it, which is what 'last'
shows. Staff channels are for staff only: players do not see them.

See also: help addcom, help delcom, help comlist, help @clist,
help comtitle, help @channel, help +com.
""",
    },
]
