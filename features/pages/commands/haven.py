"""+haven: do-not-disturb for pages, and the automatic reply pagers get."""

from __future__ import annotations

from core.command import FourfoldCommand
from core.game_settings import setting
from core.text.player import one_line
from features.pages import haven


def check_auto_reply(cmd, reply: str) -> str:
    """The automatic reply ``reply`` (stripped), or fail() when too long."""
    reply = (reply or "").strip()
    limit = setting("FOURFOLD_PAGE_REPLY_MAX")
    if len(reply) > limit:
        cmd.fail(f"That auto-reply is {len(reply)} characters long; the limit is {limit}.")
    return reply


def haven_status(char) -> str:
    """Whether ``char`` takes pages, and its auto-reply."""
    reply = haven.auto_reply(char)
    said = f" Your auto-reply: {one_line(reply)}" if reply else ""
    if haven.in_haven(char):
        return "You are not taking pages (do-not-disturb is on)." + (said or " You have no auto-reply.")
    return "You are taking pages." + said


class CmdHaven(FourfoldCommand):
    """
    Do-not-disturb: take no pages for a while.

    Usage:
      +haven                     whether you take pages, and your auto-reply
      +haven on                  take no pages
      +haven off                 take pages again
      +haven/reply <text>        the line pagers get while you take none
      +haven/reply               no auto-reply

    While do-not-disturb is on, whoever pages you is told you are not
    taking pages, followed by your auto-reply if you set one; the page is
    not kept. Mail still reaches you. page/off and page/on do the same as
    +haven on and +haven off. The auto-reply is one line.

    Examples:
      +haven on
      +haven/reply In a scene until ten; page me after.
      +haven off
    """

    key = "+haven"
    switch_options = ("reply",)
    help_category = "Community"
    syntax = "+haven [on||off]  or  +haven/reply [<text>]"

    def run(self):
        given = self.args.strip()
        if self.switches:
            reply = check_auto_reply(self, given)
            haven.set_auto_reply(self.caller, reply)
            self.caller.msg(f"Your auto-reply is now: {one_line(reply)}" if reply
                            else "You have no auto-reply now.")
            return
        if given.lower() in ("on", "off"):
            haven.set_haven(self.caller, given.lower() == "on")
        elif given:
            self.fail(f"'{given}' is neither on nor off.")
        self.caller.msg(haven_status(self.caller))
