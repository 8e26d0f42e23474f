"""pbta's part of a character's vitals (typeclasses/vitals.py): HP, only when
the character has a pbta sheet."""

from __future__ import annotations

from typeclasses.vitals import has_data


def vitals(char) -> dict:
    pbta = getattr(char, "pbta", None)
    if has_data(pbta):
        try:
            sheet = pbta.sheet()
            if sheet is not None:
                return {"hp": int(sheet.hp), "hp_max": int(sheet.max_hp)}
        except Exception:
            pass
    return {}
