"""The OOC lounge of the demo world: an out-of-character room off the hub,
where ``offstage`` takes players. Built by features/demo/build.py with the
rest of the demo (safe to re-run: found again by its ident, never made
twice). It carries the ``ooc`` room setting and the area tag ``ooc``.
"""

from __future__ import annotations

LOUNGE_IDENT = "ooc_lounge"  # features/community/stage.py finds the lounge by it
LOUNGE_NAME = "OOC Lounge"
LOUNGE_AREA = "ooc"
LOUNGE_DESC = (
    "A comfortable room with deep armchairs, a long couch and a board of "
    "pinned notes. Nothing said here happens in the story: this is the "
    "place to chat as players, ask questions and wait for a scene.\n\n"
    "|wooc <text>|n speaks out of character anywhere; here plain |wsay|n "
    "does too. |wonstage|n takes you back to the room you came from, "
    "|wwho|n and |w+where|n show who is about, |w+events|n lists what "
    "is planned."
)
EXIT_IN = ("ooc_lounge_in", "OOC Lounge", ["lounge", "ooc lounge"])
EXIT_OUT = ("ooc_lounge_out", "hub", ["out", "back"])


def build_lounge(hub, report: list):
    """Make (or refresh) the lounge and its exits to and from the hub."""
    from features.community import stage
    from features.demo.build import ROOM, ensure, link

    lounge = ensure(LOUNGE_IDENT, ROOM, LOUNGE_NAME, desc=LOUNGE_DESC, report=report)
    stage.set_ooc_room(lounge, True)
    lounge.tags.add(LOUNGE_AREA, category="area")
    link(EXIT_IN[0], hub, lounge, EXIT_IN[1], EXIT_IN[2], report)
    link(EXIT_OUT[0], lounge, hub, EXIT_OUT[1], EXIT_OUT[2], report)
    return lounge
