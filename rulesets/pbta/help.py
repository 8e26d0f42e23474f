"""
Rule topics for the pbta ruleset (Stone Age moves on 2d6), read by
`help <topic>`. Written for Fourfold; command help lives in each command.
"""

HELP_ENTRY_DICTS = [
    {
        "key": "pbta",
        "aliases": ["pbta rules", "2d6", "stone age"],
        "category": "pbta",
        "text": """
        pbta is the Stone Age rule system: quick rolls of two six-sided
        dice where the total falls into a band, and each band tells the
        table what happens.

        Every roll is 2d6 plus one of your four stats (Forceful, Agile,
        Insightful, Charming, each from -1 to +3), plus any modifier you
        or the GM give (-5 to +5), plus every forward you hold, and -1
        while you are fighting on at 0 HP. The bands:
            13 or more   critical: the best result, often doubled
            10-12        strong hit: you do it
            7-9          weak hit: you do it, but it costs you
            6 or less    miss: things go wrong, and the GM says how
        Take Watch has its own scale: 10+, 9, 7-8 and 6 or less.

        A forward is a bonus or penalty banked for your next roll. A watch
        or an ally's defense can give you one; the GM can too (+forward).
        Every forward you hold is added to your next roll of any kind and
        then it is gone.

        Rolls go to the room with every die, modifier and its source shown;
        +roll/private shows a roll only to you and staff. +rolls lists the
        last rolls made here.

        Who is the GM: in Fourfold, staff. Staff set HP and forwards, award
        tokens and approve sheets.

        Related: help pbta moves, help pbta defend, help pbta hp, help pbta chargen,
        +roll, +move, +moves.

        Examples:
          +roll Insightful
          +move sneak
          +odds Forceful
        """,
    },
    {
        "key": "pbta moves",
        "aliases": ["moves rules"],
        "category": "pbta",
        "text": """
        A move is a named thing your character tries, rolled with the stat
        that drives it. +moves lists every one with the meaning of each
        band; +move <move> [<target>] makes it.

        Forceful drives Melee Combat, breaking things, Defend, Rest and
        Keep Fighting. Agile drives sneaking, dodging, chasing someone down
        and Ranged Combat. Insightful drives remembering, working things
        out, finding what is hidden or something to eat, courage, focus,
        resolve, resisting or indulging temptation, keeping calm, reading
        animals, and Take Watch. Charming drives winning people over,
        pleading, intimidating, frightening, reassuring, earning trust and
        Bargain for Your Life.

        Fighting: +move melee <target> or +move ranged <target>. On any
        result but a miss, roll your weapon's damage with +damage <weapon>
        <target>; on 13 or more the damage is doubled. A weak hit (7-9)
        hurts them but trouble follows, usually a blow straight back; a
        miss means the foe gets at you instead. +damage/list shows the
        weapons and their dice (fist d4, club d6, spear d8, axe d10 and
        more; staff may change them): the dice always come from the
        weapon, and only staff write dice of their own, for NPCs. Staff
        also roll an NPC's moves: +move melee Tusk=Mara. Your damage
        comes off a character's HP only when you name
        them right after your own successful attack (within ten minutes,
        once); the GM may apply damage to anyone.

        Take Watch (+watch): when something comes near the camp, on a 10+
        everyone in the room gains +1 forward; a 9 means all are ready;
        on a 7-8 everyone takes -1 forward; on a miss the danger strikes
        first. One watch forward at a time: a new watch replaces the
        last one's, never adds to it.

        Rest (+rest): after at least four hours of rest, roll Forceful to
        win back HP (3d3+1 on 13+, 2d3+1 on 10-12, 1d3+1 on 7-9, 1 on a
        miss), never above your maximum. One rest every four real hours
        at most; the game says when the next is possible.

        Related: help pbta, help pbta defend, help pbta hp.

        Examples:
          +moves
          +move melee Grok
          +moves defend
        """,
    },
    {
        "key": "pbta defend",
        "aliases": ["readiness", "defend rules"],
        "category": "pbta",
        "text": """
        Defend is for standing guard over a person, a place or a thing,
        yourself included: +defend <what>. Roll Forceful. A 10 or more
        gives you 3 Readiness, a 7-9 gives 1, a miss none. Rolling Defend
        again replaces what you held.

        While you guard, whenever you or your charge is attacked (a melee
        or ranged move aimed at it) the game tells you, and you may spend
        Readiness one point at a time, each on one of six options
        (+defend/spend <option>); with no attack, nothing can be spent:
            redirect   the attack is turned onto you
            halve      the blow does half its damage, rounded up (or the
                       attacker gets only part of what they wanted; agree
                       with the GM what that means, or pick another)
            ally       an ally takes +1 forward on a roll against this
                       attacker (against no one else)
            strike     you hit back for half your weapon's damage,
                       rounded up
            hold       you keep the attacker where they are
            draw       every eye turns away from your charge to you

        Halve marks the next damage dealt to your charge (or to you) with
        +damage, which is then halved. Strike rolls your weapon's damage,
        halved, and takes it off the attacker's HP.

        The moment you go on the offense (a melee or ranged attack), stop
        guarding (+defend/drop), or the danger is over, all your Readiness
        is gone.

        Related: help pbta moves, +defend.

        Examples:
          +defend Mara
          +defend/spend ally=Mara
        """,
    },
    {
        "key": "pbta hp",
        "aliases": ["keep fighting", "pbta bargain", "pbta health"],
        "category": "pbta",
        "text": """
        Everyone has HP, set by their people: Woodlings 8, Wall People 9,
        Humans 10, Neanderthals 12, Giants 14. Each level adds 1 to the
        maximum. Damage takes HP away; rest and the GM give it back.

        Reaching 0 HP: the game tells you, and the next thing you roll
        must be Keep Fighting (+move keep fighting, Forceful). Nothing else
        can be rolled until you do.
            13+    you shake it off with 1 HP
            10-12  you stay up at 0 HP, -1 on every roll until healed
            7-9    you get one more action (your next roll), then you
                   pass out
            6-     you black out and meet the spirits
        Someone knocked out after their last action stays out until healed
        above 0 or until the GM brings them round (+hp/wake). Taking more
        damage while out cold sends them to the spirits.

        With the spirits you must Bargain for Your Life (+bargain,
        Charming):
            13+    you wake with 1 HP
            10-12  you wake at 0 HP, -1 on every roll until healed
            7-9    as 10-12, but you must pick a price: a debt to the
                   spirits, to be called in whenever they like
                   (+bargain favor), or a return with something about
                   you altered, settled between you and the GM
                   (+bargain changed)
            6-     you die; your spirit lives on in your next character
                   (+chargen/restart clears the sheet for it)
        Any healing above 0 HP ends all of this.

        Related: help pbta, +hp, +rest, +damage.

        Examples:
          +hp
          +move keep fighting
          +bargain
        """,
    },
    {
        "key": "pbta chargen",
        "aliases": ["pbta levels", "pbta tokens", "people"],
        "category": "pbta",
        "text": """
        Making a Stone Age character: choose your people with +stat/people
        (Woodling, Wall Person, Human, Neanderthal or Giant; it sets your
        HP), set your four stats with +stat <stat>=<n>, and give yourself
        a Minor Temptation, a small weakness you find hard to pass up
        (+stat/temptation <text>). A new sheet starts as a Human with every
        stat at 0.

        At the start a stat may be from -1 to +2 and the four may add up
        to +4 at most: +2, +1, +1 and 0 is typical, and taking a -1
        somewhere buys a point elsewhere. When you are done, +chargen/submit
        and staff approve the sheet with +approve, which locks stats and
        people.

        Tokens are handed out by staff (+token/award) for good play. You
        start at level 1; to rise a level, trade in 7 tokens plus your
        current level (8 for level 2, 9 for level 3 and so on) with
        +levelup <stat>. The stat goes up by 1, to +3 at most, and your
        maximum HP (and your HP) go up by 1. You must be on your feet.

        Related: help pbta, +sheet, +stat, +levelup.

        Examples:
          +stat Forceful=2
          +stat/people Neanderthal
          +chargen/submit
        """,
    },
]
