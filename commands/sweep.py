"""``@sweep``: who and what would hear what is said here.

An object listens when a session puppets it (a connected character, or any
object someone is playing through) or when its typeclass has its own
``at_msg_receive``, the hook Evennia calls for every message an object is
sent (an NPC or a gadget that reacts to speech). Everything else, a
character whose player is away among them, is deaf: Evennia drops what is
sent to it. The room, what is in it and what the caller carries are swept.
Scripts are never sent a room's messages, so none is listed.
"""

from __future__ import annotations

from evennia.objects.objects import DefaultObject

from commands.building_lists import LIST_LIMIT, capped_table, kind, label
from core.command import FourfoldCommand
from core.text.player import one_line


def why_listening(obj) -> str:
    """Why ``obj`` hears what reaches it ('' when it does not)."""
    reasons = []
    if obj.sessions.count():
        reasons.append("connected" if kind(obj) == "character" else "puppeted")
    if getattr(type(obj), "at_msg_receive", None) is not DefaultObject.at_msg_receive:
        reasons.append("hears (at_msg_receive)")
    return ", ".join(reasons)


class CmdSweep(FourfoldCommand):
    """
    See who and what is listening where you stand.

    Usage:
      @sweep

    Lists the room, what is in it and what you carry that would hear what
    is said here: characters whose players are connected, anything
    someone is playing through (puppeted), and objects made to react to
    what they are sent (their typeclass has its own at_msg_receive: NPCs,
    recorders and such). A character whose player is away hears nothing
    and is not listed.

    Example:
      @sweep
    """

    key = "@sweep"
    locks = "cmd:perm(Builder)"
    help_category = "Building"
    syntax = "@sweep"

    def run(self):
        if self.args.strip():
            self.fail("@sweep takes no name: it sweeps where you stand.")
        room = self.caller.location
        if room is None:
            self.fail("You are nowhere; there is nothing to sweep.", syntax=False)
        places = [(room, "the room")] + [(o, "here") for o in room.contents] \
            + [(o, "carried by you") for o in self.caller.contents]
        rows = []
        for obj, where in places:
            why = why_listening(obj)
            if why:
                rows.append((f"#{obj.id}", one_line(obj.key), where, why))
        if not rows:
            self.caller.msg(f"Nothing listens in {label(room)}.")
            return
        self.caller.msg(f"Listening in {label(room)}:\n"
                        + capped_table(("Dbref", "Name", "Where", "Listens"), rows[:LIST_LIMIT],
                                       len(rows)))
