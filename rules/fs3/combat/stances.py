"""Combat stances: dice modifiers for attack and defense, and what each needs.

A stance is data: its attack and defense dice, whether it needs a shield or a
mount, whether it counts as riding (for the fall check), whether it hides the
fighter from the fight (no attacking, no being attacked) and whether it gives
the cover armor. Staff may edit ``STANCES``; lookups take any case and any
unique prefix.
"""

from __future__ import annotations

from dataclasses import dataclass

from rules.errors import RulesError


@dataclass(frozen=True)
class Stance:
    name: str
    attack: int  # dice added to this fighter's attack rolls
    defense: int  # dice added to this fighter's defense rolls
    needs_shield: bool = False
    needs_mount: bool = False
    riding: bool = False  # a Moderate or worse wound calls for a fall check
    hidden: bool = False  # can neither attack nor be attacked
    cover: bool = False  # an extra armor on every location

    @property
    def key(self) -> str:
        return self.name.lower()


NORMAL = Stance("Normal", 0, 0)
STANCES: tuple[Stance, ...] = (
    NORMAL,
    Stance("Aggressive", 3, -3),
    Stance("Defensive", -3, 3),
    Stance("Mounted", 1, 0, needs_mount=True, riding=True),
    Stance("Cover", 0, 0, cover=True),
    Stance("Outofsight", 0, 0, hidden=True),
    Stance("Reserve", 0, 0, hidden=True),
    Stance("Shield", 0, 1, needs_shield=True),
    Stance("Agg_Shield", 3, -2, needs_shield=True),
    Stance("Def_Shield", -3, 4, needs_shield=True),
    Stance("Mount_Shield", 1, 1, needs_shield=True, needs_mount=True, riding=True),
)
DEFAULT_STANCE = NORMAL.name
# Where a hidden fighter (Outofsight or Reserve) ends up when they attack:
# they step out into the open first. Reserve is treated like Outofsight here;
# the text only speaks of Outofsight.
STANCE_AFTER_HIDDEN_ATTACK = NORMAL.name
# Where a rider ends up after failing the fall check.
STANCE_AFTER_FALL = NORMAL.name


def _normalise(name: str) -> str:
    return (name or "").strip().lower().replace(" ", "_").replace("-", "_")


def find_stance(name: str, stances: tuple[Stance, ...] = STANCES) -> Stance:
    """The stance called ``name``: any case, exact name or unique prefix.

    Spaces and hyphens count as underscores, so ``agg shield`` finds
    Agg_Shield.
    """
    key = _normalise(name)
    if not key:
        raise RulesError("Name a stance (see help stances).")
    for stance in stances:
        if stance.key == key:
            return stance
    matches = [s for s in stances if s.key.startswith(key)]
    if len(matches) == 1:
        return matches[0]
    if matches:
        names = ", ".join(s.name for s in matches)
        raise RulesError(f"'{name}' could be {names}: type more of it.")
    raise RulesError(f"There is no stance called '{name}' (see help stances).")


def check_stance_allowed(stance: Stance, has_shield: bool, has_mount: bool) -> None:
    """Raise unless a fighter with this gear may take ``stance``.

    Only the needs are checked: having a mount never forbids a stance, so a
    rider may fight Aggressive, Defensive, Agg_Shield or Def_Shield too.
    """
    missing = []
    if stance.needs_shield and not has_shield:
        missing.append("a shield")
    if stance.needs_mount and not has_mount:
        missing.append("a mount")
    if missing:
        raise RulesError(f"The {stance.name} stance needs {' and '.join(missing)}.")

