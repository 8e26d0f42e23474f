"""What an mw practice bout gives back (features/practice/fights.py): every
Word as it was (harm and Injuries undone), life, and the Gains spent.
Gains the bout's explosions earned stay, as after any roll."""

from __future__ import annotations

from dataclasses import replace

from rules.mw.sheet import Sheet


class MwPractice:
    @staticmethod
    def snapshot(char) -> dict | None:
        handler = getattr(char, "mw", None)
        sheet = handler.sheet() if handler is not None else None
        return None if sheet is None else {"sheet": sheet.to_dict()}

    @staticmethod
    def restore(char, data: dict) -> list[str]:
        handler = char.mw
        old = Sheet.from_dict(dict(data["sheet"]))
        now = handler.sheet()
        if now is None:
            return []
        back = replace(now, words=old.words, dead=old.dead, gains=max(now.gains, old.gains))
        if back != now:
            handler.save(back)
        words = ", ".join(f"{w.name} d{w.die}" for w in back.words)
        return [words, f"{back.gains} Gains"] if words else [f"{back.gains} Gains"]
