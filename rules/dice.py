"""The RNG seam and the dice records shared by every ruleset.

Every random number in Fourfold comes from an object with ``randint``,
``random``, ``choice`` and ``shuffle``; a ``random.Random`` satisfies it.
Production code asks :func:`game_rng` for the shared generator; tests pass
``random.Random(seed)`` or a :class:`ScriptedRng`.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Iterable, Protocol, Sequence, runtime_checkable


@runtime_checkable
class Rng(Protocol):
    def randint(self, a: int, b: int) -> int: ...

    def random(self) -> float: ...

    def choice(self, seq: Sequence): ...

    def shuffle(self, x: list) -> None: ...


_GAME_RNG: Rng = random.SystemRandom()


def game_rng() -> Rng:
    """The generator the running game uses."""
    return _GAME_RNG


def configure_game_rng(seed: int | None = None) -> Rng:
    """Use a seeded generator (for reproducible play-tests) or, with no seed,
    the operating system's entropy. Returns the generator now in use."""
    global _GAME_RNG
    _GAME_RNG = random.Random(seed) if seed is not None else random.SystemRandom()
    return _GAME_RNG


class ScriptedRngExhausted(AssertionError):
    """A scripted RNG was asked for more numbers than the test gave it."""


class ScriptedRng:
    """A fake RNG for tests: ``randint`` returns the scripted values in order.

    Every value is checked against the asked range, so a test that scripts a
    9 for a d8 fails loudly instead of passing by accident. ``choice`` and
    ``shuffle`` are deterministic (first item, no change) unless scripted
    integers are given for them via ``randint``-style indexes.
    """

    def __init__(self, values: Iterable[int], floats: Iterable[float] = ()):
        self._values = list(values)
        self._floats = list(floats)
        self.calls: list[tuple[int, int]] = []

    @property
    def remaining(self) -> int:
        return len(self._values)

    def randint(self, a: int, b: int) -> int:
        if not self._values:
            raise ScriptedRngExhausted(f"no scripted value left for randint({a}, {b})")
        value = self._values.pop(0)
        if not a <= value <= b:
            raise AssertionError(f"scripted value {value} is outside randint({a}, {b})")
        self.calls.append((a, b))
        return value

    def random(self) -> float:
        if not self._floats:
            raise ScriptedRngExhausted("no scripted float left for random()")
        return self._floats.pop(0)

    def choice(self, seq: Sequence):
        return seq[self.randint(0, len(seq) - 1)] if self._values else seq[0]

    def shuffle(self, x: list) -> None:
        return None


@dataclass(frozen=True)
class DiceRoll:
    """The faces of one throw of ``len(faces)`` dice with ``sides`` sides.

    ``hit_on`` is the lowest face that counts as a hit (7 for fs3's d8s).
    """

    sides: int
    faces: tuple[int, ...]
    hit_on: int

    @property
    def count(self) -> int:
        return len(self.faces)

    @property
    def hits(self) -> int:
        return sum(1 for f in self.faces if f >= self.hit_on)

    @property
    def ones(self) -> int:
        return sum(1 for f in self.faces if f == 1)

    @property
    def sorted_faces(self) -> tuple[int, ...]:
        return tuple(sorted(self.faces, reverse=True))

    def is_hit(self, face: int) -> bool:
        return face >= self.hit_on


def roll_dice(rng: Rng, count: int, sides: int, hit_on: int | None = None) -> DiceRoll:
    """Throw ``count`` dice with ``sides`` sides through ``rng``."""
    if count < 0:
        raise ValueError("cannot roll a negative number of dice")
    faces = _faces_from_bits(rng, count, sides)
    if faces is None:
        faces = tuple(rng.randint(1, sides) for _ in range(count))
    return DiceRoll(sides=sides, faces=faces, hit_on=hit_on if hit_on is not None else sides + 1)


def _faces_from_bits(rng: Rng, count: int, sides: int) -> tuple[int, ...] | None:
    """All ``count`` faces from one draw of the operating system's random
    bits, for dice whose sides are a power of two (fs3's d8: three bits a
    die); None for anything else, which goes die by die through ``randint``.

    ``SystemRandom.randint(1, 8)`` asks the kernel for random bytes once or
    twice per die (it draws four bits and throws away values of 8 and up);
    one draw for the whole pool costs less than two dice drawn that way.
    Each group of bits is uniform and independent of the others, so every
    face is exactly as likely as with ``randint``. Only the game's own
    generator (exactly ``random.SystemRandom``) is read this way: a seeded
    ``random.Random`` (a play-test's FOURFOLD_DICE_SEED) and the tests'
    scripted generators still see one ``randint`` per die.
    """
    if type(rng) is not random.SystemRandom or count == 0 or sides < 2 or sides & (sides - 1):
        return None
    bits = sides.bit_length() - 1
    draw = rng.getrandbits(bits * count)
    mask = sides - 1
    return tuple(((draw >> (bits * i)) & mask) + 1 for i in range(count))
