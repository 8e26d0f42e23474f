"""fs3 opposed rolls: net hits, victory level, who won and who succeeded."""

from __future__ import annotations

from dataclasses import dataclass

from rules.fs3.levels import Victory, victory_for
from rules.fs3.roll import RollResult


@dataclass(frozen=True)
class OpposedResult:
    first: RollResult
    second: RollResult

    @property
    def net_hits(self) -> int:
        """First side's hits minus the second's (negative: the second leads)."""
        return self.first.hits - self.second.hits

    @property
    def victory(self) -> Victory:
        return victory_for(self.net_hits)

    @property
    def winner(self) -> int | None:
        """0 for the first side, 1 for the second, None on a draw."""
        if self.net_hits > 0:
            return 0
        if self.net_hits < 0:
            return 1
        return None

    @property
    def first_succeeded(self) -> bool:
        return self.first.hits > 0

    @property
    def second_succeeded(self) -> bool:
        return self.second.hits > 0


def resolve_opposed(first: RollResult, second: RollResult) -> OpposedResult:
    return OpposedResult(first, second)
