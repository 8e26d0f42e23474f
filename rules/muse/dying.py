"""Dying and death.

At 0 Life Points or below a character is Unconscious and dying, with one
action per turn. At the start of each of its turns it rolls Endurance as a
Challenge against the GM's equal pool; ties are rolled again. The first tally
to reach three decides: three wins bring it back at 1 Life Point and Tired,
three losses kill it. Healing that lifts it to 1 Life Point or more also ends
dying (conscious, Tired). Life Points at minus Endurance or lower kill at
once, dying or not.

Choices where the text is silent: tie rerolls on a dying check stop after
``MAX_DYING_REROLLS``, after which the tie goes to the dying character as in
any Challenge (two empty pools would otherwise tie for ever). The
Unconscious that dying brings wins over the one action (docs/rulings.md, "muse"): a dying
character who is Unconscious takes no action at all, and the Unconscious
cannot be shaken off with a recovery roll: only the checks or healing end it.
Should staff lift the Unconscious, the one action comes back.
"""

from __future__ import annotations

from dataclasses import dataclass

from rules.dice import Rng
from rules.muse.opposed import break_ties, gm_pool_for
from rules.muse.roll import MuseRoll, Pool, roll_pool
from rules.muse.tribulations import TIRED, UNCONSCIOUS, Afflictions, impose, remove

DYING_ACTIONS = 1
MARKS_TO_DECIDE = 3
REVIVED_LIFE = 1
MAX_DYING_REROLLS = 10

UP, DYING, DEAD = "up", "dying", "dead"
REVIVED = "revived"


@dataclass(frozen=True)
class DyingState:
    successes: int = 0
    failures: int = 0

    @property
    def outcome(self) -> str | None:
        if self.successes >= MARKS_TO_DECIDE:
            return REVIVED
        if self.failures >= MARKS_TO_DECIDE:
            return DEAD
        return None

    def to_dict(self) -> dict:
        return {"successes": self.successes, "failures": self.failures}

    @classmethod
    def from_dict(cls, data: dict | None) -> "DyingState | None":
        return None if data is None else cls(int(data["successes"]), int(data["failures"]))


def dies_instantly(life: int, endurance: int) -> bool:
    return life <= -endurance


def status_for(life: int, endurance: int) -> str:
    """UP, DYING or DEAD for a character now at ``life`` Life Points."""
    if dies_instantly(life, endurance):
        return DEAD
    return DYING if life <= 0 else UP


def dying_actions(active: Afflictions) -> int:
    """Actions a turn for a dying character: none while Unconscious."""
    return 0 if UNCONSCIOUS in active else DYING_ACTIONS


def fall(active: Afflictions) -> Afflictions:
    """The Tribulations of a character that has just started dying."""
    return active if UNCONSCIOUS in active else impose(active, UNCONSCIOUS)


def wake(active: Afflictions) -> Afflictions:
    """The Tribulations of a character that has stopped dying: awake, Tired."""
    new = remove(active, UNCONSCIOUS) if UNCONSCIOUS in active else dict(active)
    return new if TIRED in new else impose(new, TIRED)


@dataclass(frozen=True)
class DyingCheck:
    rolls: tuple[tuple[MuseRoll, MuseRoll], ...]  # (dying, GM) pairs, first throw then rerolls
    won: bool
    before: DyingState
    after: DyingState

    @property
    def outcome(self) -> str | None:
        return self.after.outcome

    def to_dict(self) -> dict:
        return {"rolls": [[a.to_dict(), b.to_dict()] for a, b in self.rolls], "won": self.won,
                "before": self.before.to_dict(), "after": self.after.to_dict(),
                "outcome": self.outcome}


def dying_check(endurance: Pool, state: DyingState, rng: Rng) -> DyingCheck:
    """One start-of-turn Endurance Challenge while dying."""
    if state.outcome is not None:
        raise ValueError("this character's fate is already settled")
    first = roll_pool(endurance, rng)
    gm = roll_pool(gm_pool_for(endurance), rng)
    rolls, leader = break_ties(first, gm, rng, MAX_DYING_REROLLS)
    won = leader != 1
    after = DyingState(state.successes + won, state.failures + (not won))
    return DyingCheck(rolls, won, state, after)
