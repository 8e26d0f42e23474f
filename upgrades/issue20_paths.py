"""Issue 20 moved modules; this rewrites references to the old module paths.

For merging a branch made before the move: after the merge, run
``python -m upgrades.issue20_paths <files...>`` (or with no arguments: every
tracked .py/.html/.md file) to rewrite imports, dotted strings (typeclass
and cmdset paths, mock.patch targets) and file paths in docs. Relative
imports inside a moved package still resolve; ``from typeclasses import
fs3_handler``-style imports are rewritten to the new parent. The stored
database paths are the data migration's job (migrations/0001_ruleset_packages.py).
"""

from __future__ import annotations

import re
import subprocess
import sys

MOVES = {
    "commands.fs3": "rulesets.fs3.commands",
    "commands.fs3.aid": "rulesets.fs3.commands.aid",
    "commands.fs3.chargen": "rulesets.fs3.commands.chargen",
    "commands.fs3.cmdset": "rulesets.fs3.commands.cmdset",
    "commands.fs3.combat": "rulesets.fs3.commands.combat",
    "commands.fs3.combat_actions": "rulesets.fs3.commands.combat_actions",
    "commands.fs3.combat_base": "rulesets.fs3.commands.combat_base",
    "commands.fs3.combat_format": "rulesets.fs3.combat_format",
    "commands.fs3.combat_manage": "rulesets.fs3.commands.combat_manage",
    "commands.fs3.combat_npc": "rulesets.fs3.commands.combat_npc",
    "commands.fs3.damage": "rulesets.fs3.commands.damage",
    "commands.fs3.format": "rulesets.fs3.commands.format",
    "commands.fs3.gear": "rulesets.fs3.commands.gear",
    "commands.fs3.gear_info": "rulesets.fs3.commands.gear_info",
    "commands.fs3.history": "commands.rolls",
    "commands.fs3.luck": "rulesets.fs3.commands.luck",
    "commands.fs3.roll": "rulesets.fs3.commands.roll",
    "commands.fs3.rolling": "rulesets.fs3.commands.rolling",
    "commands.fs3.sheet": "rulesets.fs3.commands.sheet",
    "commands.fs3.wounds_text": "rulesets.fs3.wounds_text",
    "commands.muse": "rulesets.muse.commands",
    "commands.muse.chargen": "rulesets.muse.commands.chargen",
    "commands.muse.cmdset": "rulesets.muse.commands.cmdset",
    "commands.muse.combat": "rulesets.muse.commands.combat",
    "commands.muse.combat_actions": "rulesets.muse.commands.combat_actions",
    "commands.muse.combat_base": "rulesets.muse.commands.combat_base",
    "commands.muse.combat_format": "rulesets.muse.combat_format",
    "commands.muse.combat_manage": "rulesets.muse.commands.combat_manage",
    "commands.muse.format": "rulesets.muse.commands.format",
    "commands.muse.heal": "rulesets.muse.commands.heal",
    "commands.muse.options": "rulesets.muse.commands.options",
    "commands.muse.react": "rulesets.muse.commands.react",
    "commands.muse.roll": "rulesets.muse.commands.roll",
    "commands.muse.rolling": "rulesets.muse.commands.rolling",
    "commands.muse.scene": "rulesets.muse.commands.scene",
    "commands.muse.sheet": "rulesets.muse.commands.sheet",
    "commands.muse.staff": "rulesets.muse.commands.staff",
    "commands.muse.wake": "rulesets.muse.commands.wake",
    "commands.mw": "rulesets.mw.commands",
    "commands.mw.chargen": "rulesets.mw.commands.chargen",
    "commands.mw.cmdset": "rulesets.mw.commands.cmdset",
    "commands.mw.common": "rulesets.mw.commands.common",
    "commands.mw.format": "rulesets.mw.commands.format",
    "commands.mw.gains": "rulesets.mw.commands.gains",
    "commands.mw.harm": "rulesets.mw.commands.harm",
    "commands.mw.history": "rulesets.mw.commands.history",
    "commands.mw.items": "rulesets.mw.commands.items",
    "commands.mw.roll": "rulesets.mw.commands.roll",
    "commands.mw.sheet": "rulesets.mw.commands.sheet",
    "commands.mw.support": "rulesets.mw.commands.support",
    "commands.pbta": "rulesets.pbta.commands",
    "commands.pbta.chargen": "rulesets.pbta.commands.chargen",
    "commands.pbta.cmdset": "rulesets.pbta.commands.cmdset",
    "commands.pbta.common": "rulesets.pbta.commands.common",
    "commands.pbta.damage": "rulesets.pbta.commands.damage",
    "commands.pbta.defend": "rulesets.pbta.commands.defend",
    "commands.pbta.format": "rulesets.pbta.commands.format",
    "commands.pbta.guard": "rulesets.pbta.commands.guard",
    "commands.pbta.moves": "rulesets.pbta.commands.moves",
    "commands.pbta.sheet": "rulesets.pbta.commands.sheet",
    "commands.rulesets": "rulesets.registry",
    "tests.game.alt_ruleset": "tests.rulesets.alt.commands",
    "tests.game.fs3_combat_helpers": "tests.rulesets.fs3.fs3_combat_helpers",
    "tests.game.muse_combat_helpers": "tests.rulesets.muse.muse_combat_helpers",
    "tests.game.muse_helpers": "tests.rulesets.muse.muse_helpers",
    "tests.game.mw_helpers": "tests.rulesets.mw.mw_helpers",
    "tests.game.pbta_helpers": "tests.rulesets.pbta.pbta_helpers",
    "tests.game.test_combat_store": "tests.rulesets.fs3.test_combat_store",
    "tests.game.test_fs3_aid": "tests.rulesets.fs3.test_fs3_aid",
    "tests.game.test_fs3_chargen": "tests.rulesets.fs3.test_fs3_chargen",
    "tests.game.test_fs3_combat_commands": "tests.rulesets.fs3.test_fs3_combat_commands",
    "tests.game.test_fs3_combat_issue18": "tests.rulesets.fs3.test_fs3_combat_issue18",
    "tests.game.test_fs3_combat_script": "tests.rulesets.fs3.test_fs3_combat_script",
    "tests.game.test_fs3_gear": "tests.rulesets.fs3.test_fs3_gear",
    "tests.game.test_fs3_luck": "tests.rulesets.fs3.test_fs3_luck",
    "tests.game.test_fs3_powers": "tests.rulesets.fs3.test_fs3_powers",
    "tests.game.test_fs3_roll": "tests.rulesets.fs3.test_fs3_roll",
    "tests.game.test_fs3_rolls": "tests.rulesets.fs3.test_fs3_rolls",
    "tests.game.test_fs3_sheet": "tests.rulesets.fs3.test_fs3_sheet",
    "tests.game.test_fs3_wounds": "tests.rulesets.fs3.test_fs3_wounds",
    "tests.game.test_muse_chargen": "tests.rulesets.muse.test_muse_chargen",
    "tests.game.test_muse_combat_commands": "tests.rulesets.muse.test_muse_combat_commands",
    "tests.game.test_muse_combat_consent": "tests.rulesets.muse.test_muse_combat_consent",
    "tests.game.test_muse_combat_leave_wake": "tests.rulesets.muse.test_muse_combat_leave_wake",
    "tests.game.test_muse_combat_script": "tests.rulesets.muse.test_muse_combat_script",
    "tests.game.test_muse_handler": "tests.rulesets.muse.test_muse_handler",
    "tests.game.test_muse_heal": "tests.rulesets.muse.test_muse_heal",
    "tests.game.test_muse_outside_fight": "tests.rulesets.muse.test_muse_outside_fight",
    "tests.game.test_muse_roll": "tests.rulesets.muse.test_muse_roll",
    "tests.game.test_muse_ruleset": "tests.rulesets.muse.test_muse_ruleset",
    "tests.game.test_muse_scene": "tests.rulesets.muse.test_muse_scene",
    "tests.game.test_muse_turn_timer": "tests.rulesets.muse.test_muse_turn_timer",
    "tests.game.test_muse_wake": "tests.rulesets.muse.test_muse_wake",
    "tests.game.test_mw_chargen": "tests.rulesets.mw.test_mw_chargen",
    "tests.game.test_mw_help": "tests.rulesets.mw.test_mw_help",
    "tests.game.test_mw_play": "tests.rulesets.mw.test_mw_play",
    "tests.game.test_mw_restart": "tests.rulesets.mw.test_mw_restart",
    "tests.game.test_mw_roll": "tests.rulesets.mw.test_mw_roll",
    "tests.game.test_pbta_chargen": "tests.rulesets.pbta.test_pbta_chargen",
    "tests.game.test_pbta_health": "tests.rulesets.pbta.test_pbta_health",
    "tests.game.test_pbta_help": "tests.rulesets.pbta.test_pbta_help",
    "tests.game.test_pbta_moves": "tests.rulesets.pbta.test_pbta_moves",
    "tests.game.test_pbta_rulings": "tests.rulesets.pbta.test_pbta_rulings",
    "tests.game.test_pbta_session": "tests.rulesets.pbta.test_pbta_session",
    "tests.game.test_rulesets": "tests.rulesets.test_registry",
    "typeclasses.combat_script": "rulesets.fs3.combat_script",
    "typeclasses.combat_store": "rulesets.fs3.combat_store",
    "typeclasses.fs3_catalogue": "rulesets.fs3.catalogue",
    "typeclasses.fs3_handler": "rulesets.fs3.handler",
    "typeclasses.gear": "rulesets.fs3.gear",
    "typeclasses.gear_handler": "rulesets.fs3.gear_handler",
    "typeclasses.healing": "rulesets.fs3.healing",
    "typeclasses.healing_script": "rulesets.fs3.healing_script",
    "typeclasses.muse_combat": "rulesets.muse.combat_script",
    "typeclasses.muse_combat_common": "rulesets.muse.combat_common",
    "typeclasses.muse_combat_reactions": "rulesets.muse.combat_reactions",
    "typeclasses.muse_combat_steps": "rulesets.muse.combat_steps",
    "typeclasses.muse_combat_timer": "rulesets.muse.combat_timer",
    "typeclasses.muse_handler": "rulesets.muse.handler",
    "typeclasses.mw_handler": "rulesets.mw.handler",
    "typeclasses.pbta_handler": "rulesets.pbta.handler",
    "typeclasses.pbta_weapons": "rulesets.pbta.weapons",
    "world.fs3_abilities": "rulesets.fs3.abilities",
    "world.fs3_gear": "rulesets.fs3.gear_data",
    "world.help_muse": "rulesets.muse.help",
    "world.help_mw": "rulesets.mw.help",
    "world.help_pbta": "rulesets.pbta.help",
    "world.pbta_weapons": "rulesets.pbta.weapons_data",
}

