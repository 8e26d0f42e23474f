"""The fs3 section of a character's web sheet (web/website/sheet_data.py
draws it with the template named by the ruleset's ``sheet_template``,
rulesets/fs3/templates/rulesets/fs3/sheet.html)."""

from __future__ import annotations

from core.text import counts
from rules.fs3.combat.wounds import KO_THRESHOLD, Wound, total_modifier, wound_penalty
from web.website.sheet_data import BAR_WIDTH, signed


def wound_bar(wounds: list[Wound]) -> dict:
    """The total wound modifier drawn toward the KO threshold: the bar runs
    from 0 to twice the threshold (or further when the wounds go further),
    with a line where a KO check begins."""
    total = abs(total_modifier(wounds))
    threshold = abs(KO_THRESHOLD)
    scale = max(2 * threshold, total)
    colour = "#b22222" if total >= threshold else ("#d2691e" if total else "#2e8b57")
    return {"width": BAR_WIDTH, "fill": round(BAR_WIDTH * total / scale, 1),
            "ko_x": round(BAR_WIDTH * threshold / scale, 1), "total": -total,
            "threshold": -threshold, "colour": colour,
            "label": f"Wound modifier {signed(-total)} (KO check at {signed(-threshold)})"}


def sheet_section(char) -> dict | None:
    handler = getattr(char, "fs3", None)
    if handler is None:
        return None
    from rulesets.fs3.catalogue import catalogue

    cat = catalogue()
    sheet = handler.sheet()
    wounds = [Wound.from_dict(w) for w in handler.wounds]
    penalty = wound_penalty(wounds)
    if handler.approved:
        status = "approved"
    else:
        status = "submitted, awaiting staff" if handler.submitted else "in chargen"
    skills = []
    for ab in cat.skills:
        ruling = sheet.rating(cat.find(ab.ruling))
        skills.append({"name": ab.name, "rating": sheet.rating(ab), "ruling": ab.ruling,
                       "pool": max(1, sheet.rating(ab) + ruling + penalty)})
    return {
        "status": status,
        "luck": sheet.luck,
        "attributes": [{"name": ab.name, "rating": sheet.rating(ab)} for ab in cat.attributes],
        "skills": skills,
        "wounds": [{"severity": w.severity.label, "location": w.location or "-",
                    "weapon": w.weapon or "-", "modifier": signed(w.modifier),
                    "treated": w.treated, "description": w.description} for w in wounds],
        "penalty": penalty,
        "penalty_text": counts.dice(penalty),
        "wound_bar": wound_bar(wounds),
    }
