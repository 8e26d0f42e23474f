"""The nine muse Traits, their rating range, name lookup and the table of
which Traits may be rolled to resist which."""

from __future__ import annotations

from rules.errors import RulesError

AWARENESS = "Awareness"
CHARM = "Charm"
ENDURANCE = "Endurance"
MIGHT = "Might"
POWER = "Power"
SAGE = "Sage"
SUBTERFUGE = "Subterfuge"
SURVIVAL = "Survival"
SWIFTNESS = "Swiftness"

TRAITS: tuple[str, ...] = (
    AWARENESS, CHARM, ENDURANCE, MIGHT, POWER, SAGE, SUBTERFUGE, SURVIVAL, SWIFTNESS,
)

RATING_MIN = 1
RATING_MAX = 10
MASTERED_AT = 10  # a Trait at this rating rolls exploding 6s

# Acting Trait -> the Traits a target may roll against it. The table is not
# symmetric (Charm is resisted by Awareness, but Awareness only by Subterfuge),
# so it is kept exactly as listed, row by row.
# (Each row lists its resisting Traits in reverse alphabetical order.)
OPPOSING: dict[str, tuple[str, ...]] = {
    AWARENESS: (SUBTERFUGE,),
    CHARM: (POWER, AWARENESS),
    ENDURANCE: (SWIFTNESS, POWER, MIGHT),
    MIGHT: (SWIFTNESS, POWER, ENDURANCE),
    POWER: (SWIFTNESS, POWER, ENDURANCE),
    SAGE: (SUBTERFUGE, POWER, CHARM),
    SUBTERFUGE: (POWER, AWARENESS),
    SURVIVAL: (POWER, CHARM),
    SWIFTNESS: (SUBTERFUGE, POWER, MIGHT),
}

_INDEX = {name.lower(): name for name in TRAITS}


def find_trait(name: str) -> str:
    """The Trait called ``name``: any case, or a prefix matching only one."""
    key = (name or "").strip().lower()
    if not key:
        raise RulesError("Name a Trait: " + ", ".join(TRAITS) + ".")
    if key in _INDEX:
        return _INDEX[key]
    matches = [full for low, full in _INDEX.items() if low.startswith(key)]
    if len(matches) == 1:
        return matches[0]
    if matches:
        raise RulesError(f"'{name}' could be {', '.join(matches)}: type more of it.")
    raise RulesError(f"There is no Trait called '{name}'. The Traits are {', '.join(TRAITS)}.")


def is_mastered(rating: int) -> bool:
    return rating >= MASTERED_AT


def check_rating(trait: str, rating: int) -> None:
    """Raise unless ``rating`` is a legal score for a Trait."""
    if isinstance(rating, bool) or not isinstance(rating, int):
        raise RulesError(f"{trait} needs a whole number from {RATING_MIN} to {RATING_MAX}.")
    if not RATING_MIN <= rating <= RATING_MAX:
        raise RulesError(f"Traits run from {RATING_MIN} to {RATING_MAX}; {trait} cannot be {rating}.")


def opposing_traits(trait: str) -> tuple[str, ...]:
    """The Traits the table lets a target roll against ``trait``."""
    return tuple(sorted(OPPOSING[find_trait(trait)]))


def is_opposition(acting: str, resisting: str, either_way: bool = False) -> bool:
    """Whether the table lists ``resisting`` against ``acting``.

    With ``either_way`` the pair also counts when it appears the other way
    round (``acting`` listed in ``resisting``'s row).
    """
    act, res = find_trait(acting), find_trait(resisting)
    if res in OPPOSING[act]:
        return True
    return either_way and act in OPPOSING[res]


def check_opposition(acting: str, resisting: str) -> None:
    """Raise when ``resisting`` is not a listed answer to ``acting``."""
    act, res = find_trait(acting), find_trait(resisting)
    if res not in OPPOSING[act]:
        allowed = ", ".join(OPPOSING[act])
        raise RulesError(f"{act} is resisted with {allowed}, not {res}.")
