"""What a muse practice fight gives back (features/practice/fights.py): Life
Points, Tribulations (Unconscious among them) and life itself. Dying lives
in the fight's own state and ends with it."""

from __future__ import annotations

from evennia.utils.dbserialize import deserialize

from rules.muse.tribulations import afflictions_from_dict

CATEGORY = "muse"
KEPT = ("life_points", "tribulations", "dead", "fade_clock", "poison_drain")


class MusePractice:
    @staticmethod
    def kept(char) -> dict:
        return {key: deserialize(char.attributes.get(key, category=CATEGORY)) for key in KEPT}

    @classmethod
    def snapshot(cls, char) -> dict | None:
        return cls.kept(char) if getattr(char, "muse", None) is not None else None

    @classmethod
    def restore(cls, char, data: dict) -> list[str]:
        handler = char.muse
        if cls.kept(char) == data:
            return []
        for key in KEPT:
            if data.get(key) is None:
                char.attributes.remove(key, category=CATEGORY)
            else:
                char.attributes.add(key, data[key], category=CATEGORY)
        handler.start_fading()
        names = sorted(afflictions_from_dict(data.get("tribulations") or {}))
        return [f"{handler.life_points} Life Points",
                "no Tribulations" if not names else "Tribulations " + ", ".join(names)]
