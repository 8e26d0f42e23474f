"""The muse section of a character's web sheet (web/website/sheet_data.py
draws it with the template named by the ruleset's ``sheet_template``)."""

from __future__ import annotations

from web.website.sheet_data import bar
from web.website.sheet_data import has_data as _has_data


def sheet_section(char) -> dict | None:
    handler = getattr(char, "muse", None)
    if not _has_data(handler):
        return None
    traits = dict(getattr(handler, "traits", {}) or {})
    life, top = int(handler.life_points), int(handler.max_life)
    tribulations = []
    for name, aff in sorted((getattr(handler, "tribulations", {}) or {}).items()):
        rounds = getattr(aff, "rounds_left", None)
        detail = getattr(aff, "detail", None)
        note = "lasts until dealt with" if rounds is None else f"{rounds} rounds left"
        tribulations.append({"name": name, "note": note + (f", {detail}" if detail else "")})
    return {
        "path": getattr(handler, "path", "") or "-",
        "key_trait": getattr(handler, "key_trait", None) or "-",
        "level": getattr(handler, "level", 1),
        "traits": [{"name": k, "rating": v} for k, v in traits.items()],
        "life": life, "max_life": top,
        "lp_bar": bar(life, top, f"Life Points {life}/{top}",
                      "#b22222" if life <= top // 4 else "#2e8b57"),
        "tribulations": tribulations,
    }
