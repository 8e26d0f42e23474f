"""What a pbta practice bout gives back (features/practice/fights.py): HP and
the state at 0 HP, Readiness, forwards spent and a Defend's hold. Tokens,
levels and stats earned meanwhile stay."""

from __future__ import annotations

from dataclasses import replace

from rules.pbta.sheet import Sheet

KEPT = ("hp", "readiness", "forwards", "condition", "price_due", "prices")


class PbtaPractice:
    @staticmethod
    def snapshot(char) -> dict | None:
        handler = getattr(char, "pbta", None)
        if handler is None or not handler.has_sheet:
            return None
        return {"sheet": handler.sheet().to_dict(), "guarding": handler.guarding,
                "halve_next": handler.halve_next}

    @staticmethod
    def restore(char, data: dict) -> list[str]:
        handler = char.pbta
        old = Sheet.from_dict(dict(data["sheet"]))
        now = handler.sheet()
        back = replace(now, **{key: getattr(old, key) for key in KEPT})
        back = replace(back, hp=min(back.hp, back.max_hp))
        if back != now:
            handler.save(back)
        handler.guarding = data.get("guarding", "")
        handler.halve_next = data.get("halve_next", "")
        handler.clear_pending_hit()
        return [f"{back.hp} of {back.max_hp} HP"]
