"""
Rule topics of the fs3 ruleset, read by `help <topic>`. Command help comes
from each command's own docstring; these entries explain the rules behind
them, in our own words.
"""

HELP_ENTRY_DICTS = [
    {
        "key": "fs3",
        "aliases": ["fs3 rules", "d8"],
        "category": "fs3",
        "text": """
        fs3 is Fourfold's default rule system.

        Your sheet has five attributes (Brawn, Finesse, Wit, Presence,
        Grit, rated 1-5) and skills rated 0-8. Each skill is ruled by one
        attribute (see +abilities). When you roll a skill you throw one
        eight-sided die per point of the skill and per point of its ruling
        attribute. A bare attribute roll throws that attribute twice over.

        Every 7 or 8 is a hit. What the hits mean:
            no hits      Failure
            1 hit        Success
            2-3 hits     Good Success
            4-5 hits     Great Success
            6 or more    Amazing Success
        Zero hits with a count of 1s above your ruling attribute is an
        Embarrassing Failure.

        A GM decides how good a result a task needs: a careful search may
        need only a Success, noticing something while distracted might need
        a Great one.

        Modifiers from -10 to +10 add or take away dice. Wounds take dice
        away by themselves. However many dice are taken away, you always
        roll at least one; nobody rolls more than 30.

        Related: help fs3 opposed, help fs3 aid, help fs3 luck, help fs3 chargen, +roll.

        Examples:
          +roll Alertness
          +roll Melee+2
          +odds Stealth
        """,
    },
    {
        "key": "fs3 opposed",
        "aliases": ["opposed", "opposed rolls"],
        "category": "fs3",
        "text": """
        When two characters work against each other, both roll and the
        hits are compared: +roll Stealth vs Mara=Alertness.

        The difference in hits decides how clearly the winner won:
            0        Draw
            1        Marginal Victory
            2-3      Solid Victory
            4 or more Crushing Victory

        Each side is also told whether it succeeded at all (one hit or
        more). If both succeed, both got something of what they wanted and
        the winner got more; if only one did, only that one got anywhere.

        An opponent who is not a character is given as a name and a dice
        count: +roll Stealth vs Guard=5.

        Examples:
          +roll Stealth vs Mara=Alertness
          +roll Stealth vs Guard=5
        """,
    },
    {
        "key": "fs3 aid",
        "aliases": ["aid rules", "aid up", "aid down"],
        "category": "fs3",
        "text": """
        Characters can help each other's rolls in two ways.

        Aid up: one or two helpers each roll the skill (+aid <name>=<skill>).
        Each result turns into dice for the helped character's next roll
        of that skill: Failure -1, Success +0, Good +1, Great +2, Amazing
        +3. Together the helpers add at most +3 (there is no floor: two
        failures cost 2 dice).

        Aid down: an expert (the skill at 4 or more) steadies a group whose
        skill is 3 or less (+aid/down <name>,<name>=<skill>). The expert
        can help up to half their rating in people and rolls once; everyone
        helped gets the bonus for that one result.

        Each roll takes part in one aid only: nobody gives and receives aid
        in the same skill at once, nobody gets both kinds, and anyone being
        helped can't turn around and help others with it. Banked aid is
        used by the next roll of that skill and lapses after 10 minutes.

        Examples:
          +aid Mara=Medicine
          +aid/down Mara,Tobin=Survival
        """,
    },
    {
        "key": "fs3 luck",
        "aliases": ["luck rules", "luck points"],
        "category": "fs3",
        "text": """
        Luck points are fs3's reward for good play. Everyone starts with 3;
        staff award more. Spend one to:
            - add 3 dice to a roll (+roll/luck <ability>),
            - add 3 dice to your attack or your defense for one turn of
              combat (+combat/luck attack or +combat/luck defense),
            - get back up after a KO (+combat/hero).
        Luck never drops below zero. See your total with +luck.

        Examples:
          +luck
          +roll/luck Archery
          +combat/luck defense
        """,
    },
    {
        "key": "fs3 chargen",
        "aliases": ["chargen rules", "character generation"],
        "category": "fs3",
        "text": """
        Building your fs3 character:

        1. Read +abilities to see what each attribute and skill covers.
        2. Set ratings with +stat <ability>=<rating>. Attributes start at
           1 and skills at 0; every point above that comes out of a budget
           (+sheet shows what you have spent and what you may spend).
        3. When you are happy, +chargen/submit. Staff look it over and
           approve it with +approve, which locks the sheet.

        You may keep changing ratings until approval; doing so after you
        submitted takes the submission back. Staff can reopen an approved
        sheet (+unapprove) or change a rating directly (+setstat).

        Examples:
          +abilities
          +stat Brawn=3
          +chargen/submit
        """,
    },
    {
        "key": "fs3 combat",
        "aliases": ["combat rules", "fs3 fight"],
        "category": "fs3",
        "text": """
        An fs3 fight runs in turns. Someone starts it with +combat/start
        and becomes its organizer; others join with +combat/join, and the
        organizer can add NPCs (+combat/add). Each turn every fighter queues
        one action (attack, pass, treat someone, change stance). The turn is
        settled all at once, fighters acting in order of an Alertness roll.

        An attack is an opposed roll. In melee it is your Melee + Brawn
        against the defender's Dodge + Finesse; at range your weapon's skill
        + Finesse against the defender's Finesse plus a bonus the weapon
        gives them. Your stance adds dice to one side or the other (help
        stances). If you roll more hits than the defender, you hit: the net
        hits push the blow toward the head and chest, then armor may stop
        it (help fs3 gear) and otherwise it leaves a wound (help fs3 wounds).

        NPCs roll one rating for everything: a Goon is weaker than a
        Henchman, who is weaker than a Boss. The turn log (+combat/log)
        keeps what happened, and +odds Melee vs 6 shows your chance of
        winning an exchange before you commit.

        A fight against practice opponents only (the demo yard's Sparring
        Sergeant, or NPCs staff mark with +practice) is practice: when it
        ends, or when you leave it, you get back the wounds and Luck it
        took. Alone with one opponent, an NPC strikes back unasked.

        Examples:
          +combat/start
          +combat/attack Sergeant
          +combat/log
        """,
    },
    {
        "key": "stances",
        "aliases": ["stance", "fs3 stances"],
        "category": "fs3",
        "text": """
        Your stance in an fs3 fight trades attack dice for defense dice, or
        changes what can happen to you. Change it with +combat/stance; it
        takes effect at once.

            Normal        no change (where everyone starts)
            Aggressive    +3 dice to attack, -3 to defend
            Defensive     -3 dice to attack, +3 to defend
            Cover         behind something solid: an extra layer of armor
                          over every location, checked after what you wear
            Outofsight    hidden: you cannot attack or be attacked; an
                          attack brings you out into Normal first
            Reserve       held back, out of reach like Outofsight
            Mounted       +1 attack; needs a mount, and a bad wound means
                          a Riding roll to stay in the saddle
            Shield, Agg_Shield, Def_Shield, Mount_Shield
                          the same ideas with a shield in hand, which
                          adds a die or so to defense

        A stance that needs a shield or a mount is refused without one
        (help fs3 gear). The numbers are data staff can change.

        Examples:
          +combat/stance aggressive
          +combat/stance cover
        """,
    },
    {
        "key": "fs3 wounds",
        "aliases": ["wounds rules", "healing", "ko"],
        "category": "fs3",
        "text": """
        When an fs3 attack gets through, a percentile wound roll decides how
        bad it is: the weapon's lethality, where it struck (head worst,
        limbs least) and, in melee, a strong arm all push it up. The result
        is a Light, Moderate, Serious or Critical wound.

        Wounds slow you: each adds a fraction of a die of penalty (Light a
        quarter, Moderate three quarters, Serious one and a half, Critical
        two and a half), and the fractions add up; whole dice come off
        every roll you make. Once your penalty reaches a whole die, each
        new wound asks for a Brawn check; with no hits you are knocked out
        and act no more, unless you spend a Luck point on +combat/hero.

        Healing: wounds mend a little every day (a good Brawn roll and a
        doctor's care speed it up), dropping a level at a time until they
        are gone. A Medicine roll with +treat can take a fresh wound down a
        level at once. +sheet shows your wounds and their penalty.

        Examples:
          +sheet
          +damage
          +treat Mara
        """,
    },
    {
        "key": "fs3 gear",
        "aliases": ["gear rules", "armor", "weapons"],
        "category": "fs3",
        "text": """
        In fs3, gear is real objects: pick one up with get, then wield a
        weapon, wear armor, or mount a horse (and unwield, remove,
        dismount). +gear shows the weapons and armor the game knows, with
        their numbers.

        A weapon has a skill (Melee, Archery, Thrown or Firearms), a
        penetration (how well it gets through armor) and a lethality (how
        bad its wounds are). Ranged weapons give the defender some extra
        dice to avoid them.

        Armor covers some hit locations. When a blow lands on a covered
        location, the armor has a chance to stop it that depends on its
        quality against the weapon's penetration, less a little for each
        net hit the attacker scored. A stopped blow does no harm. A shield
        opens up the shield stances and a mount the mounted ones (help
        stances). The demo world's Armory has a rack of gear to borrow.

        Examples:
          +gear
          wield sword
          wear leather armor
        """,
    },
]
