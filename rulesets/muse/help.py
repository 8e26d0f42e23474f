"""
The muse ruleset's rule topics, read by `help <topic>`. Command help comes
from each command's docstring; these entries explain the rules behind them
in our own words. The muse combat commands may add to the "muse combat"
entry or add entries of their own to this list.
"""

HELP_ENTRY_DICTS = [
    {
        "key": "muse",
        "aliases": ["muse rolls", "muse rules", "d6 traits", "muse challenge", "muse assist"],
        "category": "muse",
        "text": """
        muse is the six-sided-dice system some rooms of Fourfold play
        under (+ruleset tells you which one is in force where you stand).

        Rolling: pick the Trait that fits what your character is trying
        and throw that many d6 (+roll Awareness). Each die showing 4, 5 or
        6 is one success. Each 1 wipes out one success, but you never end
        below zero. When the Trait is your Path's Key Trait, 1s cost you
        nothing. Usually a single success means you managed it. Bonus dice
        from gear or talents go on top (+roll Might+2) and may take a pool
        beyond 10; the Trait itself never goes past 10. A Trait at 10 is
        Mastered: every 6 it shows earns another die, and those extra dice
        can earn more (the game stops adding after 20).

        Assists: when others lend a hand, each of them types +assist with
        your name, and your next roll gets one more die per helper. Help
        not used within 10 minutes lapses.

        Opposed rolls: when one character acts against another, both roll
        and more successes wins (+roll Charm vs Mara=Awareness). A player
        character who ties with an NPC wins the tie; two player characters
        who tie both roll again until one is ahead (after ten tied rerolls
        the game calls it a draw). Which Trait may answer which is set by
        a table: see help muse traits. If you name a Trait the table does
        not list, the roll still happens but you are warned.

        Challenges: for a risky or hard task a GM may call a Challenge
        (+challenge Subterfuge). You roll your Trait and the GM rolls
        plain dice for the difficulty, by default as many as you roll, or
        another number (+challenge Sage=6). Matching the GM is enough.

        Scenes: +scene/start and +scene/end mark a scene in a room. A
        scene counts when staff ran it, or when at least two people in it
        each posed; only the end of a scene that counts is the end of a
        session (overexertion, poison, resting off Tired) and gives back
        what is once a scene. Outside a fight each character may heal
        once per scene (+heal, a Survival roll: one Life Point back per
        success), while a scene runs; the heal comes back when a scene
        you are in ends that counts. Opening and closing scenes on your
        own gives nothing back.

        Related: help muse traits, help overexertion, help tribulations,
        help muse combat, help muse chargen, +roll, +rolls.

        Examples:
          +roll Awareness
          +challenge Subterfuge
          +odds Might
        """,
    },
    {
        "key": "muse traits",
        "aliases": ["traits", "opposing traits", "key trait", "mastered"],
        "category": "muse",
        "text": """
        A muse character has nine Traits, each rated from 1 to 10:

            Awareness   spotting, sensing, noticing what is hidden
            Charm       persuading, charming, leading, lying to a face
            Endurance   taking hits, shrugging off poison and mind tricks
            Might       raw strength and close fighting
            Power       magic, machines and strange forces
            Sage        learning, lore and experience
            Subterfuge  stealth, sleight of hand, misdirection
            Survival    first aid, healing, making do in the wild
            Swiftness   speed, reflexes, aim at a distance

        Your Path is what your character is (a name you choose); its Key
        Trait is the one Trait whose 1s never cancel successes. A Trait at
        10 is Mastered and its 6s add dice.

        When someone acts against you, you resist with a Trait the table
        lists for what they used:

            they use     you may resist with
            Awareness    Subterfuge
            Charm        Awareness or Power
            Endurance    Might, Power or Swiftness
            Might        Endurance, Power or Swiftness
            Power        Endurance, Power or Swiftness
            Sage         Charm, Power or Subterfuge
            Subterfuge   Awareness or Power
            Survival     Charm or Power
            Swiftness    Might, Power or Subterfuge

        Life Points: your maximum is 10 plus Endurance unless staff set
        another. Actions in a combat turn: 2, one more for every 10 levels,
        6 at most.

        Examples:
          +sheet
          +roll Charm vs Guard=4
        """,
    },
    {
        "key": "overexertion",
        "aliases": ["muse overexert", "muse penalties"],
        "category": "muse",
        "text": """
        Overexerting is a gamble: you drive your character beyond what is
        safe for one more try.

        For 10 minutes after a Trait roll of your own, +overexert throws
        every die of that roll again (the same pool, bonuses and assists
        included). If the first roll succeeded, the new successes are
        added to it, so you can push a roll that worked to do even better.
        If it failed (no success, or too few to beat what it was against),
        the new throw replaces it: only its successes count. Each roll can
        be pushed only once.

        The price: if the new throw shows no success at all, that Trait
        rolls one die fewer for a while. In Fourfold "a while" lasts until
        a scene you are in ends that counts (staff ran it, or at least two
        people in it each posed), which we treat as the end of the
        session; a scene you open and close alone lifts nothing. A game set up
        to run without sessions (the FOURFOLD_MUSE_ASYNC_PENALTIES
        setting) makes it last 1d6 real days instead. Your +sheet lists
        each penalty and when it goes; staff can lift them with +setstat.

        If you overexert an opposed roll or a Challenge, the game tells
        you how your new total compares with what you had to beat; the
        GM decides what that means for the story.

        Examples:
          +overexert
          +roll Might
        """,
    },
    {
        "key": "tribulations",
        "aliases": ["tribulation", "muse tribulations", "conditions"],
        "category": "muse",
        "text": """
        Tribulations are harmful conditions: poison, flames, a charm, a
        hold, exhaustion. A GM may hand you one when a roll with real risk
        gets no success, when you push through harsh conditions or take a
        heavy blow, or when an enemy lands an attack aimed at causing it.

        Most fade by themselves after five rounds. Bleeding, Burning,
        Tired and Unconscious stay until someone deals with them. Nobody
        carries the same Tribulation twice at once, but different ones
        stack.

        To shake one off, spend an action when your turn begins, rolling
        its recovery Trait. If another character put it on you, that is an
        opposed roll against them.

            Bleeding     1d6 Life Points each turn, 1 more per other action (Survival)
            Burning      1d6 damage each turn, 1d6 more per other action (Swiftness)
            Charmed      no attacks on the charmer, one order a round (Awareness)
            Enfeebled    Might and Swiftness pools halved (Endurance)
            Frozen       no movement, no actions, no speech (Endurance)
            Grappled     no Dodge or Counter, only escape rolls (Might or Swiftness)
            Impaired     a lost sense: rolls that need it fail (Endurance);
                         name the sense: +roll Awareness/sight
            Intimidated  no attacks on the source, who gets +2 dice against you (Endurance)
            Poisoned     Endurance halved, Life Points halved, max LP drains (Survival)
            Stunned      lose the next action, move only Close, no reactions (Endurance)
            Tired        every pool halved; only rest cures it
            Unconscious  no actions; helpers add dice to waking (Awareness)
            Cursed, Possessed  whatever the GM says; only the GM lifts them

        Halving always rounds up. Your +sheet shows what you carry and how
        many rounds each has left. Outside a fight a fading Tribulation
        keeps counting down in real time, one round a minute (a setting),
        so one that outlasts a fight wears off five minutes later. Staff
        can lift any Tribulation at once: +tribulation/lift. Poison also
        eats at the maximum: each counting scene (see help muse) you end
        still Poisoned costs a point of it (never below 1), and it all
        comes back at the end of the counting scene you are cured in. Someone Unconscious can be shaken awake by
        others: +combat/wake in a fight, +wake outside one.

        Examples:
          +sheet
          +combat/attack Goblin=tribulation:stunned/magic
        """,
    },
    {
        "key": "muse combat",
        "aliases": ["muse fights", "muse initiative"],
        "category": "muse",
        "text": """
        A muse fight runs in rounds. Everyone rolls initiative, one d6
        plus Swiftness, and turns go from the highest total down.
        Characters on the same side with equal totals share a turn and
        may spend their actions in any order or hand actions to each
        other; enemies share only with enemies.

        A turn has 2 actions, one more per 10 levels up to 6. Moving to
        something Close is free, Near costs an action and Far costs two.
        Before rolling an attack, say what it is for: dealing damage (one
        Life Point per success), imposing a Tribulation (the target resists
        with an opposing Trait), or healing (Survival; successes restore
        Life Points to someone Close, once per round in a fight and once
        per scene outside one). Melee uses Might, ranged Swiftness, magic
        and machines Power.

        Whoever is attacked answers: Dodge (Swiftness; more successes and
        the attack misses), Endure (Endurance; success halves the damage,
        rounding up) or Counter (Might, Swiftness or Power; success sends
        half the damage back, and the attacker may counter the counter).

        At 0 Life Points a character falls Unconscious and is dying. Being
        Unconscious wins: a dying character takes no action at all (not
        even the one the rules leave the dying), only an Endurance
        Challenge each turn until three
        wins (back at 1 Life Point, Tired) or three losses (dead). Falling
        to minus your Endurance or lower kills outright. Healing a dying
        character back to 1 Life Point revives them. The dead cannot roll
        and their sheet says DEAD until staff bring them back (+revive).

        See help +combat and help +react for the commands.

        Examples:
          +combat/start
          +combat/attack Goblin=damage/melee
          +react dodge
        """,
    },
    {
        "key": "muse chargen",
        "aliases": ["muse character generation", "muse sheet"],
        "category": "muse",
        "text": """
        Making a muse character, in a room that plays under muse:

        1. Every Trait starts at 1. Spend chargen points to raise them,
           one point per step above 1, with +stat <trait>=<rating>; +sheet
           shows how many points you have spent of the budget (18 unless
           staff changed the FOURFOLD_MUSE_TRAIT_POINTS setting). No Trait
           goes past 10 in chargen or ever.
        2. Name your Path with +stat/path <name> and choose its Key Trait
           with +stat/key <trait>.
        3. Check everything with +sheet and +chargen, then hand the sheet
           in with +chargen/submit.
        4. Staff look it over and +approve it, which locks it. After that
           staff change it with +setstat (Traits, level, Life Points and
           their maximum, Path and Key Trait).

        Your muse sheet is separate from your fs3 sheet: building one
        never touches the other.

        Examples:
          +stat Swiftness=5
          +stat/key Survival
          +chargen/submit
        """,
    },
    {
        "key": "reactions",
        "aliases": ["dodge", "endure", "counter", "muse reactions"],
        "category": "muse",
        "text": """
        In a muse fight, whoever is hit gets to answer at once, even when
        it is not their turn. An attack with no successes does nothing and
        asks for no answer.

            dodge    roll Swiftness against the attack; beat it and you
                     are not touched
            endure   roll Endurance against it; beat it and you take half
                     the damage, rounding up
            counter  roll Might, Swiftness or Power against it; beat it
                     and half the damage, rounding up, goes back at the
                     attacker instead of you

        Fail, and the whole attack lands. A counter can itself be
        countered, back and forth, until somebody dodges, endures or
        fails; after ten counters in one exchange only dodge and endure
        are left. Ties follow the usual rule: a player character beats an
        NPC on a tie, and two player characters roll again.

        You answer with +react. If you have not answered when the time
        runs out (60 seconds unless staff set FOURFOLD_MUSE_REACTION_TIMEOUT),
        your default is used: dodge, or whatever you chose with
        +react/default. NPCs always answer with their default at once, so
        a fight never waits on someone who is not there. The organizer's
        +combat/newturn also settles a waiting answer with the default.

        Some Tribulations take answers away: Frozen, Stunned and
        Unconscious leave none (the attack simply lands), Grappled leaves
        only endure. A Tribulation attack is not dodged: the target
        resists it with the best of its opposing Traits, automatically.

        Examples:
          +react dodge
          +react/default endure
        """,
    },
    {
        "key": "muse combat commands",
        "aliases": ["muse fight flow", "muse turns"],
        "category": "muse",
        "text": """
        How a muse fight runs in the game:

        1. +combat/start opens a fight in the room; you organize it. Others
           +combat/join (or accept the organizer's +combat/invite); nobody
           is pulled in. The organizer brings in or makes NPCs with
           +combat/add (NPCs have every Trait at one rating).
        2. The organizer's first +combat/newturn rolls initiative for all
           and starts round 1. Someone added later rolls on arrival and
           takes their place in the order.
        3. On your turn, spend your actions: +combat/attack, /heal, /move,
           /recover, /give (to someone sharing your turn). An attack
           to deal damage may name several targets: a d6 decides how many
           of them (the first named) it reaches. When everyone in
           the turn has spent or passed their actions, the next turn
           begins by itself; the organizer can also move on with
           +combat/newturn. The organizer acts for the NPCs, and may
           hand out harm or Tribulations the story calls for
           (+combat/damage, /impose, which is how Cursed and Possessed
           arrive) or end a Tribulation at once (/lift).
        4. Everything that happens is shown to the room as one report per
           step; +combat shows the whole fight on one screen.

        Distance is kept between every pair of fighters; everyone starts
        Near everyone else (FOURFOLD_MUSE_START_DISTANCE). A move is
        priced by the longer of the distance you leave and the one you
        take up: Far 2 actions, Near 1, shuffling about Close free. Melee
        and healing need the other character Close.

        Every turn runs on a clock: 5 minutes unless staff set
        FOURFOLD_MUSE_TURN_TIMER. When it runs out (and nobody is still
        being asked to react), whatever actions the fighters in that turn
        have left are passed and the room hears of it, NPC turns
        included. After a whole round in which nobody but the clock did
        anything, the fight waits for someone to act or for the
        organizer's +combat/newturn. Anyone may +combat/leave; the
        organizer or staff may take others out by name.

        Life Points and Tribulations are written to your muse sheet as
        they change, so +sheet always agrees with the fight. Dying checks
        happen as the dying character's turn begins. A Tired character
        starts resting with +combat/recover tired (1d6 rounds of nothing
        but defence).

        Examples:
          +combat/add Goblin
          +combat/newturn
          +combat/move Goblin=close
        """,
    },
]
