"""muse's part of a character's vitals (typeclasses/vitals.py): Life Points,
only when the character has a muse sheet."""

from __future__ import annotations

from typeclasses.vitals import has_data


def vitals(char) -> dict:
    muse = getattr(char, "muse", None)
    if has_data(muse):
        try:
            return {"lp": int(muse.life_points), "lp_max": int(muse.max_life)}
        except Exception:
            pass
    return {}
