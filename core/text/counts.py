"""Counts in players' text: "1 die", "2 dice", "1 hit", "3 hits".

Every number of things the game prints goes through :func:`plural`, so no
screen ever reads "1 dice"; :func:`dice` is the count players read most."""

from __future__ import annotations


def plural(n: int, one: str, many: str | None = None) -> str:
    """``n`` and the word for that many: ``plural(1, "hit")`` is "1 hit",
    ``plural(2, "die", "dice")`` is "2 dice" (``many`` defaults to ``one``
    with an s)."""
    return f"{n} {one if abs(n) == 1 else (many or one + 's')}"


def dice(n: int) -> str:
    """"1 die", "-1 die", "0 dice", "5 dice"."""
    return plural(n, "die", "dice")
