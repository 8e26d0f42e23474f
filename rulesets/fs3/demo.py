"""The fs3 wing of the demo world (built by features/demo/build.py) and the
fs3 sample character that +template shows and +template/apply copies onto an
unapproved sheet (it fits the default chargen budgets)."""

from __future__ import annotations

WING = {
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
            "  +template/apply Rook     copy the sample character (before approval)\n"
            "  +sheet                   your ratings, Luck and wounds\n"
            "  +odds Alertness+1        the chance of each success level\n"
            "  +roll Alertness          roll for real\n"
            "  +roll Melee vs 5         an opposed roll against 5 dice\n"
            "  +combat/start            start a fight here (you organize it)\n"
            "  +combat/add Sergeant     bring in the sergeant: a practice fight\n"
            "  +combat/attack Sergeant  swing; she hits back when the turn ends\n"
            "  +combat/stop             end it: the fight gives back what it took\n"
            "The Armory is next door. Rules: help fs3, stances, fs3 wounds, fs3 gear.",
}

TEMPLATE = {
    "name": "Rook",
    "summary": "A watchful scout: sharp eyes, a steady blade, quiet feet.",
    "ratings": {"Brawn": 3, "Finesse": 3, "Wit": 3, "Presence": 2, "Grit": 2,
                "Alertness": 4, "Melee": 3, "Dodge": 3, "Stealth": 3,
                "Athletics": 2, "Archery": 3, "Survival": 2},
}


def apply_template(char, template: dict) -> None:
    from rulesets.fs3.catalogue import catalogue

    cat = catalogue()
    for name, value in template["ratings"].items():
        char.fs3.set_rating(cat.find(name), value)


def template_values(template: dict) -> dict:
    return dict(template["ratings"])


# The wing's training opponent, an NPC that gets up fresh after each fight
# (features/demo/opponents.py), and how the builder sets it up.
OPPONENT = {"ident": "fs3_sergeant", "room": "fs3_yard", "key": "Sparring Sergeant",
    "aliases": ["sergeant"], "kind": "fs3", "level": "Goon",
    "desc": "A scarred veteran with a padded jacket and a blunt practice blade. "
            "As an fs3 NPC she rolls one rating for everything."}


def setup_opponent(npc, spec: dict) -> None:
    npc.set_level(spec["level"])


# Gear laid out on a rack in the Armory (prototype keys from world/prototypes.py).
RACK_ROOM = "fs3_armory"
RACK_DESC = ("Sturdy wooden racks and armor stands. Whatever lies here is free "
             "to take: pick it up with |wget <name>|n.")
RACK_GEAR = ["fs3_knife", "fs3_sword", "fs3_spear", "fs3_club", "fs3_bow", "fs3_crossbow",
             "fs3_pistol", "fs3_light_grounder_armor", "fs3_heavy_grounder_armor", "fs3_shield"]
RACK = {"ident": "fs3_rack", "room": RACK_ROOM, "desc": RACK_DESC, "gear": RACK_GEAR}
