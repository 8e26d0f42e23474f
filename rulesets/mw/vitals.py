"""mw's part of a character's vitals (typeclasses/vitals.py): the Words of
Power with their dice (a hurt Word's die is below its full one) and the
Gains banked, only when the character has an mw sheet."""

from __future__ import annotations

from typeclasses.vitals import has_data


def vitals(char) -> dict:
    mw = getattr(char, "mw", None)
    if not has_data(mw):
        return {}
    try:
        sheet = mw.sheet()
        if sheet is None:
            return {}
        return {"words": [{"letter": w.letter, "name": w.name, "die": int(w.die), "full": int(w.full)}
                          for w in sheet.words],
                "gains": int(sheet.gains)}
    except Exception:
        return {}
