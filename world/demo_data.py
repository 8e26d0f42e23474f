"""The demo world's content: room texts, signs, gear on the racks, the
training opponents and the sample characters new players can copy with
+template. Plain data; world/demo_build.py turns it into objects. Edit
freely and run +demo/build again: nothing is duplicated.

Every object gets an ``ident`` (unique within the demo) that the builder
uses to find it again.
"""

HUB_NAME = "Fourfold Hub"
HUB_DESC = (
    "A round hall of pale stone with four archways, one in each wall, and a "
    "worn brass compass set into the floor. Fourfold runs scenes under four "
    "different rule systems, and each archway leads to a wing where one of "
    "them holds sway: |wfs3|n (d8 skill pools and tactical combat), |wmuse|n "
    "(d6 Traits, challenges and Tribulations), |wpbta|n (2d6 moves in a "
    "stone-age land) and |wmw|n (Muscle Wizard's exploding Words of Power).\n\n"
    "Walk through an archway by typing its name (|wfs3|n, |wmuse|n, |wpbta|n "
    "or |wmw|n). Once inside, |w+ruleset|n tells you which rules apply, "
    "|w+template|n lists a ready-made character you can copy, and |w+odds|n "
    "shows the exact chance of any roll before you make it. |whelp fourfold|n "
    "explains the rest."
)
HUB_SIGN = (
    "First steps:\n"
    "  1. Pick a wing and walk in: fs3, muse, pbta or mw.\n"
    "  2. +template to see the sample character; +template/apply <name> to copy it.\n"
    "  3. +sheet to look at what you have; +odds <roll> to see your chances.\n"
    "  4. +roll <roll> to roll for real. help <command> explains any command.\n"
    "Come back here with the 'hub' exit from the first room of any wing."
)

# Each wing: its ruleset, the area tag its rooms carry, the archway's name
# from the hub, and its rooms in order (the first is entered from the hub;
# each room leads on to the next).
WINGS = [
    {
        "ruleset": "fs3",
        "area": "demo_fs3",
        "exit": "fs3",
        "aliases": ["fs3 wing", "d8"],
        "rooms": [
            {"ident": "fs3_yard", "key": "Training Yard",
             "desc": "A square of packed earth ringed by a wooden fence. Straw "
                     "targets lean against one side and a sparring sergeant watches "
                     "from the other. The rules here are fs3: d8 pools of skill plus "
                     "attribute, where every 7 or 8 is a hit."},
            {"ident": "fs3_armory", "key": "Armory",
             "desc": "Racks of weapons and stands of armor fill this long shed. "
                     "Everything here is free to borrow: |wget sword|n, then "
                     "|wwield sword|n; |wget light grounder armor|n, then "
                     "|wwear light grounder armor|n."},
            {"ident": "fs3_range", "key": "Shooting Range",
             "desc": "A long lane with targets at twenty, fifty and a hundred paces. "
                     "Try your aim with |w+odds Archery|n before you |w+roll Archery|n."},
        ],
        "sign": "fs3 wing: what to try\n"
                "  +template/apply Rook      copy the sample character (before approval)\n"
                "  +sheet                   your ratings, Luck and wounds\n"
                "  +odds Alertness+1        the chance of each success level\n"
                "  +roll Alertness          roll for real\n"
                "  +roll Melee vs 5         an opposed roll against 5 dice\n"
                "  +combat/start, then +combat/add Sergeant and +combat/attack Sergeant\n"
                "                           a sparring match (help fs3 combat)\n"
                "The Armory is next door. Rules: help fs3, stances, fs3 wounds, fs3 gear.",
    },
    {
        "ruleset": "muse",
        "area": "demo_muse",
        "exit": "muse",
        "aliases": ["muse wing", "d6"],
        "rooms": [
            {"ident": "muse_grove", "key": "Whispering Grove",
             "desc": "Old trees lean together over a mossy clearing. A practice "
                     "circle of white stones marks out where challengers meet. The "
                     "rules here are muse: pools of d6 from nine Traits, where 4-6 "
                     "succeed and 1s take successes away."},
            {"ident": "muse_shrine", "key": "Shrine of Trials",
             "desc": "A quiet shrine of carved wood, where travellers come to test "
                     "themselves against the unknown. Try |w+odds Might|n, then "
                     "|w+challenge Might|n."},
        ],
        "sign": "muse wing: what to try\n"
                "  +template/apply Wren      copy the sample character (before approval)\n"
                "  +sheet                   your Traits, Life Points and Tribulations\n"
                "  +odds Might+1            the chance of each number of successes\n"
                "  +roll Might              roll for real\n"
                "  +combat/start, +combat/add Bramble, +combat/attack Bramble=<intent>\n"
                "                           spar with the training opponent\n"
                "Topics: help muse, and the muse topics it lists.",
    },
    {
        "ruleset": "pbta",
        "area": "demo_pbta",
        "exit": "pbta",
        "aliases": ["pbta wing", "2d6"],
        "rooms": [
            {"ident": "pbta_camp", "key": "Hunters' Camp",
             "desc": "Hide tents around a fire pit under a rock overhang. Spears "
                     "lean against the stone. The rules here are pbta: roll 2d6 plus "
                     "a stat and read the band: 10+ strong, 7-9 weak, 6 or less a miss."},
            {"ident": "pbta_ridge", "key": "Lookout Ridge",
             "desc": "A windy ridge over the valley, good for keeping watch. Try "
                     "|w+odds watch|n and |w+move watch|n."},
        ],
        "sign": "pbta wing: what to try\n"
                "  +template/apply Ash      copy the sample character (before approval)\n"
                "  +sheet                   your stats, HP and tokens\n"
                "  +odds Agile+1            the chance of each band\n"
                "  +roll Agile              roll for real; +moves lists the moves\n"
                "  +move melee Tusk         attack the training opponent\n"
                "Topics: help pbta, and the pbta topics it lists.",
    },
    {
        "ruleset": "mw",
        "area": "demo_mw",
        "exit": "mw",
        "aliases": ["mw wing", "muscle wizard"],
        "rooms": [
            {"ident": "mw_gym", "key": "Arcane Gymnasium",
             "desc": "Iron weights sit beside glowing runes on the floor of this "
                     "echoing hall. The rules here are Muscle Wizard: your Words of "
                     "Power are dice from d4 to d100 that explode up the ladder."},
            {"ident": "mw_tower", "key": "Spotting Tower",
             "desc": "A tall tower of stairs and ledges, built for showing off. A "
                     "friend here can |w+spot|n you before a roll."},
        ],
        "sign": "mw wing: what to try\n"
                "  +template/apply Brick    copy the sample character (before approval)\n"
                "  +words                   your Words of Power and Gains\n"
                "  +odds Might,Leverage vs 8   fumble, explosions, reaching the DC\n"
                "  +roll/preview Might      the threshold, without rolling\n"
                "  +roll Might vs 8         roll for real\n"
                "Topics: help mw, and the mw topics it lists.",
    },
]

