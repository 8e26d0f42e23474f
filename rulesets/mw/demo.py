"""The mw wing of the demo world (built by features/demo/build.py) and the
mw sample character that +template shows and +template/apply copies onto an
unapproved sheet (it fits the default chargen budgets)."""

from __future__ import annotations

WING = {
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
            "  +spar Slab=Might         beat the golem's challenge or take a knock\n"
            "  +spar/stop               end the bout: what it took comes back\n"
            "Topics: help mw, and the mw topics it lists.",
}

TEMPLATE = {
    "name": "Brick",
    "summary": "A True Muscle: Might and Leverage at d6, with a spark of Zap.",
    "archetype": "true_muscle",
    "words": {"M": "Might", "L": "Leverage", "Z": "Zap"},
}


def apply_template(char, template: dict) -> None:
    from rules.mw.sheet import new_sheet

    char.mw.save(new_sheet(template["archetype"], template["words"]))


def template_values(template: dict) -> dict:
    from rules.mw.words import find_archetype, side_of

    arche = find_archetype(template["archetype"])
    return {name: f"d{arche.starting_die(side_of(letter))}" for letter, name in template["words"].items()}


# The wing's training opponent, a practice NPC (features/practice/fights.py)
# that sets a challenge for +spar, and how the builder sets it up.
OPPONENT = {"ident": "mw_slab", "room": "mw_gym", "key": "Slab",
    "aliases": ["golem", "training golem"], "kind": "mw", "dc": 6,
    "desc": "A training golem of rough-cut stone with a chalk target painted on "
            "its chest. It beckons: |w+spar Slab=<your Words>|n beats its "
            "challenge or takes a knock, all for practice."}


def setup_opponent(npc, spec: dict) -> None:
    npc.attributes.add("spar_dc", spec["dc"], category="mw")  # +spar (commands/spar.py)
