"""Opposed rolls and Challenges.

Opposed: both sides roll and more successes wins. A tie between a player
character and an NPC goes to the player character. A tie between two player
characters is rolled again, both pools afresh, until someone leads; after
``MAX_TIE_REROLLS`` rerolls still tied it is a draw. The text says nothing of
two NPCs tying: they are treated like two player characters (reroll, then a
draw), so the GM never has to pick a winner by hand.

Challenge: the GM rolls a plain pool with as many dice as the player's pool
(before any exploding dice are added); the player wins ties.
"""

from __future__ import annotations

from dataclasses import dataclass

from rules.dice import Rng
from rules.muse.roll import MuseRoll, Pool, plain_pool, roll_pool

MAX_TIE_REROLLS = 10

MORE_SUCCESSES = "more successes"
TIE_TO_PLAYER = "tie to the player"
AFTER_REROLL = "reroll"
DRAW = "draw"


@dataclass(frozen=True)
class OpposedResult:
    """``rolls`` holds the first pair and then every tie-breaking reroll."""

    rolls: tuple[tuple[MuseRoll, MuseRoll], ...]
    winner: int | None  # 0: first side, 1: second side, None: a draw
    how: str  # MORE_SUCCESSES, TIE_TO_PLAYER, AFTER_REROLL or DRAW

    @property
    def first(self) -> MuseRoll:
        return self.rolls[0][0]

    @property
    def second(self) -> MuseRoll:
        return self.rolls[0][1]

    @property
    def final(self) -> tuple[MuseRoll, MuseRoll]:
        return self.rolls[-1]

    @property
    def rerolls(self) -> int:
        return len(self.rolls) - 1

    @property
    def first_won(self) -> bool:
        return self.winner == 0

    @property
    def second_won(self) -> bool:
        return self.winner == 1

    def to_dict(self) -> dict:
        return {"rolls": [[a.to_dict(), b.to_dict()] for a, b in self.rolls],
                "winner": self.winner, "how": self.how}


def _leader(a: MuseRoll, b: MuseRoll) -> int | None:
    if a.successes > b.successes:
        return 0
    if b.successes > a.successes:
        return 1
    return None


def break_ties(first: MuseRoll, second: MuseRoll, rng: Rng,
               max_rerolls: int = MAX_TIE_REROLLS) -> tuple[tuple[tuple[MuseRoll, MuseRoll], ...], int | None]:
    """Reroll both pools while tied, at most ``max_rerolls`` times.

    Returns every pair (the given one first) and the leader, None if still tied.
    """
    rolls = [(first, second)]
    leader = _leader(first, second)
    while leader is None and len(rolls) <= max_rerolls:
        pair = (roll_pool(first.pool, rng), roll_pool(second.pool, rng))
        rolls.append(pair)
        leader = _leader(*pair)
    return tuple(rolls), leader


def resolve_rolls(first: MuseRoll, second: MuseRoll, rng: Rng, first_pc: bool, second_pc: bool,
                  max_rerolls: int = MAX_TIE_REROLLS) -> OpposedResult:
    """Decide an opposed roll from two rolls already made."""
    leader = _leader(first, second)
    if leader is not None:
        return OpposedResult(((first, second),), leader, MORE_SUCCESSES)
    if first_pc != second_pc:
        return OpposedResult(((first, second),), 0 if first_pc else 1, TIE_TO_PLAYER)
    rolls, leader = break_ties(first, second, rng, max_rerolls)
    return OpposedResult(rolls, leader, AFTER_REROLL if leader is not None else DRAW)


def opposed_roll(first: Pool, second: Pool, rng: Rng, first_pc: bool, second_pc: bool,
                 max_rerolls: int = MAX_TIE_REROLLS) -> OpposedResult:
    """Roll both pools (first side's dice first) and decide."""
    a = roll_pool(first, rng)
    b = roll_pool(second, rng)
    return resolve_rolls(a, b, rng, first_pc, second_pc, max_rerolls)


@dataclass(frozen=True)
class ChallengeResult:
    player: MuseRoll
    gm: MuseRoll

    @property
    def player_won(self) -> bool:
        return self.player.successes >= self.gm.successes

    @property
    def tied(self) -> bool:
        return self.player.successes == self.gm.successes

    def to_dict(self) -> dict:
        return {"player": self.player.to_dict(), "gm": self.gm.to_dict(), "player_won": self.player_won}


def gm_pool_for(player: Pool) -> Pool:
    """The GM's side of a Challenge: as many plain dice as the player's pool."""
    return plain_pool(player.dice)


def challenge(player: Pool, rng: Rng) -> ChallengeResult:
    """The player's pool against the GM's equal pool (player's dice first)."""
    mine = roll_pool(player, rng)
    theirs = roll_pool(gm_pool_for(player), rng)
    return ChallengeResult(mine, theirs)
