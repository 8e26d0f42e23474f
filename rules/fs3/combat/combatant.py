"""One fighter's state in a combat, as plain serializable data.

A player character carries the ratings it needs (``ratings``: ability name
to rating, filled in from the sheet by the command layer). An NPC carries a
single ``npc_rating`` that stands in for every roll. Weapon and armor are
plain dicts (rows of the gear table); ``weapon`` None means bare hands.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field

from rules.errors import RulesError
from rules.fs3.combat.armor import Armor
from rules.fs3.combat.stances import DEFAULT_STANCE, Stance, find_stance
from rules.fs3.combat.weapons import Weapon, weapon_or_unarmed
from rules.fs3.combat.wounds import Wound, wound_penalty

LUCK_ON_ATTACK, LUCK_ON_DEFENSE = "attack", "defense"
LUCK_SPENDS = (LUCK_ON_ATTACK, LUCK_ON_DEFENSE)
ATTRIBUTE_DEFAULT = 1  # an attribute missing from ``ratings``
SKILL_DEFAULT = 0  # a skill missing from ``ratings``


@dataclass
class Combatant:
    id: str  # a dbref string or any id the command layer understands
    name: str
    is_npc: bool = False
    npc_rating: int | None = None
    ratings: dict[str, int] = field(default_factory=dict)
    team: str = ""
    stance: str = DEFAULT_STANCE
    weapon: dict | None = None
    armor: list[dict] = field(default_factory=list)
    has_shield: bool = False
    has_mount: bool = False
    wounds: list[Wound] = field(default_factory=list)
    luck: int = 0
    ko: bool = False
    hero_used: bool = False  # came back from their current KO with a Luck point
    action: dict | None = None  # queued for this turn: {"type": ..., ...}
    luck_spend: str | None = None  # LUCK_ON_ATTACK, LUCK_ON_DEFENSE or None

    def __post_init__(self):
        self.id = str(self.id)
        self.stance = find_stance(self.stance).name
        if self.is_npc and (self.npc_rating is None or int(self.npc_rating) < 1):
            raise RulesError(f"{self.name} is an NPC and needs a rating of at least 1.")
        if self.luck_spend not in (None, *LUCK_SPENDS):
            raise RulesError(f"Luck is spent on attack or defense, not '{self.luck_spend}'.")
        if self.luck < 0:
            raise RulesError("Luck never goes below 0.")
        self.wounds = [w if isinstance(w, Wound) else Wound.from_dict(w) for w in self.wounds]

    # --- what the rules read -------------------------------------------
    def rating(self, name: str, default: int = SKILL_DEFAULT) -> int:
        return int(self.ratings.get(name, default))

    def attribute(self, name: str) -> int:
        return self.rating(name, ATTRIBUTE_DEFAULT)

    @property
    def stance_rules(self) -> Stance:
        return find_stance(self.stance)

    @property
    def weapon_rules(self) -> Weapon:
        return weapon_or_unarmed(self.weapon)

    @property
    def armor_rules(self) -> list[Armor]:
        return [Armor.from_dict(a) for a in self.armor]

    @property
    def wound_penalty(self) -> int:
        return wound_penalty(self.wounds)

    @property
    def hidden(self) -> bool:
        return self.stance_rules.hidden

    # --- serialization ---------------------------------------------------
    def to_dict(self) -> dict:
        return {
            "id": self.id,
            "name": self.name,
            "is_npc": self.is_npc,
            "npc_rating": self.npc_rating,
            "ratings": dict(self.ratings),
            "team": self.team,
            "stance": self.stance,
            "weapon": copy.deepcopy(self.weapon),
            "armor": copy.deepcopy(self.armor),
            "has_shield": self.has_shield,
            "has_mount": self.has_mount,
            "wounds": [w.to_dict() for w in self.wounds],
            "luck": self.luck,
            "ko": self.ko,
            "hero_used": self.hero_used,
            "action": copy.deepcopy(self.action),
            "luck_spend": self.luck_spend,
        }

    @classmethod
    def from_dict(cls, data: dict) -> "Combatant":
        # Copy only what could be shared with ``data`` (ratings and wounds are
        # rebuilt below anyway): deep-copying the whole dict of every fighter
        # was a large part of a big turn's cost.
        data = dict(data)
        for key in ("weapon", "armor", "action"):
            if data.get(key) is not None:
                data[key] = copy.deepcopy(data[key])
        return cls(
            id=str(data["id"]),
            name=str(data.get("name", data["id"])),
            is_npc=bool(data.get("is_npc", False)),
            npc_rating=None if data.get("npc_rating") is None else int(data["npc_rating"]),
            ratings={str(k): int(v) for k, v in (data.get("ratings") or {}).items()},
            team=str(data.get("team", "")),
            stance=str(data.get("stance", DEFAULT_STANCE)),
            weapon=data.get("weapon"),
            armor=list(data.get("armor") or []),
            has_shield=bool(data.get("has_shield", False)),
            has_mount=bool(data.get("has_mount", False)),
            wounds=[Wound.from_dict(w) for w in data.get("wounds") or []],
            luck=int(data.get("luck", 0)),
            ko=bool(data.get("ko", False)),
            hero_used=bool(data.get("hero_used", False)),
            action=data.get("action"),
            luck_spend=data.get("luck_spend"),
        )

    def copy(self) -> "Combatant":
        return Combatant.from_dict(self.to_dict())
