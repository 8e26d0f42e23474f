"""The one call that keeps what is said in a room: :func:`record`.

Whatever a room hears that a log of it should keep (a pose, a say, an
emit, a roll, a combat turn, the game's own lines) goes through
``record(room, text, kind, author, private)`` before it is shown. The
feature that keeps rooms' logs (the ``room_log`` hook, core/features.py:
the scene log) queues the line with the group commit
(core/writes/group_commit.py), and the caller shows the text once that
commit holds it, so a line anyone saw is a line the log holds:
:func:`record_then_show` does both. Room messages reach it from
``msg_contents`` (typeclasses/room_messages.py), rolls from
core/rolls/announce.py, fights from their scripts.

The layers below features never import one: with no feature giving a
``room_log``, nothing is kept and every message is shown at once.
"""

from __future__ import annotations

from core import features
from core.writes import group_commit

# The Hook is found once; its object at the first message (core/features.py).
_ROOM_LOG = features.hook("room_log")


def logging(room) -> bool:
    """Whether what is said in ``room`` is kept now (a scene runs there):
    one dict lookup while none runs anywhere."""
    room_log = _ROOM_LOG.first
    return room_log is not None and room_log.logging(room)


def record(room, text: str, kind: str, author=None, private: bool = False) -> bool:
    """Keep ``text``, said in ``room`` as ``kind`` (by ``author``; ``private``:
    for the author and staff only). True when it was queued for the log: the
    caller then shows it through ``group_commit.announce``."""
    room_log = _ROOM_LOG.first
    if room_log is None or room is None:
        return False
    return room_log.record(room, text, kind, author=author, private=private)


def record_then_show(room, text: str, kind: str, show, author=None,
                     private: bool = False) -> None:
    """:func:`record`, then ``show()`` once the log holds the line; with
    nothing to keep, ``show()`` at once."""
    if record(room, text, kind, author=author, private=private):
        group_commit.announce(show)
    else:
        show()
