"""The muse character sheet: Trait ratings, Path and Key Trait, level, Life
Points, carried Tribulations and overexertion penalties; plus the chargen
point count."""

from __future__ import annotations

import re
from dataclasses import asdict, dataclass, field

from rules.errors import RulesError
from rules.muse.poison import drained_max
from rules.muse.traits import ENDURANCE, RATING_MIN, TRAITS, check_rating, find_trait
from rules.muse.tribulations import Afflictions, afflictions_from_dict, afflictions_to_dict

BASE_MAX_LIFE = 10  # max Life Points = this + Endurance, unless staff set it
LEVEL_MIN = 1


@dataclass(frozen=True)
class Penalty:
    """Dice taken off one Trait after a failed overexertion.

    ``expires_at`` is a timestamp (seconds) for an asynchronous game's 1d6
    real days; None means it lasts until staff end the session.
    """

    trait: str
    dice: int = 1
    expires_at: float | None = None

    def live(self, now: float | None) -> bool:
        return self.expires_at is None or now is None or now < self.expires_at

    def to_dict(self) -> dict:
        return asdict(self)

    @classmethod
    def from_dict(cls, data: dict) -> "Penalty":
        return cls(trait=data["trait"], dice=int(data.get("dice", 1)), expires_at=data.get("expires_at"))


@dataclass
class Sheet:
    traits: dict[str, int] = field(default_factory=dict)  # missing Traits rate RATING_MIN
    path: str = ""
    key_trait: str | None = None
    level: int = LEVEL_MIN
    life_points: int | None = None  # None on creation: start at the maximum
    max_life_override: int | None = None  # staff-set maximum; None: BASE_MAX_LIFE + Endurance
    tribulations: Afflictions = field(default_factory=dict)
    penalties: list[Penalty] = field(default_factory=list)
    poison_drain: int = 0  # maximum Life Points lost to poison so far (rules.muse.poison)

    def __post_init__(self):
        self.traits = {find_trait(k): int(v) for k, v in self.traits.items()}
        for trait, value in self.traits.items():
            check_rating(trait, value)
        if self.key_trait is not None:
            self.key_trait = find_trait(self.key_trait)
        if self.level < LEVEL_MIN:
            raise RulesError(f"Level starts at {LEVEL_MIN}.")
        if self.life_points is None:
            self.life_points = self.max_life

    def rating(self, trait: str) -> int:
        return int(self.traits.get(find_trait(trait), RATING_MIN))

    def with_rating(self, trait: str, value: int) -> "Sheet":
        name = find_trait(trait)
        check_rating(name, value)
        data = self.to_dict()
        data["traits"][name] = value
        return Sheet.from_dict(data)

    @property
    def base_max_life(self) -> int:
        """The maximum before any poison drain."""
        if self.max_life_override is not None:
            return self.max_life_override
        return BASE_MAX_LIFE + self.rating(ENDURANCE)

    @property
    def max_life(self) -> int:
        return drained_max(self.base_max_life, self.poison_drain)

    def is_key_trait(self, trait: str) -> bool:
        return self.key_trait is not None and find_trait(trait) == self.key_trait

    def penalty_dice(self, trait: str, now: float | None = None) -> int:
        """Overexertion dice currently off ``trait`` (expired ones ignored)."""
        name = find_trait(trait)
        return sum(p.dice for p in self.penalties if p.trait == name and p.live(now))

    def to_dict(self) -> dict:
        return {
            "traits": dict(self.traits),
            "path": self.path,
            "key_trait": self.key_trait,
            "level": self.level,
            "life_points": self.life_points,
            "max_life_override": self.max_life_override,
            "tribulations": afflictions_to_dict(self.tribulations),
            "penalties": [p.to_dict() for p in self.penalties],
            "poison_drain": self.poison_drain,
        }

    @classmethod
    def from_dict(cls, data: dict | None) -> "Sheet":
        data = data or {}
        return cls(
            traits=dict(data.get("traits", {})),
            path=data.get("path", ""),
            key_trait=data.get("key_trait"),
            level=int(data.get("level", LEVEL_MIN)),
            life_points=data.get("life_points"),
            max_life_override=data.get("max_life_override"),
            tribulations=afflictions_from_dict(data.get("tribulations")),
            penalties=[Penalty.from_dict(p) for p in data.get("penalties", [])],
            poison_drain=int(data.get("poison_drain") or 0),
        )


def points_spent(sheet: Sheet) -> int:
    """Chargen points: every rating point above the minimum, over all nine Traits."""
    return sum(sheet.rating(t) - RATING_MIN for t in TRAITS)


def check_budget(sheet: Sheet, budget: int) -> None:
    """Raise when the sheet spends more than ``budget`` points."""
    spent = points_spent(sheet)
    if spent > budget:
        raise RulesError(f"That spends {spent} Trait points; chargen allows {budget}.")


def points_left(sheet: Sheet, budget: int) -> int:
    return budget - points_spent(sheet)


PATH_MAX = 30
_PATH = re.compile(r"[A-Za-z][A-Za-z '-]*")


def check_path(text: str) -> str:
    """A Path's name tidied, or RulesError (+stat/path and the web form)."""
    path = " ".join((text or "").split())
    if not path:
        raise RulesError("Name the Path.")
    if len(path) > PATH_MAX or not _PATH.fullmatch(path):
        raise RulesError(f"A Path is a name of letters, spaces, ' and - up to {PATH_MAX} characters.")
    return path
