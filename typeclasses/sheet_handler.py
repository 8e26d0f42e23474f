"""What every ruleset's sheet handler (``char.fs3``, ``char.muse``,
``char.pbta``, ``char.mw``) shares: its Attributes live in one category
named for the ruleset, and chargen's ``approved`` / ``submitted`` flags."""

from __future__ import annotations

_PLAIN = (str, int, float, bool, type(None))


class SheetHandler:
    category = ""  # the Attribute category, e.g. "fs3"
    # Keys whose writes change what rich clients show (GMCP Char.Vitals):
    # writing one sends the vitals (typeclasses/vitals.py). An approval can
    # change Luck, Life Points or HP, so every ruleset lists "approved".
    vitals_keys = frozenset({"approved"})

    def __init__(self, obj):
        self.obj = obj

    # --- raw attribute access -------------------------------------------
    def _get(self, key, default=None):
        return self.obj.attributes.get(key, default=default, category=self.category)

    def _set(self, key, value):
        self.obj.attributes.add(key, value, category=self.category)
        if key in self.vitals_keys:
            from typeclasses.vitals import send_vitals

            send_vitals(self.obj)

    def _get_flat_dict(self, key) -> dict:
        """A copy of a stored dict of plain keys and values ({} if unset).

        Reading an Attribute the usual way wraps a dict, item by item, in
        Evennia's saving dict (so that changing it in place saves it), on
        every roll, for nothing: a copy is
        all a reader needs, and the stored dict can be copied directly when
        it holds only plain values. Anything else is read Evennia's way.
        """
        attr = self.obj.attributes.get(key, category=self.category, return_obj=True)
        if attr is None:
            return {}
        raw = attr.db_value
        if type(raw) is dict and all(
            type(k) in _PLAIN and type(v) in _PLAIN for k, v in raw.items()
        ):
            return dict(raw)
        return dict(attr.value or {})

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

    def check_ready(self) -> None:
        """Raise RulesError when the sheet cannot be submitted yet (what it
        still needs); may tidy it first. +chargen/submit and the web's
        Submit both ask (features/chargen/review.py)."""

    def check_approvable(self) -> None:
        """Raise RulesError when staff cannot approve the sheet yet."""

    def chargen_budgets(self) -> tuple:
        """The sheet's chargen budgets (core.chargen_form.Budget): what
        +stat, +sheet and +chargen show, and what submitting warns of when
        points are left. None for a ruleset without points to spend."""
        return ()
