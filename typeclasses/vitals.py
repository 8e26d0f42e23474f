"""A character's vitals for rich clients (GMCP / MSDP, Evennia's OOB).

:func:`send_vitals` sends the OOB command ``char_vitals`` with one table to
every session of the character that speaks an OOB protocol. Evennia's telnet
OOB turns the name into the GMCP package ``Char.Vitals`` (and sends MSDP as
the variable ``char_vitals`` holding a table); the web client receives it as
an event called ``char_vitals``. The table (keys always present unless noted):

    name            the character's name
    luck            fs3 Luck
    wounds          number of fs3 wounds
    wound_total     sum of the wound modifiers (0.0, or negative)
    wound_penalty   dice lost to wounds (0, or negative)
    ko_threshold    the wound total at which a KO check is due (-1.0)
    lp, lp_max      muse Life Points (only when the character has a muse sheet)
    hp, hp_max      pbta HP (only when the character has a pbta sheet)
    combat          id of the fs3 combat the character is in (0: none)
    combat_turn     that combat's current turn (0: none)

A client may ask at any time: GMCP ``Core.Get_Vitals`` or ``Char.Vitals.Get``,
MSDP ``get_vitals`` (see server/conf/inputfuncs.py).

Sent after login (Character.at_post_puppet), whenever fs3 Luck or wounds are
written (FS3Handler) and after every fs3 combat turn (FS3CombatScript.end_turn).
"""

from __future__ import annotations

from evennia.utils import logger

OOB_CMDNAME = "char_vitals"  # GMCP "Char.Vitals"


def has_data(handler) -> bool:
    """True when a ruleset handler holds a sheet (read defensively)."""
    if handler is None:
        return False
    has = getattr(handler, "has_sheet", None)
    try:
        return bool(has() if callable(has) else has)
    except Exception:
        return False


def vitals_of(char) -> dict:
    """The vitals table for ``char`` (plain JSON-able values): its name, then
    what each installed ruleset adds (``Ruleset.vitals``), then the fs3
    combat keys (0 when the fs3 ruleset is absent or the character is in no fight)."""
    from rulesets.registry import installed

    data = {"name": char.key}
    for ruleset in installed().values():
        part = ruleset.load("vitals")
        if part is not None:
            data.update(part(char))
    data["combat"], data["combat_turn"] = data.pop("combat", 0), data.pop("combat_turn", 0)  # last, as always
    return data


def oob_sessions(char) -> list:
    """The character's sessions whose client takes OOB data."""
    handler = getattr(char, "sessions", None)
    if handler is None:
        return []
    return [s for s in handler.all() if (getattr(s, "protocol_flags", None) or {}).get("OOB")]


def send_vitals(char, session=None) -> dict | None:
    """Send ``char``'s vitals to ``session`` (or to each of its OOB
    sessions). Returns what was sent, or None when nobody could take it.
    Never raises: vitals are a courtesy and must not break a command."""
    try:
        targets = [session] if session is not None else oob_sessions(char)
        if not targets:
            return None
        data = vitals_of(char)
        for target in targets:
            target.msg(**{OOB_CMDNAME: ((), data)})
        return data
    except Exception:
        logger.log_trace(f"vitals: could not send for {getattr(char, 'dbref', char)}")
        return None
