"""Exact fs3 combat odds (icepool) and statistical checks of the real
rollers against them.

Tolerance for a measured rate p_hat over n seeded trials against the exact
p: |p_hat - p| <= 4.5 * sqrt(p * (1 - p) / n) + 0.002. Each test also shows
that a plausible wrong implementation would land outside that tolerance, so
the check can fail.
"""

from __future__ import annotations

import math
import random
from fractions import Fraction

import icepool
import pytest

from rules.fs3.combat.attack import resolve_attack
from rules.fs3.combat.combatant import Combatant
from rules.fs3.combat.odds import (
    hit_probability,
    location_distribution,
    net_hits_distribution,
    severity_distribution,
    stop_probability,
)
from rules.fs3.combat.wounds import Severity, roll_wound
from rulesets.fs3.gear_data import WEAPONS

N = 20_000
KNIFE = next(w for w in WEAPONS if w["name"] == "Knife")


def tolerance(p: float, n: int = N) -> float:
    return 4.5 * math.sqrt(p * (1 - p) / n) + 0.002


def binomial_hits(dice: int) -> dict[int, Fraction]:
    q = Fraction(1, 4)  # 7 or 8 on a d8
    return {k: math.comb(dice, k) * q ** k * (1 - q) ** (dice - k) for k in range(dice + 1)}


def brute_hit_probability(a: int, d: int, ties_hit: bool = False) -> Fraction:
    A, D = binomial_hits(a), binomial_hits(d)
    return sum((pa * pd for ka, pa in A.items() for kd, pd in D.items()
                if ka > kd or (ties_hit and ka == kd)), Fraction(0))


# --- exact helpers -----------------------------------------------------------

@pytest.mark.parametrize("a, d", [(1, 1), (6, 5), (3, 8), (10, 2), (0, 4)])
def test_hit_probability_matches_a_binomial_count(a, d):
    assert hit_probability(a, d) == brute_hit_probability(max(a, 1), d)


def test_hit_probability_small_case_by_hand():
    assert hit_probability(1, 1) == Fraction(3, 16)


def test_net_hits_distribution_sums_to_one_and_agrees():
    dist = net_hits_distribution(6, 5)
    assert sum(dist.values()) == 1
    assert sum(p for n, p in dist.items() if n > 0) == hit_probability(6, 5)


def test_severity_distribution_by_hand():
    assert severity_distribution(0) == {
        Severity.LIGHT: Fraction(40, 100), Severity.MODERATE: Fraction(40, 100),
        Severity.SERIOUS: Fraction(19, 100), Severity.CRITICAL: Fraction(1, 100)}
    assert severity_distribution(40) == {
        Severity.LIGHT: 0, Severity.MODERATE: Fraction(40, 100),
        Severity.SERIOUS: Fraction(19, 100), Severity.CRITICAL: Fraction(41, 100)}
    assert severity_distribution(-30)[Severity.LIGHT] == Fraction(70, 100)


def test_location_distribution():
    dist = location_distribution(0)
    assert dist["Chest"] == Fraction(3, 10) and dist["Abdomen"] == Fraction(2, 10)
    assert dist["Left Leg"] == dist["Head"] == Fraction(1, 10)
    assert location_distribution(9)["Chest"] == 1


def test_stop_probability():
    assert stop_probability(145) == 1 and stop_probability(-3) == 0
    assert stop_probability(28) == Fraction(28, 100)


# --- the rollers against the exact odds ----------------------------------------

def _npc(cid, rating):
    return Combatant(id=cid, name=cid, is_npc=True, npc_rating=rating, weapon=dict(KNIFE))


@pytest.mark.parametrize("a, d, seed", [(6, 5, 1001), (3, 8, 2002)])
def test_attack_hit_rate_matches_exact_odds(a, d, seed):
    attacker, defender = _npc("att", a), _npc("def", d)
    rng = random.Random(seed)
    hits = sum(resolve_attack(attacker, defender, rng).hit for _ in range(N))
    measured = hits / N
    exact = float(hit_probability(a, d))
    assert abs(measured - exact) <= tolerance(exact), (measured, exact)
    # A roller that let ties hit would be caught:
    wrong = float(brute_hit_probability(a, d, ties_hit=True))
    assert abs(measured - wrong) > tolerance(wrong)


def test_wound_severity_distribution_matches_exact_odds():
    lethality, head = 10, 30
    rng = random.Random(3003)
    counts = {s: 0 for s in Severity}
    for _ in range(N):
        counts[roll_wound(rng, lethality, head).severity] += 1
    exact = severity_distribution(lethality + head)
    for severity in Severity:
        p = float(exact[severity])
        assert abs(counts[severity] / N - p) <= tolerance(p), (severity, counts, exact)
    # Forgetting the location modifier would be caught:
    wrong = severity_distribution(lethality)
    assert any(abs(counts[s] / N - float(wrong[s])) > tolerance(float(wrong[s]))
               for s in Severity)


def test_icepool_agrees_on_one_d8_hit_chance():
    assert (icepool.d8 >= 7).probability(True) == Fraction(1, 4)
