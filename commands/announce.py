"""Where rolls go: the room (or just the roller), the room's roll history
and the staff RollLog channel. Shared by every ruleset's commands."""

import time

from django.conf import settings
from evennia.comms.models import ChannelDB
from evennia.utils import create
from evennia.utils.ansi import strip_ansi

HISTORY_KEY = "roll_history"


def staff_channel(key: str | None = None):
    """The staff channel called ``key`` (RollLog by default), made if missing."""
    key = key or settings.FOURFOLD_ROLL_CHANNEL
    found = ChannelDB.objects.filter(db_key__iexact=key)
    if found:
        return found[0]
    return create.create_channel(
        key,
        desc="Every roll made in the game, for staff.",
        locks="control:perm(Developer);listen:perm(Builder);send:perm(Admin)",
    )


def announce_roll(caller, text: str, private: bool = False, kind: str = "roll"):
    """Show a roll and keep it.

    Public rolls go to everyone in the caller's room; private ones only to
    the caller. Both go to the RollLog channel; the room keeps the last
    ``FOURFOLD_ROLL_HISTORY`` of them for ``+rolls`` (private ones marked,
    shown only to their roller and staff).
    """
    room = caller.location
    if private:
        caller.msg(f"|w(private)|n {text}")
    elif room:
        room.msg_contents(text, from_obj=caller)
    else:
        caller.msg(text)
    where = room.key if room else "nowhere"
    staff_channel().msg(f"[{where}{' private' if private else ''}] {strip_ansi(text)}")
    if room:
        history = list(room.attributes.get(HISTORY_KEY, default=[]) or [])
        history.append({
            "time": time.time(),
            "roller": caller.key,
            "roller_id": caller.id,
            "private": private,
            "kind": kind,
            "text": text,
        })
        keep = max(0, settings.FOURFOLD_ROLL_HISTORY)  # history[-0:] would keep everything
        room.attributes.add(HISTORY_KEY, history[-keep:] if keep else [])


def roll_history(room) -> list[dict]:
    return list(room.attributes.get(HISTORY_KEY, default=[]) or []) if room else []
