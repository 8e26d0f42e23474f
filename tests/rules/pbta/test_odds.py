"""Exact pbta band odds against counting all 36 throws of 2d6."""

from __future__ import annotations

from fractions import Fraction

import pytest

from rules.errors import RulesError
from rules.pbta.bands import SCALES, band_for
from rules.pbta.odds import band_distribution


@pytest.mark.parametrize("scale", sorted(SCALES))
@pytest.mark.parametrize("modifier", range(-6, 9))
def test_bands_match_counting(scale, modifier):
    counted: dict = {}
    for a in range(1, 7):
        for b in range(1, 7):
            band = band_for(a + b + modifier, SCALES[scale])
            counted[band] = counted.get(band, 0) + Fraction(1, 36)
    exact = dict(band_distribution(modifier, scale))
    assert {k: v for k, v in exact.items() if v} == counted
    assert sum(exact.values()) == 1


def test_known_values():
    dist = dict(band_distribution(0))
    assert dist["strong"] == Fraction(6, 36)  # 10, 11, 12
    assert dist["miss"] == Fraction(15, 36)
    assert dict(band_distribution(1))["critical"] == Fraction(1, 36)


def test_bounded():
    with pytest.raises(RulesError):
        band_distribution(100)
