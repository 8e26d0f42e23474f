"""Initiative, turn order, shared turns and actions per turn.

Initiative is 1d6 plus the Swiftness rating (the score itself: Tribulations
that halve the Swiftness pool do not touch it). Turns run from the highest
total down. Characters of the same side with the same total share one turn;
the two sides never share. When a player-side turn and an enemy turn have
the same total, ``PLAYERS_FIRST`` (the default, in the spirit of ties going
to the players) puts the player side first; ``RANDOM`` flips a coin through
the RNG for each such pair.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable

from rules.dice import Rng
from rules.errors import RulesError

PLAYERS, ENEMIES = "players", "enemies"  # player characters with their allies; the GM's foes
SIDES = (PLAYERS, ENEMIES)
INITIATIVE_DIE = 6
BASE_ACTIONS = 2
LEVELS_PER_EXTRA_ACTION = 10
MAX_ACTIONS = 6
PLAYERS_FIRST, RANDOM = "players first", "random"
TIE_RULES = (PLAYERS_FIRST, RANDOM)


@dataclass(frozen=True)
class InitiativeRoll:
    who: str
    side: str
    swiftness: int
    die: int

    @property
    def total(self) -> int:
        return self.die + self.swiftness

    def to_dict(self) -> dict:
        return {"who": self.who, "side": self.side, "swiftness": self.swiftness, "die": self.die,
                "total": self.total}


@dataclass(frozen=True)
class Turn:
    """One slot in the round: one character, or several sharing the turn."""

    total: int
    side: str
    members: tuple[str, ...]

    @property
    def shared(self) -> bool:
        return len(self.members) > 1

    def to_dict(self) -> dict:
        return {"total": self.total, "side": self.side, "members": list(self.members)}

    @classmethod
    def from_dict(cls, data: dict) -> "Turn":
        return cls(int(data["total"]), data["side"], tuple(data["members"]))


def check_side(side: str) -> str:
    if side not in SIDES:
        raise RulesError(f"A side is {' or '.join(SIDES)}, not '{side}'.")
    return side


def roll_initiative(entries: Iterable[tuple[str, str, int]], rng: Rng) -> tuple[InitiativeRoll, ...]:
    """Roll for each ``(who, side, swiftness)`` in the order given."""
    rolls = []
    seen = set()
    for who, side, swiftness in entries:
        if who in seen:
            raise RulesError(f"{who} is already in the initiative.")
        seen.add(who)
        rolls.append(InitiativeRoll(who, check_side(side), swiftness, rng.randint(1, INITIATIVE_DIE)))
    return tuple(rolls)


def turn_order(rolls: Iterable[InitiativeRoll], rng: Rng | None = None,
               tie_rule: str = PLAYERS_FIRST) -> tuple[Turn, ...]:
    """Group the rolls into turns, highest total first."""
    if tie_rule not in TIE_RULES:
        raise ValueError(f"unknown tie rule {tie_rule!r}")
    groups: dict[tuple[int, str], list[str]] = {}
    for r in rolls:
        groups.setdefault((r.total, r.side), []).append(r.who)
    turns: list[Turn] = []
    for total in sorted({t for t, _ in groups}, reverse=True):
        sides = [s for s in SIDES if (total, s) in groups]
        if len(sides) == 2 and tie_rule == RANDOM:
            if rng is None:
                raise ValueError("a random tie rule needs an rng")
            if rng.randint(0, 1) == 1:
                sides.reverse()
        turns.extend(Turn(total, s, tuple(groups[(total, s)])) for s in sides)
    return tuple(turns)


def actions_per_turn(level: int) -> int:
    """Two actions, one more at every tenth level, never above the maximum."""
    return min(MAX_ACTIONS, BASE_ACTIONS + max(0, level) // LEVELS_PER_EXTRA_ACTION)


def give_actions(actions: dict[str, int], turn: Turn, giver: str, receiver: str,
                 count: int) -> dict[str, int]:
    """Move ``count`` of ``giver``'s remaining actions to ``receiver``; both
    must be in the same shared turn."""
    if giver not in turn.members or receiver not in turn.members:
        raise RulesError("Actions can only be given to someone sharing your turn.")
    if giver == receiver:
        raise RulesError("Give actions to someone else.")
    if count < 1:
        raise RulesError("Give at least one action.")
    have = actions.get(giver, 0)
    if count > have:
        raise RulesError(f"Only {have} action(s) left to give.")
    new = dict(actions)
    new[giver] = have - count
    new[receiver] = new.get(receiver, 0) + count
    return new
