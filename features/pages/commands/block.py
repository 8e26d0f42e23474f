"""+block and +unblock: refuse a player's pages and mail."""

from __future__ import annotations

from core.command import FourfoldCommand
from core.text.player import one_line
from features.pages import blocks, names, text


class CmdBlock(FourfoldCommand):
    """
    Refuse a player's pages and mail.

    Usage:
      +block               list whom you block
      +block <name>        take no pages and no mail from them
      +unblock <name>      take them again

    A block is against the player, so it holds whichever of their
    characters they play. They are not told: a page from them gets the
    answer anyone gets from a player who is not taking pages (with your
    +haven auto-reply only while your do-not-disturb is on), and mail from
    them is refused as not taken. Pages and mail you already have stay.
    Names may be the start of one, as for page.

    Examples:
      +block Tobin
      +block
      +unblock Tobin
    """

    key = "+block"
    aliases = ["@block"]
    help_category = "Community"
    syntax = "+block [<name>]  or  +unblock <name>"

    def run(self):
        given = self.args.strip()
        if not given:
            listed = blocks.blocked(self.caller)
            self.caller.msg(f"You block {text.names(listed)}." if listed else "You block nobody.")
            return
        target = find_player(self, given)
        if target == self.caller:
            self.fail("You cannot block yourself.", syntax=False)
        name = one_line(target.key)
        if not blocks.block(self.caller, target):
            self.fail(f"You block {name} already.", syntax=False)
        self.caller.msg(f"You block {name}: their pages and mail no longer reach you.")


class CmdUnblock(FourfoldCommand):
    """
    Take a blocked player's pages and mail again.

    Usage:
      +unblock <name>

    The name is one from your +block list, or the start of one.

    Example:
      +unblock Tobin
    """

    key = "+unblock"
    aliases = ["@unblock"]
    help_category = "Community"
    syntax = "+unblock <name>"

    def run(self):
        given = self.args.strip()
        if not given:
            self.fail("Name whom to unblock.")
        listed = blocks.blocked(self.caller)
        low = given.lower()
        matches = [c for c in listed if c.key.lower() == low] or [
            c for c in listed if c.key.lower().startswith(low)]
        if not matches:
            self.fail(f"You block nobody called '{given}'.", syntax=False)
        if len(matches) > 1:
            self._ambiguous(given, matches)
        blocks.unblock(self.caller, matches[0])
        self.caller.msg(f"You unblock {one_line(matches[0].key)}: their pages and mail reach you again.")


def find_player(cmd, given: str):
    """The one player ``given`` names (as page finds them), or fail()."""
    if given.lower() in ("me", "self"):
        return cmd.caller
    matches = names.find_players(given)
    if not matches:
        cmd.fail(f"There is no player called '{given}'.", syntax=False)
    if len(matches) > 1:
        cmd._ambiguous(given, matches)
    return matches[0]
