"""``+gag``: staff keep a player off channels and out of public speech for
a while (features/moderation/gags.py holds the logic)."""

from __future__ import annotations

from core import gags as gag_state
from core.command import FourfoldCommand
from core.text import tables
from core.text.player import one_line
from features.moderation import gags


class CmdGag(FourfoldCommand):
    """
    Gag a player for some minutes (admins).

    Usage:
      +gag                              who is gagged, and until when
      +gag <name>=<minutes>/<reason>    gag a player
      +gag/lift <name>                  end a gag now

    A gagged player is heard on no channel and says, poses and emits
    nothing in a room (ooc included) until the gag ends; they are told why
    and until when. Pages, mail, +request and everything else still work.
    The gag ends on time by itself, and every gag and lift is recorded
    (+sitelock/log lists the records).

    Examples:
      +gag Ralph=30/Spamming Public after a warning
      +gag/lift Ralph
    """

    key = "+gag"
    help_category = "Admin"
    switch_options = ("lift",)
    syntax = "+gag <name>=<minutes>/<reason>, +gag/lift <name>"
    locks = "cmd:perm(Admin)"

    def run(self):
        if not gags.may_moderate(self.caller):  # the lock's second line of defence
            self.fail(gags.NOT_ALLOWED, syntax=False)
        if "lift" in self.switches:
            if not self.args.strip():
                self.fail("Say whose gag to lift.")
            target = self.find_character(self.args.strip(), anywhere=True)
            gags.lift(target, by=self.caller)
            self.caller.msg(f"{target.key}'s gag is lifted.")
            return
        if not self.args.strip():
            return self.list()
        if "=" not in self.args or "/" not in self.args.split("=", 1)[1]:
            self.fail("Give the name, the minutes and a reason.")
        name, rest = (part.strip() for part in self.args.split("=", 1))
        minutes, reason = (part.strip() for part in rest.split("/", 1))
        gags.minutes_from(minutes)  # a bad number is refused before the name is looked up
        target = self.find_character(name, anywhere=True)
        found = gags.gag(target, minutes, reason, by=self.caller)
        self.caller.msg(f"{target.key} is gagged until {gag_state.until_text(found['until'])}.")

    def list(self):
        found = gags.gagged()
        if not found:
            self.caller.msg("Nobody is gagged.")
            return
        rows = [[one_line(owner.key), gag_state.until_text(gag["until"]), one_line(gag.get("by")),
                 one_line(gag.get("reason"))] for owner, gag in found]
        self.caller.msg(tables.table(["Player", "Until", "By", "Reason"], rows))
