"""Armor: stop chances, the printed tables, cover, and the d100 armor checks.

An armor named with a ``table`` key uses that table's stop chance for the
weapon's penetration, exactly as printed (the tables are data and must come
out to the percent). For a penetration the table lacks, or for armor defined
only by a protection value, the chance comes from the protection formula.
Each net hit of the attack takes ``NET_HIT_STOP_PENALTY`` points off. A d100
at or under the chance stops the blow: no wound.

Worn armor is checked first, in the order it is worn, then the extra armor
the Cover stance gives (on every location).
"""

from __future__ import annotations

import math
from dataclasses import asdict, dataclass, field
from fractions import Fraction

from rules.dice import Rng
from rules.errors import RulesError

STOP_DIE = 100
NET_HIT_STOP_PENALTY = 5
# The protection formula: round_half_up(SCALE * protection / penetration - OFFSET).
FORMULA_SCALE = 50
FORMULA_OFFSET = 5

LIGHT_GROUNDER, HEAVY_GROUNDER, FLAK_JACKET = "light_grounder", "heavy_grounder", "flak_jacket"

# Stop chance (percent) by weapon penetration, as printed. Chances over 100
# stop every blow that does not bring enough net hits to get under 100.
STOP_TABLES: dict[str, dict[int, int]] = {
    LIGHT_GROUNDER: {1: 145, 2: 70, 3: 45, 4: 33, 5: 25, 6: 20, 7: 16, 8: 14},
    HEAVY_GROUNDER: {1: 195, 2: 95, 3: 62, 4: 45, 5: 35, 6: 28, 7: 24, 8: 20},
    # Printed with protection 3, but the numbers follow protection 5 (except
    # 57 at penetration 4, where the formula gives 58). The table wins.
    FLAK_JACKET: {1: 245, 2: 120, 3: 78, 4: 57, 5: 45, 6: 37, 7: 31, 8: 26},
}

COVER_NAME = "Cover"
COVER_PROTECTION = 4


def round_half_up(value: Fraction) -> int:
    return math.floor(value + Fraction(1, 2))


def formula_stop_chance(protection: int, penetration: int) -> int:
    """Stop chance for armor known only by its protection value."""
    if penetration < 1:
        raise RulesError("A weapon's penetration is at least 1.")
    return round_half_up(Fraction(FORMULA_SCALE * protection, penetration) - FORMULA_OFFSET)


@dataclass(frozen=True)
class Armor:
    name: str
    protection: int
    locations: tuple[str, ...] = ()
    table: str | None = None  # a key of STOP_TABLES, or None to use the formula
    everywhere: bool = False  # protects every location (cover does)

    def __post_init__(self):
        if self.table is not None and self.table not in STOP_TABLES:
            raise RulesError(f"{self.name} names an unknown stop-chance table '{self.table}'.")

    def protects(self, location: str) -> bool:
        return self.everywhere or location in self.locations

    def base_stop_chance(self, penetration: int) -> int:
        """Stop chance before net hits."""
        if self.table is not None and penetration in STOP_TABLES[self.table]:
            return STOP_TABLES[self.table][penetration]
        return formula_stop_chance(self.protection, penetration)

    def stop_chance(self, penetration: int, net_hits: int) -> int:
        return self.base_stop_chance(penetration) - NET_HIT_STOP_PENALTY * max(0, net_hits)

    def to_dict(self) -> dict:
        data = asdict(self)
        data["locations"] = list(self.locations)
        return data

    @classmethod
    def from_dict(cls, data: dict) -> "Armor":
        return cls(
            name=str(data["name"]),
            protection=int(data.get("protection", 0)),
            locations=tuple(data.get("locations", ())),
            table=data.get("table"),
            everywhere=bool(data.get("everywhere", False)),
        )


COVER = Armor(name=COVER_NAME, protection=COVER_PROTECTION, everywhere=True)


@dataclass(frozen=True)
class ArmorCheck:
    """One armor's chance to stop one blow, and the d100 that tested it."""

    armor: str
    stop_chance: int
    roll: int

    @property
    def stopped(self) -> bool:
        return self.roll <= self.stop_chance

    def to_dict(self) -> dict:
        return {"armor": self.armor, "stop_chance": self.stop_chance,
                "roll": self.roll, "stopped": self.stopped}


@dataclass(frozen=True)
class ArmorResult:
    checks: tuple[ArmorCheck, ...] = field(default_factory=tuple)

    @property
    def stopped(self) -> bool:
        return any(c.stopped for c in self.checks)

    @property
    def stopped_by(self) -> str | None:
        for check in self.checks:
            if check.stopped:
                return check.armor
        return None


def armor_in_play(worn: list[Armor], location: str, in_cover: bool) -> list[Armor]:
    """The armors that get a chance at a blow to ``location``, in check order."""
    layers = [a for a in worn if a.protects(location)]
    if in_cover:
        layers.append(COVER)
    return layers


def check_armor(rng: Rng, worn: list[Armor], location: str, penetration: int,
                net_hits: int, in_cover: bool = False) -> ArmorResult:
    """Test each armor in turn until one stops the blow (or none does)."""
    checks = []
    for armor in armor_in_play(worn, location, in_cover):
        chance = armor.stop_chance(penetration, net_hits)
        check = ArmorCheck(armor.name, chance, rng.randint(1, STOP_DIE))
        checks.append(check)
        if check.stopped:
            break
    return ArmorResult(tuple(checks))
