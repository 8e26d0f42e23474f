"""Daily fs3 healing for one character, and the doctor's-care record.

The global :class:`rulesets.fs3.healing_script.HealingScript` calls
:func:`heal_character` once a day for every character with wounds. The
rules come from ``rules.fs3.combat.healing``; this module only reads the
character's Attributes, builds the pools and writes the wounds back.

A doctor is recorded by ``+treat``: the patient gets a ``doctor`` Attribute
(category ``fs3``) holding the doctor's id and name, the time, and the
doctor's Medicine pool as it stood then (skill, ruling attribute and the
doctor's own wound penalty). At the next daily healing, a record younger
than the healing interval rolls that pool; a success adds the doctor's
point. Every daily healing uses the record up, so a doctor has to look in
on the patient again each day.
"""

from __future__ import annotations

import time

from core.game_settings import setting
from rules.dice import Rng
from rules.fs3.combat.healing import DailyHealing, roll_daily_healing
from rules.fs3.combat.wounds import Wound
from rules.fs3.roll import Pool, PoolPart, build_pool
from rulesets.fs3.catalogue import catalogue

CATEGORY = "fs3"
DOCTOR_KEY = "doctor"
BRAWN = "Brawn"
MEDICINE = "Medicine"


def healing_interval() -> float:
    return float(setting("FOURFOLD_FS3_HEALING_INTERVAL"))


def wounds_of(char) -> list[Wound]:
    return [Wound.from_dict(w) for w in char.fs3.wounds]


def set_wounds(char, wounds) -> None:
    char.fs3.wounds = [w.to_dict() for w in wounds]


def ability_pool(char, name: str) -> Pool:
    """``char``'s pool for ``name`` (a skill with its ruling attribute, or an
    attribute twice), less their wound penalty."""
    cat = catalogue()
    handler = char.fs3
    rating = getattr(char, "npc_rating", None)
    if getattr(char, "is_npc", False) and rating is not None:
        # An NPC rolls its one rating for everything, healing included.
        parts = [PoolPart("rating", int(rating))]
        if handler.wound_penalty():
            parts.append(PoolPart("wounds", handler.wound_penalty()))
        return Pool(name, tuple(parts), None)
    return build_pool(handler.sheet(), cat.find(name), cat,
                      wound_penalty=handler.wound_penalty())


def brawn_pool(char) -> Pool:
    return ability_pool(char, BRAWN)


def medicine_pool(char) -> Pool:
    return ability_pool(char, MEDICINE)


# --- the doctor's-care record ----------------------------------------------
def _pool_to_dict(pool: Pool) -> dict:
    return {"label": pool.label, "parts": [[p.label, p.dice] for p in pool.parts],
            "ruling": pool.ruling_rating}


def _pool_from_dict(data: dict) -> Pool:
    parts = tuple(PoolPart(str(label), int(dice)) for label, dice in data.get("parts", []))
    ruling = data.get("ruling")
    return Pool(str(data.get("label", MEDICINE)), parts, None if ruling is None else int(ruling))


def record_care(patient, doctor, now: float | None = None) -> None:
    """Put ``patient`` under ``doctor``'s care for the next daily healing."""
    patient.attributes.add(DOCTOR_KEY, {
        "id": doctor.id,
        "name": doctor.key,
        "at": time.time() if now is None else now,
        "pool": _pool_to_dict(medicine_pool(doctor)),
    }, category=CATEGORY)


def care_of(patient, now: float | None = None) -> dict | None:
    """The doctor's-care record if it is recent enough to count, else None."""
    record = patient.attributes.get(DOCTOR_KEY, default=None, category=CATEGORY)
    if not record:
        return None
    now = time.time() if now is None else now
    if now - float(record.get("at", 0)) > healing_interval():
        return None
    return dict(record)


def clear_care(patient) -> None:
    patient.attributes.remove(DOCTOR_KEY, category=CATEGORY)


# --- one day's healing ------------------------------------------------------
def heal_character(char, rng: Rng, now: float | None = None,
                   notify: bool = True) -> DailyHealing | None:
    """Roll one day's healing for ``char`` and store the result.

    Returns the rules' record, or None when ``char`` has no wounds. The
    doctor's-care record is used up either way.
    """
    now = time.time() if now is None else now
    wounds = wounds_of(char)
    care = care_of(char, now)
    clear_care(char)
    if not wounds:
        return None
    doctor_pool = _pool_from_dict(care["pool"]) if care else None
    result = roll_daily_healing(wounds, rng, brawn_pool(char), doctor_pool)
    set_wounds(char, result.wounds)
    if notify:
        from rulesets.fs3.wounds_text import daily_report

        char.msg(daily_report(result, care["name"] if care else None))
    return result


def wounded_characters():
    """Every Character, NPCs included, that has an fs3 wounds Attribute
    (possibly empty)."""
    from core.lookup.characters import characters_with_attribute

    return characters_with_attribute("wounds", CATEGORY)
