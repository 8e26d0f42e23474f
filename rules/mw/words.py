"""Words of Power, the two sides and the three archetypes.

A side's Words are keyed by the letters of the side's own name: MUSCLE has
M, U, S, C, L and E; WIZARD has W, I, Z, A, R and D. Each letter holds at
most one Word, whose name starts with that letter ("Might" for M, "Zap" for
Z). The two sets share no letter, so a letter alone names a Word.

Archetypes set the die a newly unlocked Word starts at. A True Muscle's
MUSCLE Words start at d6 and a True Wizard's WIZARD Words at d6; their Words
on the other side start at d4, as every Muscle Wizard Word does.

A Word tracks the die it has earned (``full``) and the die it rolls now
(``die``): harm lowers ``die`` and healing brings it back toward ``full``.
An Injured Word is offline whatever its die says.
"""

from __future__ import annotations

from dataclasses import dataclass

from rules.errors import RulesError
from rules.lookup import find_named
from rules.mw.ladder import check_die, step_down, step_up  # noqa: F401 (re-exported)

MUSCLE, WIZARD = "MUSCLE", "WIZARD"
SIDES = (MUSCLE, WIZARD)
SIDE_LETTERS = {MUSCLE: tuple("MUSCLE"), WIZARD: tuple("WIZARD")}
NAME_MAX = 30


def side_of(letter: str) -> str:
    """The side a letter belongs to."""
    key = (letter or "").strip().upper()
    for side, letters in SIDE_LETTERS.items():
        if len(key) == 1 and key in letters:
            return side
    raise RulesError(f"'{letter}' is not a letter of MUSCLE or WIZARD.")


@dataclass(frozen=True)
class Word:
    letter: str
    name: str
    die: int  # the die it rolls now
    full: int  # the die it has earned; harm never lowers this
    injured: bool = False

    @property
    def side(self) -> str:
        return side_of(self.letter)

    @property
    def damaged(self) -> bool:
        return self.injured or self.die < self.full

    def to_dict(self) -> dict:
        return {"letter": self.letter, "name": self.name, "side": self.side,
                "die": self.die, "full": self.full, "injured": self.injured}

    @classmethod
    def from_dict(cls, data: dict) -> "Word":
        return make_word(data["letter"], data["name"], int(data["full"]),
                         die=int(data.get("die", data["full"])), injured=bool(data.get("injured", False)))


def make_word(letter: str, name: str, full: int, die: int | None = None, injured: bool = False) -> Word:
    letter = (letter or "").strip().upper()
    side_of(letter)
    name = " ".join((name or "").split())
    if not name or len(name) > NAME_MAX:
        raise RulesError(f"A Word's name runs from 1 to {NAME_MAX} characters.")
    if name[0].upper() != letter:
        raise RulesError(f"The Word for {letter} must start with {letter}; '{name}' does not.")
    check_die(full)
    die = check_die(full if die is None else die)
    if die > full:
        raise RulesError(f"{name} cannot roll a d{die} when it has only earned a d{full}.")
    return Word(letter, name, die, full, injured)


@dataclass(frozen=True)
class Archetype:
    key: str
    name: str
    base: dict  # side -> starting die

    def starting_die(self, side: str) -> int:
        return self.base[side]


ARCHETYPES = (
    Archetype("muscle_wizard", "Muscle Wizard", {MUSCLE: 4, WIZARD: 4}),
    Archetype("true_muscle", "True Muscle", {MUSCLE: 6, WIZARD: 4}),
    Archetype("true_wizard", "True Wizard", {MUSCLE: 4, WIZARD: 6}),
)


def find_archetype(name: str) -> Archetype:
    return find_named(name, ARCHETYPES, lambda a: (a.name, a.key), "archetype")
