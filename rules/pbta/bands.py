"""Outcome bands: which part of a move's results a 2d6 total falls into.

Most moves use the standard scale (13+, 10-12, 7-9, 6-). Take Watch has its
own (10+, 9, 7-8, 6-).
"""

from __future__ import annotations

from dataclasses import dataclass

CRITICAL, STRONG, WEAK, MISS = "critical", "strong", "weak", "miss"
STEADY = "steady"  # Take Watch's lone 9


@dataclass(frozen=True)
class Band:
    key: str
    low: int | None  # lowest total in the band; None for "and below"
    high: int | None  # highest total; None for "and above"

    def holds(self, total: int) -> bool:
        return (self.low is None or total >= self.low) and (self.high is None or total <= self.high)

    @property
    def label(self) -> str:
        if self.high is None:
            return f"{self.low}+"
        if self.low is None:
            return f"{self.high}-"
        return str(self.low) if self.low == self.high else f"{self.low}-{self.high}"


@dataclass(frozen=True)
class Scale:
    key: str
    bands: tuple[Band, ...]  # best first

    def band(self, total: int) -> Band:
        for band in self.bands:
            if band.holds(total):
                return band
        raise ValueError(f"scale {self.key} has no band for {total}")

    @property
    def keys(self) -> tuple[str, ...]:
        return tuple(b.key for b in self.bands)


STANDARD = Scale("standard", (
    Band(CRITICAL, 13, None), Band(STRONG, 10, 12), Band(WEAK, 7, 9), Band(MISS, None, 6)))
WATCH = Scale("watch", (
    Band(STRONG, 10, None), Band(STEADY, 9, 9), Band(WEAK, 7, 8), Band(MISS, None, 6)))
SCALES = {s.key: s for s in (STANDARD, WATCH)}


def band_for(total: int, scale: Scale = STANDARD) -> str:
    """The key of the band ``total`` lands in."""
    return scale.band(total).key


def succeeded(band: str) -> bool:
    """Anything but a miss gets at least part of what was wanted."""
    return band != MISS
