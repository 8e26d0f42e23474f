"""fs3's part of a character's vitals (typeclasses/vitals.py): Luck, wounds
and the fs3 fight the character is in."""

from __future__ import annotations


def vitals(char) -> dict:
    from rules.fs3.combat.wounds import KO_THRESHOLD, Wound, total_modifier, wound_penalty

    data = {}
    fs3 = getattr(char, "fs3", None)
    if fs3 is not None:
        wounds = [Wound.from_dict(w) for w in fs3.wounds]
        data.update({
            "luck": int(fs3.luck),
            "wounds": len(wounds),
            "wound_total": round(total_modifier(wounds), 2),
            "wound_penalty": int(wound_penalty(wounds)),
            "ko_threshold": float(KO_THRESHOLD),
        })
    try:
        from rulesets.fs3.combat_script import combat_of

        combat = combat_of(char)
        if combat is not None:
            data["combat"], data["combat_turn"] = int(combat.number), int(combat.turn)
    except Exception:
        pass
    return data
