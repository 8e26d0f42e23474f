"""The die ladder a Word climbs, and the Gains an exploding die pays."""

from __future__ import annotations

from rules.errors import RulesError

LADDER = (4, 6, 8, 10, 12, 20, 100)
SMALLEST, LARGEST = LADDER[0], LADDER[-1]
GAINS_PER_EXPLOSION = {4: 1, 6: 1, 8: 1, 10: 2, 12: 2, 20: 3, 100: 10}


def check_die(sides: int) -> int:
    if sides not in LADDER:
        raise RulesError(f"d{sides} is not on the ladder ({', '.join(f'd{s}' for s in LADDER)}).")
    return sides


def step_index(sides: int) -> int:
    """0 for d4, 1 for d6, ... 6 for d100."""
    return LADDER.index(check_die(sides))


def step_up(sides: int) -> int:
    """The next die up; d100 is the top and stays d100."""
    i = step_index(sides)
    return LADDER[min(i + 1, len(LADDER) - 1)]


def step_down(sides: int) -> int | None:
    """The next die down, or None below d4."""
    i = step_index(sides)
    return LADDER[i - 1] if i > 0 else None


def steps_up(sides: int, steps: int) -> int:
    """``sides`` raised ``steps`` rungs, stopping at d100."""
    i = step_index(sides)
    return LADDER[min(i + max(0, steps), len(LADDER) - 1)]


def explosion_die(sides: int) -> int:
    """The die rolled when a ``sides`` die explodes (a d100 rolls another d100)."""
    return step_up(sides)


def gains_for(sides: int) -> int:
    return GAINS_PER_EXPLOSION[check_die(sides)]


def parse_die(text) -> int:
    """``8``, ``"8"``, ``"d8"`` or ``"D8"`` as a ladder die."""
    raw = str(text).strip().lower().lstrip("d")
    if not (raw.isascii() and raw.isdigit()) or len(raw) > 4:  # "²" passed isdigit(); int() raised
        raise RulesError(f"'{text}' is not a die size; write it like d8.")
    return check_die(int(raw))
