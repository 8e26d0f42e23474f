"""
Fourfold's rule topics, read by `help <topic>`. Command help comes from each
command's own docstring; these entries explain the rules behind them, in
our own words.
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
        No hits and more 1s than your ruling attribute is an Embarrassing
        Failure.

        A GM decides how good a result a task needs: a careful search may
        need only a Success, noticing something while distracted might need
        a Great one.

        Modifiers from -10 to +10 add or take away dice. Wounds take dice
        away by themselves. However many dice are taken away, you always
        roll at least one; nobody rolls more than 30.

        Related: help fs3 opposed, help aid, help luck, help chargen, +roll.
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
        """,
    },
    {
        "key": "aid",
        "aliases": ["aid up", "aid down", "fs3 aid"],
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
        """,
    },
    {
        "key": "luck",
        "aliases": ["fs3 luck"],
        "category": "fs3",
        "text": """
        Luck points are fs3's reward for good play. Everyone starts with 3;
        staff award more. Spend one to:
            - add 3 dice to a roll (+roll/luck <ability>),
            - add 3 dice to your attack or your defense for one turn of
              combat (+combat/luck attack or +combat/luck defense),
            - get back up after a KO (+combat/hero).
        Luck never drops below zero. See your total with +luck.
        """,
    },
    {
        "key": "chargen",
        "aliases": ["fs3 chargen", "character generation"],
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
        """,
    },
]
