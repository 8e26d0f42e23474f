"""The pbta section of a character's web sheet (web/website/sheet_data.py
draws it with the template named by the ruleset's ``sheet_template``)."""

from __future__ import annotations

from rules.pbta.sheet import BARGAINING, DEAD, DOWN, FUNCTIONING, LAST_ACTION, UNCONSCIOUS, UP
from web.website.sheet_data import bar
from web.website.sheet_data import has_data as _has_data

# The state a character is in, as words on the web sheet (the stored keys are
# "up", "last_action"...; the game's own lines to the player are
# rulesets/pbta/commands/format.py's CONDITION_TEXT).
CONDITION_WORDS = {
    UP: "on their feet",
    DOWN: "down at 0 HP (only Keep Fighting may be rolled)",
    FUNCTIONING: "acting at 0 HP, -1 on every roll until healed",
    LAST_ACTION: "at 0 HP with one action left before passing out",
    UNCONSCIOUS: "unconscious at 0 HP",
    BARGAINING: "out cold, bargaining with the spirits",
    DEAD: "dead",
}


def people_name(key: str) -> str:
    """"Wall Person", not the stored key "wall_person"."""
    from rules.errors import RulesError
    from rules.pbta.stats import find_people

    try:
        return find_people(key).name
    except RulesError:
        return (key or "").replace("_", " ") or "-"


def condition_words(key: str) -> str:
    return CONDITION_WORDS.get(key, (key or "").replace("_", " "))


def tokens_words(count: int) -> str:
    return f"{count} token{'' if count == 1 else 's'}"


def sheet_section(char) -> dict | None:
    handler = getattr(char, "pbta", None)
    if not _has_data(handler):
        return None
    sheet = handler.sheet() if callable(getattr(handler, "sheet", None)) else None
    if sheet is None:
        return None
    hp, top = int(getattr(sheet, "hp", 0)), int(getattr(sheet, "max_hp", 0))
    return {
        "people": people_name(getattr(sheet, "people", "")),
        "level": getattr(sheet, "level", 1),
        "tokens": tokens_words(int(getattr(sheet, "tokens", 0) or 0)),
        "condition": condition_words(str(getattr(sheet, "condition", ""))),
        "stats": [{"name": k, "rating": f"{int(v):+d}"}
                  for k, v in (getattr(sheet, "stats", {}) or {}).items()],
        "hp": hp, "max_hp": top,
        "hp_bar": bar(hp, top, f"HP {hp}/{top}", "#b22222" if hp <= top // 4 else "#2e8b57"),
    }
