"""The pbta wing of the demo world (built by features/demo/build.py) and the
pbta sample character that +template shows and +template/apply copies onto an
unapproved sheet (it fits the default chargen budgets)."""

from __future__ import annotations

WING = {
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
            "  +spar Tusk               Tusk swings at you: a practice bout begins\n"
            "  +move melee Tusk         hit back\n"
            "  +damage fist Tusk        on a hit, your fist's damage lands on Tusk\n"
            "  +spar/stop               end the bout: what it took comes back\n"
            "Topics: help pbta, and the pbta topics it lists.",
}

TEMPLATE = {
    "name": "Ash",
    "summary": "A human hunter: strong and quick, with a good eye.",
    "people": "human",
    "stats": {"Forceful": 2, "Agile": 1, "Insightful": 1, "Charming": 0},
}


def apply_template(char, template: dict) -> None:
    from rules.pbta.sheet import new_sheet

    char.pbta.save(new_sheet(template["people"], template["stats"]))


def template_values(template: dict) -> dict:
    return {k: f"{v:+d}" for k, v in template["stats"].items()}


# The wing's training opponent, an NPC that gets up fresh after each fight
# (features/demo/opponents.py), and how the builder sets it up.
OPPONENT = {"ident": "pbta_tusk", "room": "pbta_camp", "key": "Tusk",
    "aliases": ["boar"], "kind": "pbta",
    "people": "human", "stats": {"Forceful": 1, "Agile": 1, "Insightful": 0, "Charming": 0},
    "weapon": "Fist",
    "desc": "A hunter wearing a boar's head as a hood, happy to wrestle anyone "
            "who asks: |w+spar Tusk|n and he swings at you, for practice."}


def setup_opponent(npc, spec: dict) -> None:
    from rules.pbta.sheet import new_sheet

    if not npc.pbta.has_sheet:
        npc.pbta.save(new_sheet(spec["people"], spec["stats"]))
    npc.attributes.add("spar_weapon", spec["weapon"], category="pbta")  # +spar (commands/spar.py)
