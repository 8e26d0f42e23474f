"""Exact odds for fs3 combat, computed with icepool (for +odds and for tests).

Every function returns exact fractions. icepool is imported only when one
of these is called, so the rest of the rules never depends on it.
"""

from __future__ import annotations

from fractions import Fraction

from rules.fs3.combat.armor import STOP_DIE
from rules.fs3.combat.locations import HUMANOID_TABLE, LOCATION_DIE, location_for
from rules.fs3.combat.wounds import WOUND_DIE, Severity, severity_for
from rules.fs3.roll import DIE_SIDES, HIT_ON, MIN_DICE


def _icepool():
    import icepool  # a pure-Python dice probability library

    return icepool


def hits_die(dice: int):
    """The number of hits on ``dice`` d8 (at least one die is thrown)."""
    icepool = _icepool()
    hit_faces = DIE_SIDES - HIT_ON + 1
    one_die = icepool.Die({0: DIE_SIDES - hit_faces, 1: hit_faces})
    return max(MIN_DICE, dice) @ one_die


def hit_probability(attack_dice: int, defense_dice: int) -> Fraction:
    """P(the attacker rolls more hits than the defender)."""
    wins = hits_die(attack_dice) > hits_die(defense_dice)
    return Fraction(wins.probability(True))


def net_hits_distribution(attack_dice: int, defense_dice: int) -> dict[int, Fraction]:
    """P(attack hits - defense hits = n) for every n."""
    net = hits_die(attack_dice) - hits_die(defense_dice)
    return {int(n): Fraction(p) for n, p in zip(net.outcomes(), net.probabilities())}


def severity_distribution(modifier: int) -> dict[Severity, Fraction]:
    """P(each severity) for a wound roll of d100 + ``modifier`` (lethality,
    location and Brawn bonus added together)."""
    icepool = _icepool()
    total = icepool.d(WOUND_DIE) + modifier
    result = {s: Fraction(0) for s in Severity}
    for outcome, p in zip(total.outcomes(), total.probabilities()):
        result[severity_for(outcome)] += Fraction(p)
    return result


def location_distribution(net_hits: int) -> dict[str, Fraction]:
    """P(each location) for a hit with ``net_hits`` net hits."""
    icepool = _icepool()
    result: dict[str, Fraction] = {loc: Fraction(0) for loc in dict.fromkeys(HUMANOID_TABLE)}
    die = icepool.d(LOCATION_DIE)
    for face, p in zip(die.outcomes(), die.probabilities()):
        result[location_for(face, net_hits)] += Fraction(p)
    return result


def stop_probability(stop_chance: int) -> Fraction:
    """P(a d100 comes up at or under ``stop_chance``)."""
    return Fraction(min(max(stop_chance, 0), STOP_DIE), STOP_DIE)