# Gear laid out in the fs3 Armory (prototype keys from world/prototypes.py).
FS3_RACK_ROOM = "fs3_armory"
FS3_RACK_DESC = ("Sturdy wooden racks and armor stands. Whatever lies here is free "
                 "to take: pick it up with |wget <name>|n.")
FS3_GEAR = ["fs3_knife", "fs3_sword", "fs3_spear", "fs3_club", "fs3_bow", "fs3_crossbow",
            "fs3_pistol", "fs3_light_grounder_armor", "fs3_heavy_grounder_armor", "fs3_shield"]

# Training opponents: one per wing with combat. ``kind`` picks how the
# builder sets them up.
OPPONENTS = [
    {"ident": "fs3_sergeant", "room": "fs3_yard", "key": "Sparring Sergeant",
     "aliases": ["sergeant"], "kind": "fs3", "level": "Goon",
     "desc": "A scarred veteran with a padded jacket and a blunt practice blade. "
             "As an fs3 NPC she rolls one rating for everything."},
    {"ident": "muse_bramble", "room": "muse_grove", "key": "Bramble",
     "aliases": ["training spirit"], "kind": "muse",
     "traits": {"Might": 3, "Swiftness": 3, "Endurance": 3, "Awareness": 2},
     "desc": "A spirit of twigs and thorns in the shape of a wiry fighter. It "
             "never quite hurts anyone for long."},
    {"ident": "pbta_tusk", "room": "pbta_camp", "key": "Tusk",
     "aliases": ["boar"], "kind": "pbta",
     "people": "human", "stats": {"Forceful": 1, "Agile": 1, "Insightful": 0, "Charming": 0},
     "desc": "A hunter wearing a boar's head as a hood, happy to wrestle anyone "
             "who asks."},
]

# Sample characters, copied with +template/apply <name> onto the caller's
# sheet for the room's ruleset while that sheet is unapproved. Each fits the
# default chargen budgets.
TEMPLATES = {
    "fs3": {
        "name": "Rook",
        "summary": "A watchful scout: sharp eyes, a steady blade, quiet feet.",
        "ratings": {"Brawn": 3, "Finesse": 3, "Wit": 3, "Presence": 2, "Grit": 2,
                    "Alertness": 4, "Melee": 3, "Dodge": 3, "Stealth": 3,
                    "Athletics": 2, "Archery": 3, "Survival": 2},
    },
    "muse": {
        "name": "Wren",
        "summary": "A wandering fighter: strong arms and quick feet; Might is her Key Trait.",
        "traits": {"Might": 5, "Endurance": 4, "Swiftness": 4, "Awareness": 3, "Survival": 3,
                   "Charm": 2, "Sage": 2, "Power": 2, "Subterfuge": 2},
        "key_trait": "Might",
        "path": "Wayfarer",
    },
    "pbta": {
        "name": "Ash",
        "summary": "A human hunter: strong and quick, with a good eye.",
        "people": "human",
        "stats": {"Forceful": 2, "Agile": 1, "Insightful": 1, "Charming": 0},
    },
    "mw": {
        "name": "Brick",
        "summary": "A True Muscle: Might and Leverage at d6, with a spark of Zap.",
        "archetype": "true_muscle",
        "words": {"M": "Might", "L": "Leverage", "Z": "Zap"},
    },
}

WELCOME = (
    "|wWelcome to Fourfold!|n You start in Limbo, the hub. Four archways lead to four "
    "rule systems: type |wfs3|n, |wmuse|n, |wpbta|n or |wmw|n to walk into a wing. "
    "There, |wread sign|n says what to try, |w+template|n gives you a ready-made "
    "character, and |w+odds|n shows your chances before any roll. "
    "|whelp fourfold|n has the whole picture."
)
