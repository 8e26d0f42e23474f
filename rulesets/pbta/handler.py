"""The pbta sheet of a Character, kept in Attributes (category ``pbta``).

``char.pbta`` turns Attributes into a :class:`rules.pbta.sheet.Sheet` and
back, and keeps the little table state the sheet itself does not hold:
chargen (submitted / approved), what the character is guarding, a hit
waiting for its damage roll, and a Defend "halve" waiting for the next
blow. It decides nothing itself: every rule lives in rules/pbta.

A character who has never set up a pbta sheet reads as a fresh one of the
default people (``settings.FOURFOLD_PBTA_DEFAULT_PEOPLE``, Human unless set)
with every stat at 0; nothing is stored until something changes.
"""

from __future__ import annotations

import time

from core.chargen_form import Budget
from core.game_settings import setting
from rules.pbta.sheet import Sheet, check_sheet, new_sheet
from rules.pbta.stats import CHARGEN_TOTAL, STATS, chargen_spent, check_chargen
from typeclasses.sheet_handler import SheetHandler

CATEGORY = "pbta"
STORED = ("sheet", "approved", "submitted", "guarding", "halve_next", "pending_hit", "attacked",
          "last_rest")


def default_people() -> str:
    return setting("FOURFOLD_PBTA_DEFAULT_PEOPLE")


def hit_window() -> int:
    return int(setting("FOURFOLD_PBTA_HIT_WINDOW"))


def rest_gap() -> float:
    """Real seconds between two rests (docs/rulings.md, "pbta": 4 hours)."""
    return float(setting("FOURFOLD_PBTA_REST_SECONDS"))


def blank_sheet() -> Sheet:
    return new_sheet(default_people(), {stat: 0 for stat in STATS})


class PbtaHandler(SheetHandler):
    category = CATEGORY
    vitals_keys = frozenset({"approved", "sheet"})  # GMCP Char.Vitals (sheet_handler.py)

    def _remove(self, key):
        self.obj.attributes.remove(key, category=CATEGORY)

    # --- the sheet ----------------------------------------------------------
    @property
    def has_sheet(self) -> bool:
        return bool(self._get("sheet"))

    def sheet(self) -> Sheet:
        data = self._get("sheet")
        return Sheet.from_dict(dict(data)) if data else blank_sheet()

    def save(self, sheet: Sheet) -> Sheet:
        """Store ``sheet`` (checked against the rules' invariants first)."""
        check_sheet(sheet)
        self._set("sheet", sheet.to_dict())
        return sheet

    # --- chargen's review (features/chargen/review.py) -----------------------
    def check_ready(self) -> None:
        """The stats bought in chargen fit its limits; the sheet is stored
        (a character who never changed anything submits the fresh sheet)."""
        check_chargen(self.sheet().creation_stats)
        self.save(self.sheet())

    def check_approvable(self) -> None:
        self.save(self.sheet())

    def chargen_budgets(self) -> tuple:
        """The stat points bought in chargen (points levels earned are not
        counted, as +stat and the web form count them)."""
        return (Budget("Stat points", chargen_spent(self.sheet().creation_stats), CHARGEN_TOTAL),)

    # --- table state around the sheet ---------------------------------------
    @property
    def guarding(self) -> str:
        """What the character stands in defense of ('' when nothing)."""
        return str(self._get("guarding", "") or "")

    @guarding.setter
    def guarding(self, value: str) -> None:
        self._set("guarding", str(value or ""))

    @property
    def halve_next(self) -> str:
        """Who halved the next blow to this character ('' when nobody)."""
        return str(self._get("halve_next", "") or "")

    @halve_next.setter
    def halve_next(self, value: str) -> None:
        self._set("halve_next", str(value or ""))

    def pending_hit(self) -> dict | None:
        """The last attack that landed and still waits for its damage roll:
        ``{"target": id or None, "name": str, "critical": bool, "time": float}``."""
        hit = self._get("pending_hit")
        if not hit:
            return None
        hit = dict(hit)
        if time.time() - float(hit.get("time", 0)) > hit_window():
            self._remove("pending_hit")
            return None
        return hit

    def set_pending_hit(self, target_id, name: str, critical: bool) -> None:
        self._set("pending_hit", {"target": target_id, "name": str(name), "critical": bool(critical),
                                  "time": time.time()})

    def clear_pending_hit(self) -> None:
        self._remove("pending_hit")

    # --- Defend: an attack on the defender or what they guard ------------------
    def attack_on_guard(self) -> dict | None:
        """The attack that lets this defender spend Readiness, while it is
        fresh: ``{"by": attacker id, "name": str, "target": str, "time": float}``."""
        hit = self._get("attacked")
        if not hit:
            return None
        hit = dict(hit)
        if time.time() - float(hit.get("time", 0)) > hit_window():
            self._remove("attacked")
            return None
        return hit

    def set_attack_on_guard(self, attacker, target: str) -> None:
        self._set("attacked", {"by": attacker.id, "name": attacker.key, "target": str(target),
                               "time": time.time()})

    def clear_attack_on_guard(self) -> None:
        self._remove("attacked")

    # --- rest ----------------------------------------------------------------
    @property
    def last_rest(self) -> float | None:
        value = self._get("last_rest")
        return None if value is None else float(value)

    @last_rest.setter
    def last_rest(self, value: float | None) -> None:
        self._set("last_rest", value)

    def reset(self) -> None:
        """Forget the pbta sheet and everything around it (a new character)."""
        for key in STORED:
            self._remove(key)

    def snapshot(self) -> dict:
        """Everything this handler keeps, for 'nothing changed' checks."""
        return {key: self._get(key) for key in STORED}
