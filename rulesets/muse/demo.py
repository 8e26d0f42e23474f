"""The muse wing of the demo world (built by features/demo/build.py) and the
muse sample character that +template shows and +template/apply copies onto an
unapproved sheet (it fits the default chargen budgets)."""

from __future__ import annotations

WING = {
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
            "  +template/apply Wren     copy the sample character (before approval)\n"
            "  +sheet                   your Traits, Life Points and Tribulations\n"
            "  +odds Might+1            the chance of each number of successes\n"
            "  +roll Might              roll for real\n"
            "  +combat/start            start a fight here (you organize it)\n"
            "  +combat/add Bramble      bring in the training spirit: a practice fight\n"
            "  +combat/newturn          roll initiative; Bramble takes its own turns\n"
            "  +combat/move Bramble=close   on your turn, step in (1 action)\n"
            "  +combat/attack Bramble=damage/melee   and strike with Might\n"
            "  +react endure            when Bramble strikes back (help reactions)\n"
            "  +combat/stop             end it: the fight gives back what it took\n"
            "+combat shows whose turn it is. Topics: help muse, and those it lists.",
}

TEMPLATE = {
    "name": "Wren",
    "summary": "A wandering fighter: strong arms and quick feet; Might is her Key Trait.",
    "traits": {"Might": 5, "Endurance": 4, "Swiftness": 4, "Awareness": 3, "Survival": 3,
               "Charm": 2, "Sage": 2, "Power": 2, "Subterfuge": 2},
    "key_trait": "Might",
    "path": "Wayfarer",
}


def apply_template(char, template: dict) -> None:
    for name, value in template["traits"].items():
        char.muse.set_rating(name, value)
    char.muse.key_trait = template.get("key_trait")
    if template.get("path"):
        char.muse.path = template["path"]


def template_values(template: dict) -> dict:
    return dict(template["traits"])


# The wing's training opponent, an NPC that gets up fresh after each fight
# (features/demo/opponents.py), and how the builder sets it up.
OPPONENT = {"ident": "muse_bramble", "room": "muse_grove", "key": "Bramble",
    "aliases": ["training spirit"], "kind": "muse",
    "traits": {"Might": 3, "Swiftness": 3, "Endurance": 3, "Awareness": 2},
    "desc": "A spirit of twigs and thorns in the shape of a wiry fighter. It "
            "never quite hurts anyone for long."}


def setup_opponent(npc, spec: dict) -> None:
    for trait, value in spec["traits"].items():
        npc.muse.set_rating(trait, value)
