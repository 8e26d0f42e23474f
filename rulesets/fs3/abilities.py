"""The fs3 abilities a new game starts with: plain data, edit freely.

Staff may change this list (or point ``settings.FOURFOLD_FS3_ABILITIES`` at
another module holding ATTRIBUTES and SKILLS of the same shape). Each skill
names its ruling attribute; descriptions are shown by ``+abilities``.
"""

ATTRIBUTES = [
    ("Brawn", "Strength, toughness and staying on your feet when hurt."),
    ("Finesse", "Agility, balance, quick hands and a sure aim."),
    ("Wit", "Perception, memory and quick thinking."),
    ("Presence", "Force of personality, charm and nerve in company."),
    ("Grit", "Willpower and stubbornness under pressure."),
]

SKILLS = [
    ("Alertness", "Wit", "Noticing things: an ambush, a lie, a missing book."),
    ("Archery", "Finesse", "Bows and crossbows."),
    ("Athletics", "Brawn", "Running, climbing, swimming, jumping."),
    ("Dodge", "Finesse", "Getting out of the way of blows in melee."),
    ("Firearms", "Finesse", "Pistols, rifles and other guns."),
    ("Medicine", "Wit", "First aid, surgery and knowing what ails someone."),
    ("Melee", "Brawn", "Fighting with blades, clubs, spears and fists."),
    ("Persuasion", "Presence", "Talking people round, haggling, leading."),
    ("Riding", "Finesse", "Handling mounts, and staying on one in a fight."),
    ("Stealth", "Finesse", "Moving unseen and unheard, picking pockets."),
    ("Survival", "Wit", "Tracking, foraging and finding shelter outdoors."),
    ("Thrown", "Finesse", "Rocks, knives, spears and grenades thrown by hand."),
    ("Composure", "Grit", "Keeping your head: fear, pain and temptation."),
]
