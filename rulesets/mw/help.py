"""
Rule topics of the mw (Muscle Wizard) ruleset, read by `help <topic>`.
Command help comes from each command's docstring; these entries explain the
rules behind them, in our own words.
"""

HELP_ENTRY_DICTS = [
    {
        "key": "mw",
        "aliases": ["muscle wizard", "mw roll", "mw threshold"],
        "category": "mw",
        "text": """
        Muscle Wizard is the ruleset of rooms set to mw. You roll your Words
        of Power (see help words of power), one die for the whole attempt,
        and hope it blows up.

        Before the dice:
            1. Describe what you do, then name every Word that really
               helps. Staff or the GM may set a Word aside (+veto) when it
               plainly does not fit; how hard the task is never matters here.
            2. The Word with the biggest die gives the starting die. On a
               tie, the one you named first leads.
            3. Every other Word lowers the explosion threshold: 1 if it is
               an imperfect fit, 2 if it is a perfect one (mark it :perfect).
            4. Spotters (+spot) lower it further: 1 for every two Words a
               spotter backs you with, and spotters add up.
        The threshold is the starting die's highest face less all of that,
        and it never goes below 2. +roll/preview shows this walkthrough
        without throwing anything; +roll/explain shows it to you and then
        rolls; a plain +roll gives the threshold in its first line.

        The dice: if the first die shows 1 you fumble (help explosions). If
        it reaches the threshold it explodes; see help explosions. Items
        you readied (+item/use) add afterwards. With vs <DC> the total,
        items included, must reach the DC.

        Example: Brontessa charges a gate, DC 8, with Might (d8) and
        Leverage as a perfect fit: threshold 8 - 2 = 6. A 6, 7 or 8 on the
        d8 explodes into a d10; a 1 fumbles.
            +roll/preview Might,Leverage:perfect vs 8
            +roll Might,Leverage:perfect vs 8

        Related: help words of power, help explosions, help mw damage,
        help mw chargen, +roll, +spot, +veto, +gains, +item.
        """,
    },
    {
        "key": "words of power",
        "aliases": ["mw words", "mw archetypes"],
        "category": "mw",
        "text": """
        A Muscle Wizard's sheet is a set of Words of Power: named abilities,
        each sitting on one letter of MUSCLE or of WIZARD.

        MUSCLE letters (M, U, S, C, L, E) hold mundane Words: strength,
        stunts, toughness, getting around, physical silliness. WIZARD
        letters (W, I, Z, A, R, D) hold magical ones, cast or simply part of
        you. The name has to start with its letter (Might on M, Zap on Z),
        and each letter holds one Word. A Word can be anything you can
        argue for at the table; how far that stretches is for the group to
        agree before play.

        Every Word has a die on the ladder d4, d6, d8, d10, d12, d20, d100.
        Your archetype sets where new Words start:
            Muscle Wizard   every Word at d4
            True Muscle     MUSCLE Words at d6, WIZARD Words at d4
            True Wizard     WIZARD Words at d6, MUSCLE Words at d4
        Bigger dice fumble less and roll higher, but explode less often,
        and explosions are where Gains come from.

        Gains raise a Word for good (+gains/raise) or for one roll
        (+roll/pump). A permanent raise costs the number of the step:
        d4->d6 1, d6->d8 2, d8->d10 3, d10->d12 4, d12->d20 5, d20->d100 6.
        A one-roll pump costs 1 Gain per step, paid when you roll.

        Related: help mw, help mw chargen, +words, +word, +gains.

        Examples:
          +words
          +word/add M=Might/muscle
        """,
    },
    {
        "key": "explosions",
        "aliases": ["mw explosions", "mw fumble", "mw gains"],
        "category": "mw",
        "text": """
        When your starting die lands at or above the threshold it explodes:
        you roll the next die up the ladder and add it to the total. That
        die explodes too if it reaches its own threshold, which is its
        highest face less the same fits and spotting as the first die
        (never below 2), and so on up the chain. A d100 explodes into
        another d100. Fourfold stops a chain after 10 explosions.

        Every die that explodes earns Gains, and bigger dice earn more:
            Gains   for a die of
            10      d100
            3       d20
            2       d10 or d12
            1       d4, d6 or d8
        Gains go onto your sheet at once. Staff may award more for play
        worth remembering (+gains/award).

        Fumbles: only the very first die can fumble, and it does on a 1.
        A fumble is a spectacular failure whatever the DC: nothing
        explodes, no item adds anything, and spotting counts for nothing.
        The GM may hurt a Word for it (help mw damage). A 1 further up a
        chain is just a low roll.

        Items add after the chain is done: a die item adds its die, a flat
        item half its die size. They never change the threshold.

        Related: help mw, help words of power, +roll, +gains.

        Examples:
          +odds Might
          +roll/preview Might vs 8
        """,
    },
    {
        "key": "mw damage",
        "aliases": ["mw injury", "mw healing", "mw curses", "mw death"],
        "category": "mw",
        "text": """
        Muscle Wizards have no hit points: harm lands on a Word. When the
        story hurts you (a failed roll that would, a fumble the GM decides
        hurts, a curse), staff or the GM pick a Word you used, or one the
        harm would strike, and lower it one die size (+hurt).

        A d4 Word that takes harm is Injured: it cannot be rolled or used
        to spot until it is healed. An Injured Word that takes harm again
        kills the character. A hurt Word shows the die it rolls now beside
        the die it has earned (d6/d8), and must be healed before it can be
        raised.

        Healing lifts a Word one step back toward the die it has earned, or
        brings an Injured Word back online at d4. You can spend 1 Gain per
        step on your own Words (+heal <word>). A successful roll with a
        healing Word, a healing item or the story can also heal you: staff
        then heal the Word for free (+heal <name>=<word>).

        Cursed items still give their bonus, but their curse can strike a
        Word the same way as any other harm; so can a curse laid on you.
        Staff record that with +hurt/curse.

        Related: help explosions, +hurt, +heal, +item.

        Examples:
          +words
          +heal Might
        """,
    },
    {
        "key": "mw chargen",
        "aliases": ["mw character generation"],
        "category": "mw",
        "text": """
        Making a Muscle Wizard, in a room that plays under mw:
            1. +archetype Muscle Wizard (or True Muscle, or True Wizard).
            2. Add Words: +word/add <letter>=<name>/<muscle or wizard>, for
               example +word/add M=Might/muscle or +word/add Z=Zap/wizard.
               Each starts at your archetype's die for its side. Remove one
               with +word/remove <letter>/<side>.
            3. Check it with +words, then +chargen/submit.
        Staff look it over and +approve it, which locks the archetype and
        Words; +unapprove opens them again. Until approval you may change
        anything, which takes back a submission.

        How many Words to take is up to the game's staff; there are twelve
        letters in all. You start with no Gains and no items: staff hand
        out items with +item/add, and Gains come from play.

        Related: help words of power, help mw, +words, +chargen.
        """,
    },
]
