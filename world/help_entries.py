"""
Fourfold's general help topics, read by `help <topic>`. Each ruleset's rule
topics are in its package (Ruleset.help_module, e.g. rulesets/fs3/help.py);
command help comes from each command's own docstring.
"""

HELP_ENTRY_DICTS = [
    {
        "key": "fourfold",
        "aliases": ["start", "newbie", "getting started", "new player", "fourfold rulesets"],
        "category": "General",
        "text": """
        Fourfold is one game that plays under four rule systems. Which one
        applies depends on the room you stand in; +ruleset tells you, and
        commands such as +roll, +sheet, +combat and +odds always mean the
        local system. You keep a separate sheet for each system you play.

            fs3    d8 pools of skill plus attribute; 7s and 8s hit.
                   Stances, hit locations, armor and wounds in combat.
                   (help fs3, fs3 combat, stances, fs3 wounds)
            muse   d6 pools from nine Traits; 4-6 succeed, 1s cancel.
                   Challenges, overexertion, Tribulations.
                   (help muse, tribulations, muse combat)
            pbta   2d6 plus a stat, read by bands: 10+, 7-9, 6-.
                   Moves, Readiness, HP by people. (help pbta, pbta moves)
            mw     Muscle Wizard: Words of Power are dice from d4 to
                   d100 that explode up a ladder. (help mw, explosions)

        The demo world: from the Hub, walk through an archway by typing
        fs3, muse, pbta or mw. Each wing has a sign (read sign) with
        things to try, and the hub exit brings you back.

        Your first commands in any wing:
            +template                 the sample character for this wing
            +template/apply <name>    copy it onto your (unapproved) sheet
            +sheet                    what your character has
            +odds <roll>              the exact chances, nothing rolled
            +roll <roll>              roll for real
            help <command>            how any command works

        Examples:
          +ruleset
          +template
          +odds Alertness
        """,
    },
]

# who may change what is built (core/building.py, docs/builders.md)
HELP_ENTRY_DICTS += [
    {
        "key": "building",
        "aliases": ["co-building", "builders", "building rules"],
        "category": "Building",
        "text": """
        Builders share the world they build. You may change any room, exit
        or thing that you or another Builder made, with every building
        command: @name, @desc, @set, @lock, @destroy, tag, @link, @open and
        @dig (exits from the room you stand in), +places/create and
        +ruleset. What an Admin made, what the game made (Limbo, the demo
        wings) and every character are kept for Admins. Who made something
        is the maker its control lock names (@lock <thing> shows it).

        Every room, exit and thing needs a name with a letter or digit in
        it. Something left without a name shows to you as "(unnamed #81)"
        and is hidden from players until you @name it.

        @tel takes you, or a thing, anywhere; moving another character is
        for Admins. Players use home to leave a room with no way out.

        A room tagged into an area (tag here = <area>:area) plays under the
        area's ruleset unless it has its own, and everyone there gets its
        commands at once.

        Examples:
          @lock here
          @name #81 = back door
          tag here = mossreach:area
        """,
    },
]

# colour codes, in Evennia's spelling and the MUSH one
HELP_ENTRY_DICTS += [
    {
        "key": "colours",
        "aliases": ["colors", "colour", "ansi", "substitutions"],
        "category": "General",
        "text": """
        Colour and layout codes in what you write: descriptions, poses and
        emits, think, mail, channel lines and the like. Two spellings work:
        the game's own (Evennia's, with ||) and the one PennMUSH and TinyMUX
        players know (with %), so a description copied from another game
        looks as it did there. The % codes are read where the text is taken
        in: in descriptions, poses, emits, think and mail.

            game      MUSH           what it does
            ||r ||g ||y  %xr %cr ...  red, green, yellow; also ||b blue,
                                     ||m magenta, ||c cyan, ||w white, ||x grey
            ||[r       %xR %cR        a red background (capital letter)
            ||h        %xh %ch        bright
            ||n        %xn %cn        back to normal
            ||u        %xu            underline
            ||/        %r             a new line
            ||-        %t             a tab
            ||_        %b             a space
            ||||        %%             a || or a % as typed

        Names, say and other one-line texts stay on one line whatever
        codes they hold. 'color ansi' and 'color xterm256' show the colours
        your client can draw.

        Examples:
            desc %xhA tall woman%xn in a %xgmoss-green%xn cloak.%rShe smiles.
            pose |gwaves|n from across the room.
        """,
    },
]

# the community: mail, boards, requests, +motd
from features.community.help import COMMUNITY_HELP  # noqa: E402

HELP_ENTRY_DICTS += COMMUNITY_HELP
