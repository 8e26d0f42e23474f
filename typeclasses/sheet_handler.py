"""What every ruleset's sheet handler (``char.fs3``, ``char.muse``,
``char.pbta``, ``char.mw``) shares: its Attributes live in one category
named for the ruleset, and chargen's ``approved`` / ``submitted`` flags."""

from __future__ import annotations


class SheetHandler:
    category = ""  # the Attribute category, e.g. "fs3"

    def __init__(self, obj):
        self.obj = obj

    # --- raw attribute access -------------------------------------------
    def _get(self, key, default=None):
        return self.obj.attributes.get(key, default=default, category=self.category)

    def _set(self, key, value):
        self.obj.attributes.add(key, value, category=self.category)

    # --- chargen ------------------------------------------------------------
    @property
    def approved(self) -> bool:
        return bool(self._get("approved", False))

    @approved.setter
    def approved(self, value: bool) -> None:
        self._set("approved", bool(value))

    @property
    def submitted(self) -> bool:
        return bool(self._get("submitted", False))

    @submitted.setter
    def submitted(self, value: bool) -> None:
        self._set("submitted", bool(value))
