"""``+report``: a player tells staff about another player, with what they
saw (features/moderation/reports.py)."""

from __future__ import annotations

from core.command import FourfoldCommand
from features.moderation import reports


class CmdReport(FourfoldCommand):
    """
    Report a player's behaviour to staff.

    Usage:
      +report <name>=<what happened>

    Staff get a request with your words and what you saw of that player
    lately: their poses and says in scenes you were in, their pages to
    you and their lines on channels you listen to. Only you and staff see
    the report; +request shows it and staff's answers. Speech in a room
    with no scene running is not kept, so copy it into your reason.

    Example:
      +report Ralph=Keeps paging me after I asked him to stop.
    """

    key = "+report"
    help_category = "General"
    syntax = "+report <name>=<what happened>"

    def run(self):
        if "=" not in self.args:
            self.fail("Name the player and say what happened.")
        name, reason = (part.strip() for part in self.args.split("=", 1))
        if not name:
            self.fail("Name the player you are reporting.")
        if not reason:
            self.fail("Say what happened: the reason goes to staff.")
        target = self.find_character(name, anywhere=True)
        request = reports.file_report(self.caller, target, reason)
        self.caller.msg(f"Your report on {target.key} is request #{request.id}; only you and "
                        "staff see it. Staff will answer there (+request).")
