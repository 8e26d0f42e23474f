"""What every ruleset's advancement shares: a character's bank and a planned
raise, as plain records (the rulesets' own rules are in
rules/fs3/advancement.py and rules/muse/advancement.py).

Times are seconds since the epoch; the caller passes ``now``, so every rule
runs on a scripted clock in tests.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from rules.errors import RulesError

WEEK = 7 * 24 * 3600  # seconds


@dataclass(frozen=True)
class Bank:
    """What a character may spend: ``balance`` (XP, Trait points...) and, per
    ability, when its last raise that still stands (not undone) was made."""

    balance: int = 0
    last_raised: dict[str, float] = field(default_factory=dict)


@dataclass(frozen=True)
class Raise:
    """One raise, worked out and checked: ``ability`` from ``old`` to ``new``
    for ``cost`` out of the bank."""

    ability: str
    old: int
    new: int
    cost: int


def capped_award(balance: int, amount: int, cap: int | None) -> int:
    """How much of ``amount`` a bank holding ``balance`` takes in: all of it
    without a cap, else only up to the cap (never below 0)."""
    if amount <= 0:
        return 0
    if cap is None:
        return amount
    return max(0, min(amount, cap - balance))


def wait_text(seconds: float) -> str:
    """'3 days', '5 hours', '2 minutes': a wait, rounded up to its largest unit."""
    seconds = max(1, int(-(-seconds // 1)))
    for size, unit in ((86400, "day"), (3600, "hour"), (60, "minute")):
        if seconds >= size or size == 60:
            count = -(-seconds // size)
            return f"{count} {unit}{'s' if count != 1 else ''}"
    raise AssertionError("unreachable")


def check_interval(ability: str, bank: Bank, now: float, interval: float) -> None:
    """Refuse a second raise of ``ability`` within ``interval`` seconds."""
    last = bank.last_raised.get(ability)
    if last is not None and now - last < interval:
        raise RulesError(f"{ability} was raised less than {wait_text(interval)} ago; it can rise again "
                         f"in {wait_text(interval - (now - last))}.")
