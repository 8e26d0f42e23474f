"""Success levels of an fs3 roll and victory levels of an opposed roll."""

from __future__ import annotations

from enum import IntEnum


class Level(IntEnum):
    EMBARRASSING_FAILURE = -1
    FAILURE = 0
    SUCCESS = 1
    GOOD_SUCCESS = 2
    GREAT_SUCCESS = 3
    AMAZING_SUCCESS = 4

    @property
    def label(self) -> str:
        return self.name.replace("_", " ").title()

    @property
    def succeeded(self) -> bool:
        return self >= Level.SUCCESS


def level_for(hits: int, ones: int = 0, ruling_rating: int | None = None) -> Level:
    """The level of a roll with ``hits`` hits and ``ones`` ones.

    With no hits, more ones than ``ruling_rating`` is an Embarrassing Failure.
    """
    if hits <= 0:
        if ruling_rating is not None and ones > ruling_rating:
            return Level.EMBARRASSING_FAILURE
        return Level.FAILURE
    if hits == 1:
        return Level.SUCCESS
    if hits <= 3:
        return Level.GOOD_SUCCESS
    if hits <= 5:
        return Level.GREAT_SUCCESS
    return Level.AMAZING_SUCCESS


class Victory(IntEnum):
    DRAW = 0
    MARGINAL = 1
    SOLID = 2
    CRUSHING = 3

    @property
    def label(self) -> str:
        return "Draw" if self is Victory.DRAW else f"{self.name.title()} Victory"


def victory_for(net_hits: int) -> Victory:
    """Victory level for the winner's margin (absolute net hits)."""
    net = abs(net_hits)
    if net == 0:
        return Victory.DRAW
    if net == 1:
        return Victory.MARGINAL
    if net <= 3:
        return Victory.SOLID
    return Victory.CRUSHING
