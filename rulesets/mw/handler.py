"""The mw (Muscle Wizard) sheet of a Character, kept in Attributes
(category ``mw``).

What is stored:

- ``sheet``: a :class:`rules.mw.sheet.Sheet` as a dict (archetype, Words,
  Gains, items, dead), or nothing before an archetype is chosen;
- ``approved`` / ``submitted``: the chargen state;
- ``spotters``: spotting declared for the character's next roll, one dict
  per spotter (their id and name and the Words they back the roll with);
- ``vetoes``: letters of Words staff (the GM) set aside for the next roll;
- ``use_items``: names of items the player readied for the next roll;
- ``past_lives``: the sheets of Muscle Wizards this character was before
  staff restarted them after a death, each ``{"sheet", "ended", "by"}``.

The handler turns Attributes into rules/ records and back; it decides
nothing itself.
"""

from __future__ import annotations

import time

from rules.errors import RulesError
from rules.mw.roll import Spotter
from rules.mw.sheet import Sheet
from typeclasses.sheet_handler import SheetHandler

CATEGORY = "mw"


class MwHandler(SheetHandler):
    category = CATEGORY

    # --- the sheet ----------------------------------------------------------
    @property
    def has_sheet(self) -> bool:
        return bool(self._get("sheet"))

    def sheet(self) -> Sheet | None:
        """The sheet, or None before an archetype is chosen."""
        data = self._get("sheet")
        if not data:
            return None
        return Sheet.from_dict(dict(data))

    def save(self, sheet: Sheet) -> None:
        """Store a sheet the rules have already checked."""
        self._set("sheet", sheet.to_dict())

    # --- chargen's review (features/chargen/review.py) -----------------------
    def check_ready(self) -> None:
        """An archetype and at least one Word."""
        sheet = self.sheet()
        if sheet is None or not sheet.words:
            raise RulesError("Choose an archetype and add at least one Word before submitting.")

    def check_approvable(self) -> None:
        sheet = self.sheet()
        if sheet is None:
            raise RulesError(f"{self.obj.key} has no Muscle Wizard sheet.")
        if not sheet.words:
            raise RulesError(f"{self.obj.key} has no Words of Power yet.")

    # --- a new life after death ------------------------------------------------
    @property
    def past_lives(self) -> list[dict]:
        return [dict(p) for p in (self._get("past_lives", []) or [])]

    def restart(self, by: str, now: float | None = None) -> dict:
        """Keep the current sheet in ``past_lives`` and clear the way for a
        new character (chargen opens again). Returns the record kept."""
        record = {"sheet": dict(self._get("sheet") or {}), "ended": time.time() if now is None else now,
                  "by": str(by)}
        self._set("past_lives", self.past_lives + [record])
        self.obj.attributes.remove("sheet", category=CATEGORY)
        self._set("approved", False)
        self._set("submitted", False)
        self.clear_pending()
        return record

    # --- what is banked for the next roll ------------------------------------
    @property
    def spotters(self) -> list[dict]:
        """[{"id": dbid, "name": key, "words": [Word names]}] in declared order."""
        return [dict(s) for s in (self._get("spotters", []) or [])]

    def add_spotter(self, spotter_obj, words) -> None:
        """Bank (or replace) one spotter's backing for the next roll."""
        keep = [s for s in self.spotters if s["id"] != spotter_obj.id]
        keep.append({"id": spotter_obj.id, "name": spotter_obj.key, "words": list(words)})
        self._set("spotters", keep)

    def spotter_records(self, entries=None) -> tuple[Spotter, ...]:
        return tuple(Spotter(s["name"], len(s["words"])) for s in
                     (self.spotters if entries is None else entries))

    @property
    def vetoes(self) -> list[str]:
        """Letters of the Words vetoed for the next roll."""
        return list(self._get("vetoes", []) or [])

    def add_veto(self, letter: str) -> None:
        vetoes = self.vetoes
        if letter not in vetoes:
            vetoes.append(letter)
        self._set("vetoes", vetoes)

    def clear_vetoes(self) -> None:
        self._set("vetoes", [])

    @property
    def use_items(self) -> list[str]:
        """Names of the items readied for the next roll."""
        return list(self._get("use_items", []) or [])

    def ready_item(self, name: str) -> None:
        names = self.use_items
        if name not in names:
            names.append(name)
        self._set("use_items", names)

    def unready_item(self, name: str) -> None:
        self._set("use_items", [n for n in self.use_items if n != name])

    def clear_pending(self) -> None:
        """The next roll happened: spotting, vetoes and readied items are spent."""
        for key in ("spotters", "vetoes", "use_items"):
            self._set(key, [])
