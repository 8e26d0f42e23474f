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
# each room leads on to the next). Sample characters are copied with
# +template/apply <name> onto the caller's sheet for the room's ruleset
# while that sheet is unapproved.
# WINGS and TEMPLATES: one wing and one sample character per installed
# ruleset, from its demo module (Ruleset.demo, e.g. rulesets/fs3/demo.py),
# read through the module __getattr__ at the end of this file.

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

WELCOME = (
    "|wWelcome to Fourfold!|n You start in Limbo, the hub. Four archways lead to four "
    "rule systems: type |wfs3|n, |wmuse|n, |wpbta|n or |wmw|n to walk into a wing. "
    "There, |wread sign|n says what to try, |w+template|n gives you a ready-made "
    "character, and |w+odds|n shows your chances before any roll. "
    "|whelp fourfold|n has the whole picture."
)


def wings() -> list[dict]:
    """The demo wing of every installed ruleset that has one, in order."""
    from rulesets.registry import installed

    return [demo.WING for demo in (rs.load("demo") for rs in installed().values()) if demo is not None]


def templates() -> dict[str, dict]:
    """ruleset key -> its sample character, for every installed ruleset with one."""
    from rulesets.registry import installed

    found = {}
    for key, ruleset in installed().items():
        demo = ruleset.load("demo")
        if demo is not None and getattr(demo, "TEMPLATE", None):
            found[key] = demo.TEMPLATE
    return found


def __getattr__(name: str):
    # WINGS and TEMPLATES are read from the installed rulesets when asked for.
    if name == "WINGS":
        return wings()
    if name == "TEMPLATES":
        return templates()
    raise AttributeError(name)
