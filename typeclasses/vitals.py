"""A character's vitals for rich clients (GMCP / MSDP, Evennia's OOB).

:func:`send_vitals` sends the OOB command ``char_vitals`` with one table to
every session of the character that speaks an OOB protocol. Evennia's telnet
OOB turns the name into the GMCP package ``Char.Vitals`` (and sends MSDP as
the variable ``char_vitals`` holding a table); the web client receives it as
an event called ``char_vitals``. The table holds the vitals of the ruleset
of the room the character stands in, and only that one's (a status bar
showing fs3 wounds in a muse room would mislead):

    name            the character's name (always)
    ruleset         the key of the room's ruleset (always): fs3, muse, pbta, mw
    luck            fs3 Luck                                  (fs3 room)
    wounds          number of fs3 wounds                      (fs3 room)
    wound_total     sum of the wound modifiers (0.0, or negative)
    wound_penalty   dice lost to wounds (0, or negative)
    ko_threshold    the wound total at which a KO check is due (-1.0)
    lp, lp_max      muse Life Points          (muse room, with a muse sheet)
    hp, hp_max      pbta HP                   (pbta room, with a pbta sheet)
    words, gains    mw Words of Power (letter, name, die, full) and Gains
                                              (mw room, with an mw sheet)
    combat          id of the fs3 combat the character is in (0: none; always)
    combat_turn     that combat's current turn (0: none; always)

A client may ask at any time: GMCP ``Core.Get_Vitals`` or ``Char.Vitals.Get``,
MSDP ``get_vitals`` (see server/conf/inputfuncs.py).

Sent after login (Character.at_post_puppet), when the character walks into a
room of another ruleset (Character.at_post_move), whenever fs3 Luck or wounds are
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


def room_ruleset(char) -> str:
    """The key of the ruleset of the room ``char`` stands in (the game's
    default when it stands nowhere)."""
    from rulesets.registry import default_key, ruleset_for_room

    room = getattr(char, "location", None)
    return ruleset_for_room(room)[0] if room is not None else default_key()


def vitals_of(char) -> dict:
    """The vitals table for ``char`` (plain JSON-able values): its name and
    the room's ruleset key, then what that ruleset adds (``Ruleset.vitals``),
    then the fs3 combat keys (0 outside an fs3 room or fight)."""
    from rulesets.registry import installed

    key = room_ruleset(char)
    data = {"name": char.key, "ruleset": key}
    ruleset = installed().get(key)
    part = ruleset.load("vitals") if ruleset is not None else None
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
        if session is None:  # what every client of the character now shows
            char.ndb.vitals_ruleset = data["ruleset"]
        for target in targets:
            target.msg(**{OOB_CMDNAME: ((), data)})
        return data
    except Exception:
        logger.log_trace(f"vitals: could not send for {getattr(char, 'dbref', char)}")
        return None


def ruleset_changed(char, key: str | None) -> None:
    """After ``char`` moved: its clients get the vitals again when the room's
    ruleset (``key``) is not the one they show. Nothing is asked of the
    database when it is the same, or when no client takes OOB data."""
    if key is None or key == char.ndb.vitals_ruleset or not oob_sessions(char):
        return
    send_vitals(char)
