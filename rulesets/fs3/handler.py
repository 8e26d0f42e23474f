"""The fs3 sheet of a Character, kept in Attributes (category ``fs3``).

The handler turns Attributes into rules/ records and back; it decides
nothing itself.
"""

from __future__ import annotations

import time

from core.chargen_form import Budget
from rules.fs3 import aid as aid_rules
from rules.fs3.combat.wounds import Wound, wound_penalty
from rules.fs3.sheet import STARTING_LUCK, Sheet, points_spent
from rulesets.fs3.catalogue import catalogue, chargen_budget
from typeclasses.sheet_handler import SheetHandler

CATEGORY = "fs3"


class FS3Handler(SheetHandler):
    category = CATEGORY

    # --- the sheet ----------------------------------------------------------
    @property
    def ratings(self) -> dict:
        return self._get_flat_dict("ratings")

    def sheet(self) -> Sheet:
        return Sheet(ratings=self.ratings, luck=self.luck)

    def chargen_budgets(self) -> tuple:
        budget = chargen_budget()
        attrs, skills = points_spent(self.sheet(), catalogue())
        return (Budget("Attribute points", attrs, budget.attribute_points),
                Budget("Skill points", skills, budget.skill_points))

    def rating(self, name: str) -> int:
        return self.sheet().rating(catalogue().find(name))

    def set_rating(self, ability, value: int) -> None:
        """Store a checked rating (the caller has checked range and budget)."""
        ratings = self.ratings
        ratings[ability.name] = int(value)
        self._set("ratings", ratings)

    @property
    def luck(self) -> int:
        return int(self._get("luck", STARTING_LUCK))

    @luck.setter
    def luck(self, value: int) -> None:
        if value < 0:
            raise ValueError("Luck never goes below 0")
        self._set("luck", int(value))
        self._vitals_changed()

    # --- wounds (filled in by combat) ---------------------------------------
    @property
    def wounds(self) -> list:
        return list(self._get("wounds", []) or [])

    def wound_penalty(self) -> int:
        """Dice lost to wounds (0 or negative)."""
        wounds = self.wounds
        return wound_penalty(Wound.from_dict(w) for w in wounds)

    @wounds.setter
    def wounds(self, value: list) -> None:
        self._set("wounds", list(value))
        self._vitals_changed()

    def _vitals_changed(self) -> None:
        """Tell rich clients (GMCP/MSDP) that Luck or wounds changed."""
        from typeclasses.vitals import send_vitals

        send_vitals(self.obj)

    # --- aid ----------------------------------------------------------------
    def _grants(self, key) -> list[aid_rules.Grant]:
        now = time.time()
        grants = [aid_rules.Grant.from_dict(d) for d in (self._get(key, []) or [])]
        live = aid_rules.prune(grants, now)
        if len(live) != len(grants):
            self._set(key, [g.to_dict() for g in live])
        return live

    @property
    def aid_received(self) -> list[aid_rules.Grant]:
        return self._grants("aid_received")

    @property
    def aid_given(self) -> list[aid_rules.Grant]:
        return self._grants("aid_given")

    def add_received(self, grant: aid_rules.Grant) -> None:
        self._set("aid_received", [g.to_dict() for g in self.aid_received] + [grant.to_dict()])

    def add_given(self, grant: aid_rules.Grant) -> None:
        self._set("aid_given", [g.to_dict() for g in self.aid_given] + [grant.to_dict()])

    def drop_received(self, grants) -> None:
        gone = {(g.giver, g.skill, g.expires_at) for g in grants}
        keep = [g for g in self.aid_received if (g.giver, g.skill, g.expires_at) not in gone]
        self._set("aid_received", [g.to_dict() for g in keep])

    def drop_given(self, grants) -> None:
        gone = {(g.recipient, g.skill, g.expires_at) for g in grants}
        keep = [g for g in self.aid_given if (g.recipient, g.skill, g.expires_at) not in gone]
        self._set("aid_given", [g.to_dict() for g in keep])

    def party(self, skill_name: str | None = None) -> aid_rules.Party:
        rating = self.rating(skill_name) if skill_name else 0
        return aid_rules.Party(
            id=self.obj.dbref,
            name=self.obj.key,
            received=tuple(self.aid_received),
            given=tuple(self.aid_given),
            skill_rating=rating,
        )
