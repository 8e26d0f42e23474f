"""
What Fourfold's own AMP commands share (speedups/amp_batch.py: Server to
Portal and Portal to Server): how their one argument is packed, and a
short way in for the boxes that want no answer.

Twisted hands every AMP box to ``dispatchCommand``: it looks up the
responder, parses the arguments, runs the responder in ``maybeDeferred``
and chains Deferreds to format an answer and to catch errors, even when
the sender asked for no answer. For one box per player command that came
to a tenth of the Server's time at 1000 commands a second. Fourfold's
batch commands ask for no answer and carry one packed argument, so
:func:`quick_box` reads such a box directly and hands its contents to the
handler. A box that asks for an answer, or any other command, goes
Twisted's way.
"""

from __future__ import annotations

import zlib

from evennia.server.portal import amp
from evennia.utils import logger

ASK = b"_ask"
COMMAND = b"_command"
PACKED = b"packed_data"


class FastCompressed(amp.Compressed):
    """Evennia's Compressed (long values split over several box keys) with
    zlib level 1: the link is this machine, and level 9 costs more than it
    saves. (Compression stays on: Evennia's AMP reader treats a read that
    ends in two NUL bytes as the end of a box, and raw pickles are full of
    them.)"""

    def toString(self, inObject):
        return zlib.compress(inObject, 1)

    def fromString(self, inString):
        return zlib.decompress(inString)


_ARGUMENT = FastCompressed()


def unpack(box, protocol):
    """The unpickled ``packed_data`` of ``box`` (however many keys it spans)."""
    objects = {}
    _ARGUMENT.fromBox(PACKED, box, objects, protocol)
    return amp.loads(objects[PACKED.decode()])


def quick_box(protocol, box, handlers: dict) -> bool:
    """Hand an answer-less box of one of ``handlers``' commands (command name
    -> name of the protocol's method that takes the unpacked data) to that
    method; False for any other box."""
    name = handlers.get(box.get(COMMAND))
    if name is None or ASK in box:
        return False
    try:
        data = unpack(box, protocol)
    except Exception:
        logger.log_trace(f"An AMP {box.get(COMMAND)!r} box could not be read")
        return True
    getattr(protocol, name)(data)
    return True
