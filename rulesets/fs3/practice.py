"""What an fs3 practice fight gives back (features/practice/fights.py): the
wounds it dealt and the Luck it cost. A KO lives in the fight's own state
and ends with it."""

from __future__ import annotations


class FS3Practice:
    @staticmethod
    def snapshot(char) -> dict | None:
        handler = getattr(char, "fs3", None)
        if handler is None:
            return None
        return {"wounds": [dict(w) for w in handler.wounds], "luck": handler.luck}

    @staticmethod
    def restore(char, data: dict) -> list[str]:
        handler = char.fs3
        given = []
        wounds = [dict(w) for w in data.get("wounds", [])]
        if [dict(w) for w in handler.wounds] != wounds:
            handler.wounds = wounds
            given.append(f"{len(wounds)} wound{'s' if len(wounds) != 1 else ''}")
        luck = int(data.get("luck", handler.luck))
        if handler.luck < luck:  # Luck spent comes back; Luck staff gave meanwhile stays
            handler.luck = luck
            given.append(f"{luck} Luck")
        return given
