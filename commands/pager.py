"""Long output in pages, for players who ask for it (``+pager on``).

:class:`Pager` is Evennia's EvMore with one change to its keys: Evennia's
pager took ``quit`` for "next page", so a player who typed ``quit`` to
leave the game stayed in it, paging. Here ``quit`` leaves the pager and
then runs as typed (q and abort still only close the pager). Whether a
player gets pages at all is core/pager.py's question.
"""

from __future__ import annotations

from evennia.commands.cmdset import CmdSet
from evennia.utils.evmore import CmdMore, CmdMoreExit, EvMore

from core import pager as pager_option
from core.command import FourfoldCommand


class CmdPageKeys(CmdMore):
    """Evennia's pager keys, without ``quit``."""

    aliases = [a for a in CmdMore.aliases if a != "quit"]


class PagerCmdSet(CmdSet):
    key = pager_option.PAGER_CMDSET_KEY
    priority = 110
    mergetype = "Replace"

    def at_cmdset_creation(self):
        self.add(CmdPageKeys())
        self.add(CmdMoreExit())


class Pager(EvMore):
    def start(self):
        if self._npages <= 1 and not self._always_page:
            self.display(show_footer=False)
            return
        self._caller.ndb._more = self
        self._caller.cmdset.add(PagerCmdSet)
        self.page_top()

    def page_quit(self, quiet=False):
        self._caller.cmdset.remove(PagerCmdSet)
        super().page_quit(quiet=quiet)


def page(caller, text, session=None, **kwargs) -> None:
    """Send ``text`` to ``caller`` in pages (short text goes whole)."""
    Pager(caller, text, session=session, **kwargs)


class CmdPager(FourfoldCommand):
    """
    Choose whether long output, such as help, comes in pages.

    Usage:
      +pager          (see your choice)
      +pager on       (pages: Enter or n for the next, q to stop)
      +pager off      (everything at once; your client scrolls back)

    Off unless you turn it on: MUD clients and the web client keep their
    own scrollback. The choice is kept for your account, so it holds for
    every character and every connection.

    Examples:
      +pager on
      +pager off
    """

    key = "+pager"
    aliases = ["@pager"]
    locks = "cmd:all()"
    help_category = "General"
    syntax = "+pager [on|off]"

    def run(self):
        account = self.account or self.caller
        word = self.args.strip().lower()
        if not word:
            now = "on" if pager_option.wants_pager(account) else "off"
            self.caller.msg(f"Your pager is {now}. (+pager on or +pager off to change it)")
            return
        if word not in ("on", "off"):
            self.fail(f"'{self.args.strip()}' is neither on nor off.")
        pager_option.set_pager(account, word == "on")
        if word == "on":
            self.caller.msg("Pager on: long output comes a screen at a time.")
        else:
            self.caller.msg("Pager off: long output comes all at once.")
