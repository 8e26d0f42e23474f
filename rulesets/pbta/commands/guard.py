"""Defend's trigger: an attack on a defender, or on what they guard, is
what lets them spend Readiness (+defend/spend). Shared by the attack moves
and +defend."""

from __future__ import annotations


def defenders_of(attacker, victim, label: str) -> list:
    """Characters here holding Readiness who are attacked themselves or
    guard what is attacked (``victim``, or the thing called ``label``)."""
    room = attacker.location
    if room is None:
        return []
    out = []
    for obj in room.contents:
        handler = getattr(obj, "pbta", None)
        if handler is None or obj == attacker or not handler.has_sheet:
            continue
        if handler.sheet().readiness < 1:
            continue
        guarding = handler.guarding.strip().lower()
        hit_self = victim is not None and obj == victim
        hit_charge = bool(guarding) and (guarding == label.strip().lower()
                                         or (guarding == "themselves" and hit_self))
        if hit_self or hit_charge:
            out.append(obj)
    return out


def alert_defenders(attacker, victim, label: str) -> list[str]:
    """Mark the attack on every defender it concerns; return the names."""
    names = []
    for defender in defenders_of(attacker, victim, label):
        defender.pbta.set_attack_on_guard(attacker, label)
        names.append(defender.key)
    return names