_DOTTED = re.compile(r"(?<![\w.])(" + "|".join(re.escape(k) for k in sorted(MOVES, key=len, reverse=True)) + r")(?![\w])")
_PATHS = {}
for _old, _new in MOVES.items():
    _PATHS[_old.replace(".", "/") + ".py"] = _new.replace(".", "/") + ".py"
    _PATHS[_old.replace(".", "/") + "/"] = _new.replace(".", "/") + "/"
_PATH_RE = re.compile(r"(?<![\w/.])(" + "|".join(re.escape(k) for k in sorted(_PATHS, key=len, reverse=True)) + r")(?![\w])")
_FROM = re.compile(r"^(\s*)from\s+([\w.]+)\s+import\s+(\w+)(\s+as\s+\w+)?(\s*(#.*)?)$", re.M)


def _from_parent(match: re.Match) -> str:
    indent, package, name, alias, tail = match.group(1, 2, 3, 4, 5)
    new = MOVES.get(f"{package}.{name}")
    if new is None or new.endswith(".commands"):
        return match.group(0)
    parent, new_name = new.rsplit(".", 1)
    if new_name != name and not alias:
        alias = f" as {name}"
    return f"{indent}from {parent} import {new_name}{alias or ''}{tail or ''}"


def rewrite(text: str) -> str:
    text = _FROM.sub(_from_parent, text)
    text = _DOTTED.sub(lambda m: MOVES[m.group(1)], text)
    return _PATH_RE.sub(lambda m: _PATHS[m.group(1)], text)


def main(paths: list[str]) -> int:
    if not paths:
        listed = subprocess.run(["git", "ls-files"], capture_output=True, text=True, check=True).stdout
        paths = [p for p in listed.split() if p.endswith((".py", ".html", ".md"))
                 and not p.startswith("upgrades/")]
    changed = 0
    for path in paths:
        with open(path, encoding="utf-8") as handle:
            text = handle.read()
        new = rewrite(text)
        if new != text:
            with open(path, "w", encoding="utf-8") as handle:
                handle.write(new)
            changed += 1
            print(f"rewrote {path}")
    return changed


if __name__ == "__main__":
    main(sys.argv[1:])
