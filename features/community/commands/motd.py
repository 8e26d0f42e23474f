"""+motd: the message of the day (features/community/motd.py)."""

from core.command import FourfoldCommand
from features.community.commands.common import check_text
from features.community.motd import get_motd, set_motd
from features.community.notices import login_notice


class CmdMotd(FourfoldCommand):
    """
    Read the message of the day, or set it (staff).

    Usage:
      +motd
      +motd/set <text>
      +motd/clear

    The message of the day is shown to everyone as they log in, in one
    block with their unread mail, unread board posts and news on their
    requests (and, for staff, how many requests are open). +motd shows
    that block again at any time.

    Examples:
      +motd
      +motd/set Chargen night on Friday at 8pm UTC in the Hub!
    """

    key = "+motd"
    switch_options = ("set", "clear")
    syntax = "+motd  or  +motd/set <text>  or  +motd/clear"
    help_category = "Community"

    def run(self):
        if self.has_switch("set") or self.has_switch("clear"):
            self.require_staff("Setting the message of the day")
            if len(self.switches) > 1:
                self.fail("Use one switch at a time.")
            if self.has_switch("clear"):
                if self.args.strip():
                    self.fail("/clear takes nothing more.")
                set_motd("")
                self.caller.msg("The message of the day is cleared.")
                return
            text = check_text(self, self.args, "message")
            set_motd(text)
            self.caller.msg(f"The message of the day is now:\n{text}")
            return
        if self.args.strip():
            self.fail("+motd takes no arguments; staff set it with +motd/set.")
        block = login_notice(self.caller)
        if not get_motd():
            block = "There is no message of the day." + (f"\n{block}" if block else "")
        self.caller.msg(block or "There is no message of the day, and nothing new for you.")
