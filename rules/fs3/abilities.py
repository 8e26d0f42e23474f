"""The fs3 ability catalogue: attributes, skills and their ruling attributes."""

from __future__ import annotations

from dataclasses import dataclass, field

from rules.errors import RulesError

ATTRIBUTE_MIN, ATTRIBUTE_MAX = 1, 5
SKILL_MIN, SKILL_MAX = 0, 8


@dataclass(frozen=True)
class Ability:
    name: str
    kind: str  # "attribute" or "skill"
    ruling: str | None  # the ruling attribute of a skill; None for attributes
    description: str = ""

    @property
    def is_attribute(self) -> bool:
        return self.kind == "attribute"

    @property
    def low(self) -> int:
        return ATTRIBUTE_MIN if self.is_attribute else SKILL_MIN

    @property
    def high(self) -> int:
        return ATTRIBUTE_MAX if self.is_attribute else SKILL_MAX


@dataclass(frozen=True)
class Catalogue:
    """Every ability a sheet may hold, looked up case-insensitively by name
    or unique prefix."""

    abilities: tuple[Ability, ...]
    _index: dict = field(default_factory=dict, compare=False, repr=False)

    def __post_init__(self):
        names = set()
        for ab in self.abilities:
            key = ab.name.lower()
            if key in names:
                raise ValueError(f"ability {ab.name} is listed twice")
            names.add(key)
        attrs = {a.name for a in self.abilities if a.is_attribute}
        for ab in self.abilities:
            if not ab.is_attribute and ab.ruling not in attrs:
                raise ValueError(f"skill {ab.name} names unknown ruling attribute {ab.ruling}")
        self._index.update({a.name.lower(): a for a in self.abilities})

    @classmethod
    def from_data(cls, attributes, skills) -> "Catalogue":
        """Build from ``[(name, description)]`` and ``[(name, ruling, description)]``."""
        abilities = [Ability(n, "attribute", None, d) for n, d in attributes]
        abilities += [Ability(n, "skill", r, d) for n, r, d in skills]
        return cls(tuple(abilities))

    @property
    def attributes(self) -> tuple[Ability, ...]:
        return tuple(a for a in self.abilities if a.is_attribute)

    @property
    def skills(self) -> tuple[Ability, ...]:
        return tuple(a for a in self.abilities if not a.is_attribute)

    def find(self, name: str) -> Ability:
        """The ability called ``name`` (any case, or an unambiguous prefix)."""
        key = (name or "").strip().lower()
        if not key:
            raise RulesError("Name an ability (see +abilities).")
        if key in self._index:
            return self._index[key]
        matches = [a for k, a in self._index.items() if k.startswith(key)]
        if len(matches) == 1:
            return matches[0]
        if matches:
            names = ", ".join(sorted(a.name for a in matches))
            raise RulesError(f"'{name}' could be {names}: type more of it.")
        raise RulesError(f"There is no ability called '{name}' (see +abilities).")
