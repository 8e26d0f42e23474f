"""The demo wings' training opponents (the Sparring Sergeant, Bramble, Tusk,
Slab) get up fresh: unhurt and conscious when the fight they were in ends, so the
next newcomer meets them as new.

A training opponent is an object carrying the demo ident tag of one of
``features.demo.data.OPPONENTS``. fs3 and muse fights call
:func:`reset_after_fight` with their fighters when they stop. pbta has no
fight Script: its opponent is reset when the last player character leaves
its room (``Room.at_object_leave`` calls :func:`reset_when_alone`), which
ends a sparring match there as surely as walking away from it (Slab, mw's,
takes no harm). What the player characters lost to them comes back too:
they are practice opponents (features/practice/fights.py).
"""

from __future__ import annotations

from evennia.utils import logger

DEMO_CATEGORY, DEMO_TAG = "demo", "fourfold_demo"  # as features/demo/build.py marks them
IDENT_CATEGORY = "demo_id"


def _spec(obj) -> dict | None:
    from features.demo.data import OPPONENTS

    if obj is None or not hasattr(obj, "tags"):
        return None
    idents = obj.tags.get(category=IDENT_CATEGORY, return_list=True) or []
    for spec in OPPONENTS:
        if spec["ident"] in idents:
            return spec
    return None


def is_demo_opponent(obj) -> bool:
    return _spec(obj) is not None


def reset(obj) -> bool:
    """Make a training opponent unhurt and conscious again in every ruleset
    it has a sheet in; True when ``obj`` is one."""
    spec = _spec(obj)
    if spec is None:
        return False
    fs3 = getattr(obj, "fs3", None)
    if fs3 is not None and fs3.wounds:
        fs3.wounds = []
    obj.attributes.remove("combat_stance", category="fs3")
    muse = getattr(obj, "muse", None)
    if muse is not None:
        if muse.tribulations:
            muse.tribulations = {}
        if muse.life_points != muse.max_life:
            muse.life_points = muse.max_life
    pbta = getattr(obj, "pbta", None)
    if spec.get("kind") == "pbta" and pbta is not None:
        from rules.pbta.sheet import new_sheet

        pbta.save(new_sheet(spec["people"], spec["stats"]))
        pbta.guarding = ""
        pbta.halve_next = ""
    return True


def reset_after_fight(objects) -> list[str]:
    """Reset every training opponent among ``objects`` (a fight's fighters);
    returns their names. A failure is logged, never raised: the fight ends
    either way."""
    done = []
    for obj in objects:
        try:
            if reset(obj):
                done.append(obj.key)
        except Exception:
            logger.log_trace(f"demo opponent #{getattr(obj, 'id', '?')} could not be reset")
    return done


def reset_when_alone(room, leaving=None) -> list[str]:
    """Reset the training opponents in a demo ``room`` once no player
    character is left there (``leaving``: the one on their way out)."""
    if room is None or not room.tags.has(DEMO_TAG, category=DEMO_CATEGORY):
        return []
    contents = [obj for obj in room.contents if obj != leaving]
    if any(obj.has_account for obj in contents):
        return []
    return reset_after_fight(obj for obj in contents if getattr(obj, "is_npc", False))
