"""Where rolls go: the room (or just the roller), the room's roll history
and the staff RollLog channel. Shared by every ruleset's commands."""

from core import room_record
from core.rolls import history as _history
from core.rolls.roll_channel import roll_channel
from core.text import screen
from core.text.literal import literal
from core.text.plain import plain
from core.writes import group_commit as _group_commit


def announce_roll(caller, text: str, private: bool = False, kind: str = "roll", room=None):
    """Show a roll and keep it.

    ``room`` is where the roll is made: the caller's location unless given
    (a roll posted from a scene's page is made in the scene's room,
    wherever the caller stands). Public rolls go to everyone in the room
    and to the caller; private ones only to the caller. Both go to the
    RollLog channel; the room keeps the last ``FOURFOLD_ROLL_HISTORY`` of
    them for ``+rolls`` (private ones marked, shown only to their roller
    and staff), and a scene running in the room logs them (a private one
    for staff's eyes only).

    Write before you announce: the history and the scene log are queued
    with the group commit (core/writes/group_commit.py) and the roll is
    shown once they are committed, so a roll anyone saw survives a crash.
    """
    if room is None:
        room = caller.location
    if room:
        _history.record(room, caller, text, private=private, kind=kind)
        room_record.record(room, text, "roll", author=caller, private=private)
    # Wrapped at spaces, so no client cuts "4 hits, Great Success" in two: the
    # roller's copy to their screen, the room's to the narrowest screen in it
    # (of the clients that told their width: see core/text/screen.py).
    own = screen.fit_told(text)
    narrowest = screen.narrowest(room.contents) if room and not private else None
    shown = screen.fit(text, narrowest) if narrowest else text

    def show():
        if private:
            caller.msg(screen.fit_told(f"|w(private)|n {text}"))
        elif room:
            # The roller's copy first: they are the one waiting for it. The
            # others get the same text, never read as a template (players type
            # the labels in it); it is recorded above, so not again.
            caller.msg(own, from_obj=caller)
            room.msg_contents(literal(shown), exclude=caller, from_obj=caller, scene_log=False)
        else:
            caller.msg(own)
        where = room.key if room else "nowhere"
        roll_channel().msg(f"[{where}{' private' if private else ''}] {plain(text)}")

    _group_commit.announce(show, on_fail=lambda: caller.msg(
        "|rThe roll could not be saved, so it was not made: try again.|n"))


def roll_history(room) -> list[dict]:
    return _history.history(room)
