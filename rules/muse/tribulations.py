"""Tribulations: the table as data, and the set of them a character carries.

A character's active Tribulations are a ``dict`` from the Tribulation's name
to an :class:`Affliction`. Fading ones count down once per round end and go
after ``FADE_ROUNDS``; lasting ones stay until removed (a recovery roll, rest
for Tired, healing for a dying character's Unconscious).

Cursed and Possessed are named by the text with no row of data. They are
kept with no imposing Trait and no recovery Trait: only the GM places or
lifts them, and their effect is whatever the GM describes. They follow the
general rule and fade after five rounds unless staff lift them sooner.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, replace

from rules.dice import Rng
from rules.errors import RulesError
from rules.muse.traits import AWARENESS, CHARM, ENDURANCE, MIGHT, POWER, SUBTERFUGE, SURVIVAL, SWIFTNESS

FADE_ROUNDS = 5
TIRED_REST_DIE = 6  # resting off Tired takes 1d6 rounds

BLEEDING, BURNING, CHARMED, CURSED, ENFEEBLED = "Bleeding", "Burning", "Charmed", "Cursed", "Enfeebled"
FROZEN, GRAPPLED, IMPAIRED, INTIMIDATED = "Frozen", "Grappled", "Impaired", "Intimidated"
POISONED, POSSESSED, STUNNED, TIRED, UNCONSCIOUS = "Poisoned", "Possessed", "Stunned", "Tired", "Unconscious"

IMPAIRED_SENSES = ("blinded", "deafened", "muted", "all")


@dataclass(frozen=True)
class Tribulation:
    name: str
    imposing: tuple[str, ...]  # Traits an attacker may roll to impose it
    summary: str  # our own short description, for help and sheets
    recovery: tuple[str, ...]  # Traits rolled to shake it off; () = no roll
    lasts: bool  # True: stays until addressed; False: fades after FADE_ROUNDS

    def can_be_imposed_with(self, trait: str) -> bool:
        return trait in self.imposing


TABLE: tuple[Tribulation, ...] = (
    Tribulation(BLEEDING, (MIGHT, POWER, SWIFTNESS),
                "Loses 1d6 Life Points as each of its turns begins, and 1 more for every "
                "action not used to stop the bleeding.", (SURVIVAL,), True),
    Tribulation(BURNING, (POWER,),
                "Takes 1d6 damage as each of its turns begins, and another 1d6 for every "
                "action not used to put the flames out.", (SWIFTNESS,), True),
    Tribulation(CHARMED, (CHARM,),
                "May not attack the charmer, and must carry out one sensible order from "
                "them each round.", (AWARENESS,), False),
    Tribulation(CURSED, (), "Whatever the GM describes; placed and lifted by the GM only.", (), False),
    Tribulation(ENFEEBLED, (POWER,), "Might and Swiftness pools are halved, rounding up.",
                (ENDURANCE,), False),
    Tribulation(FROZEN, (POWER,), "Cannot move or act at all, not even to speak.", (ENDURANCE,), False),
    Tribulation(GRAPPLED, (ENDURANCE, MIGHT),
                "No Dodge, no Counter, and no action except a roll to break free.",
                (MIGHT, SWIFTNESS), False),
    Tribulation(IMPAIRED, (MIGHT, POWER),
                "Sight, hearing, speech or all three are gone; a roll that needs a lost "
                "sense fails outright.", (ENDURANCE,), False),
    Tribulation(INTIMIDATED, (CHARM, SUBTERFUGE),
                "May not attack the source of the fear, who rolls 2 extra dice against "
                "this character.", (ENDURANCE,), False),
    Tribulation(POISONED, (MIGHT, POWER, SWIFTNESS),
                "Endurance pool halved (rounding up); current Life Points halved when it "
                "takes hold; 1 maximum Life Point lost each session until cured.",
                (SURVIVAL,), False),
    Tribulation(POSSESSED, (), "Whatever the GM describes; placed and lifted by the GM only.", (), False),
    Tribulation(STUNNED, (MIGHT, POWER),
                "Loses its next action (the first of next round if none are left this "
                "round); may only move to Close, and has no Dodge, Endure or Counter.",
                (ENDURANCE,), False),
    Tribulation(TIRED, (POWER,),
                "Every Trait pool is halved, rounding up. Only rest cures it: 1d6 rounds "
                "of nothing but defence in combat, or a whole scene outside it.", (), True),
    Tribulation(UNCONSCIOUS, (ENDURANCE, MIGHT, POWER, SWIFTNESS),
                "Cannot act. Each ally helping to wake the character adds a die to its "
                "Awareness recovery roll.", (AWARENESS,), True),
)

BY_NAME: dict[str, Tribulation] = {t.name: t for t in TABLE}
LASTING: frozenset[str] = frozenset(t.name for t in TABLE if t.lasts)


def find_tribulation(name: str) -> Tribulation:
    """The Tribulation called ``name``: any case, or a unique prefix."""
    key = (name or "").strip().lower()
    if not key:
        raise RulesError("Name a Tribulation.")
    for t in TABLE:
        if t.name.lower() == key:
            return t
    matches = [t for t in TABLE if t.name.lower().startswith(key)]
    if len(matches) == 1:
        return matches[0]
    if matches:
        raise RulesError(f"'{name}' could be {', '.join(t.name for t in matches)}: type more of it.")
    raise RulesError(f"There is no Tribulation called '{name}'.")


@dataclass(frozen=True)
class Affliction:
    """One Tribulation a character carries right now."""

    name: str
    rounds_left: int | None  # None for the lasting ones
    source: str | None = None  # id of whoever caused it; None for hazards / GM fiat
    detail: str | None = None  # Impaired: which sense (see IMPAIRED_SENSES)
    rest_left: int | None = None  # Tired: rounds of rest still owed, once begun

    def to_dict(self) -> dict:
        return asdict(self)

    @classmethod
    def from_dict(cls, data: dict) -> "Affliction":
        return cls(name=data["name"], rounds_left=data.get("rounds_left"), source=data.get("source"),
                   detail=data.get("detail"), rest_left=data.get("rest_left"))


Afflictions = dict  # str -> Affliction


def afflictions_to_dict(active: Afflictions) -> dict:
    return {name: a.to_dict() for name, a in active.items()}


def afflictions_from_dict(data: dict | None) -> Afflictions:
    return {name: Affliction.from_dict(d) for name, d in (data or {}).items()}


def impose(active: Afflictions, name: str, source: str | None = None,
           detail: str | None = None) -> Afflictions:
    """``active`` with one more Tribulation; the same one cannot be held twice."""
    trib = find_tribulation(name)
    if trib.name in active:
        raise RulesError(f"Already {trib.name}: the same Tribulation cannot be taken twice.")
    if trib.name == IMPAIRED:
        if detail not in IMPAIRED_SENSES:
            raise RulesError("Say which sense is impaired: " + ", ".join(IMPAIRED_SENSES) + ".")
    elif detail is not None:
        raise RulesError(f"{trib.name} takes no detail.")
    new = dict(active)
    new[trib.name] = Affliction(trib.name, None if trib.lasts else FADE_ROUNDS, source, detail)
    return new


def remove(active: Afflictions, name: str) -> Afflictions:
    trib = find_tribulation(name)
    if trib.name not in active:
        raise RulesError(f"Not {trib.name}.")
    new = dict(active)
    del new[trib.name]
    return new


def end_of_round(active: Afflictions) -> tuple[Afflictions, tuple[str, ...]]:
    """Count one round off every fading Tribulation and off a Tired rest.

    Returns the new set and the names that ended this round end.
    """
    new: Afflictions = {}
    ended: list[str] = []
    for name, aff in active.items():
        if aff.rounds_left is not None:
            left = aff.rounds_left - 1
            if left <= 0:
                ended.append(name)
                continue
            aff = replace(aff, rounds_left=left)
        if aff.rest_left is not None:
            left = aff.rest_left - 1
            if left <= 0:
                ended.append(name)
                continue
            aff = replace(aff, rest_left=left)
        new[name] = aff
    return new, tuple(ended)


def fade_rounds(active: Afflictions, rounds: int) -> tuple[Afflictions, tuple[str, ...]]:
    """Count ``rounds`` off every fading Tribulation at once (outside a fight,
    where rounds pass in real time). Lasting ones and a Tired rest are left
    alone. Returns the new set and the names that ended."""
    if rounds <= 0:
        return dict(active), ()
    new: Afflictions = {}
    ended: list[str] = []
    for name, aff in active.items():
        if aff.rounds_left is not None:
            left = aff.rounds_left - rounds
            if left <= 0:
                ended.append(name)
                continue
            aff = replace(aff, rounds_left=left)
        new[name] = aff
    return new, tuple(ended)


def is_fading(active: Afflictions) -> bool:
    return any(aff.rounds_left is not None for aff in active.values())


def begin_rest(active: Afflictions, rng: Rng) -> tuple[Afflictions, int]:
    """Start resting off Tired in combat: 1d6 rounds. Returns (set, rounds)."""
    aff = active.get(TIRED)
    if aff is None:
        raise RulesError("Not Tired: there is nothing to rest off.")
    if aff.rest_left is not None:
        raise RulesError(f"Already resting: {aff.rest_left} round(s) to go.")
    rounds = rng.randint(1, TIRED_REST_DIE)
    new = dict(active)
    new[TIRED] = replace(aff, rest_left=rounds)
    return new, rounds


def rest_scene(active: Afflictions) -> Afflictions:
    """Outside combat, resting through a whole scene clears Tired."""
    return remove(active, TIRED)


def is_resting(active: Afflictions) -> bool:
    aff = active.get(TIRED)
    return aff is not None and aff.rest_left is not None
