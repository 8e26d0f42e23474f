"""Take Watch: one Insightful roll on its own scale, whose result touches
everyone in camp (the watcher included): +1 forward on 10+, -1 forward on
7-8, nothing either way on a 9 or a miss. Each character holds at most one
watch forward: a new watch replaces the last one's, never stacks on it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable

from rules.dice import Rng
from rules.pbta.moves import TAKE_WATCH, watch_forward
from rules.pbta.roll import MoveRoll, roll_move
from rules.pbta.sheet import Sheet, replace_forward

WATCH_SOURCE = "Take Watch"


@dataclass(frozen=True)
class WatchResult:
    roll: MoveRoll
    camp_forward: int  # what everyone in camp takes forward


def take_watch(sheet: Sheet, rng: Rng, modifier: int = 0) -> tuple[WatchResult, Sheet]:
    roll, sheet = roll_move(sheet, TAKE_WATCH, rng, modifier)
    return WatchResult(roll, watch_forward(roll.band)), sheet


def rouse_camp(result: WatchResult, camp: Iterable[Sheet]) -> list[Sheet]:
    """Every sheet in camp with this watch's forward (replacing any earlier one)."""
    return [replace_forward(s, result.camp_forward, WATCH_SOURCE) for s in camp]
