"""The pbta section of a character's web sheet (web/website/sheet_data.py
draws it with the template named by the ruleset's ``sheet_template``)."""

from __future__ import annotations

from web.website.sheet_data import bar
from web.website.sheet_data import has_data as _has_data


def sheet_section(char) -> dict | None:
    handler = getattr(char, "pbta", None)
    if not _has_data(handler):
        return None
    sheet = handler.sheet() if callable(getattr(handler, "sheet", None)) else None
    if sheet is None:
        return None
    hp, top = int(getattr(sheet, "hp", 0)), int(getattr(sheet, "max_hp", 0))
    return {
        "people": getattr(sheet, "people", "-"),
        "level": getattr(sheet, "level", 1),
        "tokens": getattr(sheet, "tokens", 0),
        "condition": str(getattr(sheet, "condition", "")).replace("_", " "),
        "stats": [{"name": k, "rating": f"{int(v):+d}"}
                  for k, v in (getattr(sheet, "stats", {}) or {}).items()],
        "hp": hp, "max_hp": top,
        "hp_bar": bar(hp, top, f"HP {hp}/{top}", "#b22222" if hp <= top // 4 else "#2e8b57"),
    }
