"""The mw section of a character's web sheet (web/website/sheet_data.py
draws it with the template named by the ruleset's ``sheet_template``)."""

from __future__ import annotations

from web.website.sheet_data import has_data as _has_data


def _archetype_name(key: str) -> str:
    """"True Muscle", not the stored key "true_muscle"."""
    from rules.errors import RulesError
    from rules.mw.words import find_archetype

    try:
        return find_archetype(key).name
    except RulesError:
        return key.replace("_", " ") or "-"


def sheet_section(char) -> dict | None:
    handler = getattr(char, "mw", None)
    if not _has_data(handler):
        return None
    sheet = handler.sheet() if callable(getattr(handler, "sheet", None)) else None
    if sheet is None:
        return None
    return {
        "archetype": _archetype_name(getattr(sheet, "archetype", "")),
        "gains": getattr(sheet, "gains", 0),
        "dead": getattr(sheet, "dead", False),
        "words": [{"letter": w.letter, "name": w.name, "side": str(getattr(w, "side", "")).title(),
                   "die": f"d{w.die}", "full": f"d{w.full}",
                   "hurt": bool(getattr(w, "damaged", False))} for w in sheet.words],
        "items": [{"name": i.name, "bonus": f"{i.kind} d{i.sides}", "cursed": i.cursed}
                  for i in getattr(sheet, "items", ())],
    }
