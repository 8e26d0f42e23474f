"""The fs3 section of a character's web sheet (web/website/sheet_data.py
draws it with the template named by the ruleset's ``sheet_template``)."""

from __future__ import annotations

from rules.fs3.combat.wounds import Wound, wound_penalty
from web.website.sheet_data import signed, wound_bar


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
        "wound_bar": wound_bar(wounds),
    }
