"""page: private lines to other players wherever they are, from the
character being played. Evennia's CmdPage gives the storage (one tagged
Msg a page: features/pages/store.py) and the page ban lock; PennMUSH gives
the forms (``=:pose``, ``page <text>`` to the last paged, names by prefix).
Out of character, 'page' says to play a character first."""

from __future__ import annotations

import re

from core.command import FourfoldCommand
from core.game_settings import setting
from core.text.player import one_line
from features.pages import deliver, haven, names, store, text
from features.pages.commands.haven import check_auto_reply, haven_status

_NAME_SPLIT = re.compile(r"[,\s]+")


def refused_line(who, reply: str) -> str:
    """The one answer for a page someone does not take (haven or a block)."""
    line = f"{one_line(who.key)} is not taking pages right now."
    return f"{line} Their auto-reply: {one_line(reply)}" if reply else line


class CmdPage(FourfoldCommand):
    """
    Send a private line to other players, wherever they are.

    Usage:
      page <name>[,<name>...]=<text>
      page <name>=:<pose>             (or ;<pose> for no space after your name)
      page <text>                     to whoever you paged last
      page/reply <text>               to whoever paged you last (also reply)
      page                            whom you paged last
      page/last [<number>]            your last pages, sent and received
      page/off [<auto-reply>]         take no pages (like +haven on)
      page/on                         take pages again

    A name may be the start of one when only one player fits (those
    connected now come first); several names go with commas or spaces.
    The text is one line. A player who is not connected gets the page when
    they next log in. A player in do-not-disturb (+haven), and one who
    blocked you (+block), does not take it: you are told they are not
    taking pages, with their automatic reply if they set one, and nothing
    more. A player who is away (+afk) gets the page, and you are shown
    their away message. Pages go from the character you play, under its name. 'p' and
    'tell' are other names for page.

    page/reply (or reply) answers the last page you got: to its sender,
    and to the others it went to when it went to several, so a group
    conversation stays one.

    Examples:
      page Mara=Are you free for a scene tonight?
      page Mara, Tobin=Meet at the docks.
      page Mara=:waves from across the city.
      page See you there.
      reply On my way.
      page/last 5
      page/off Writing until nine; mail me.
    """

    key = "page"
    aliases = ["p", "tell"]
    switch_options = ("last", "off", "on", "reply")
    locks = "cmd:not pperm(page_banned)"  # Evennia's CmdPage's: staff may ban paging
    help_category = "Community"
    syntax = "page <name>[,<name>...]=<text>  or  page <text>  or  page/last [<number>]"

    def run(self):
        if len(self.switches) > 1:
            self.fail("Use one switch at a time.")
        if self.switches:
            return getattr(self, f"do_{self.switches[0]}")()
        if not self.args.strip():
            return self.show_last_paged()
        if self.rhs is None:
            receivers, page_text = None, self.args.strip()
        else:
            receivers, page_text = self.receivers(self.lhs), self.rhs.strip()
        page_text = self.check_text(page_text)
        if not receivers:
            receivers = store.last_paged(self.caller)
            if not receivers:
                self.fail("You have not paged anyone yet: name who gets it, page <name>=<text>.")
        self.send(receivers, page_text)

    # --- sending ----------------------------------------------------------
    def check_text(self, page_text: str) -> str:
        if not text.has_words(page_text):
            self.fail("Page what? Give the text after the =.")
        limit = setting("FOURFOLD_PAGE_MAX")
        if len(page_text) > limit:
            self.fail(f"That page is {len(page_text)} characters long; the limit is {limit}.")
        return page_text

    def receivers(self, given: str) -> list:
        """The players named in ``given`` ([] when it is empty: the last paged)."""
        wanted = [n for n in _NAME_SPLIT.split(given or "") if n]
        limit = setting("FOURFOLD_PAGE_RECIPIENTS_MAX")
        if len(wanted) > limit:
            self.fail(f"That is {len(wanted)} names; a page goes to at most {limit} at once.")
        found = []
        for name in wanted:
            if name.lower() in ("me", "self"):
                self.fail("You cannot page yourself.", syntax=False)
            matches = names.find_players(name)
            if not matches:
                self.fail(f"There is no player called '{name}'.", syntax=False)
            if len(matches) > 1:
                self._ambiguous(name, matches)
            if matches[0] == self.caller:
                self.fail("You cannot page yourself.", syntax=False)
            if matches[0] not in found:
                found.append(matches[0])
        return found

    def send(self, receivers, page_text):
        done = deliver.send(self.caller, receivers, page_text)
        lines = [refused_line(who, reply) for who, reply in done.refused]
        if done.reached:
            lines.append(text.sent(self.caller, done.reached, page_text))
        for who, message in done.away:
            lines.append(f"{who.key} is away: {message}|n")
        if done.offline:
            lines.append(f"{text.names(done.offline)} {'is' if len(done.offline) == 1 else 'are'}"
                         " not connected: the page waits for their next login.")
        if done.reached and haven.in_haven(self.caller):
            lines.append("You are not taking pages yourself (page/on takes them again).")
        self.caller.msg("\n".join(lines))

    # --- history and do-not-disturb ------------------------------------------
    def show_last_paged(self):
        last = store.last_paged(self.caller)
        if not last:
            self.caller.msg("You have not paged anyone yet.")
            return
        self.caller.msg(f"You last paged {text.names(last)}.")

    def do_last(self):
        count = setting("FOURFOLD_PAGE_HISTORY_DEFAULT")
        limit = setting("FOURFOLD_PAGE_HISTORY_MAX")
        given = self.args.strip()
        if given:
            if not (given.isascii() and given.isdigit()) or not 1 <= int(given) <= limit:
                self.fail(f"Give how many pages to show, a whole number from 1 to {limit}.")
            count = int(given)
        pages = store.history(self.caller, count)
        if not pages:
            self.caller.msg("You have no pages yet.")
            return
        lines = [text.history_line(page, self.caller) for page in pages]
        self.caller.msg("\n".join([f"Your last {len(pages)} page{'s' if len(pages) != 1 else ''}"
                                   " (oldest first):", *lines]))

    def do_reply(self):
        if not text.has_words(self.args):
            self.fail("Reply what? Give the text: reply <text>.")
        page_text = self.check_text(self.args.strip())
        receivers = [who for who in store.last_page_to(self.caller) if who != self.caller]
        if not receivers:
            self.fail("Nobody has paged you yet: there is no page to answer.", syntax=False)
        self.send(receivers, page_text)

    def do_off(self):
        reply = self.args.strip()
        if reply:
            reply = check_auto_reply(self, reply)
            haven.set_auto_reply(self.caller, reply)
        haven.set_haven(self.caller, True)
        self.caller.msg(haven_status(self.caller))

    def do_on(self):
        if self.args.strip():
            self.fail("page/on takes nothing more.")
        haven.set_haven(self.caller, False)
        self.caller.msg(haven_status(self.caller))


class CmdReply(CmdPage):
    """
    Answer the last page you got.

    Usage:
      reply <text>          (or reply :<pose>)

    The same as page/reply: the page goes to whoever paged you last, and to
    the others their page went to when it went to several. See help page.

    Examples:
      reply On my way.
      reply :nods.
    """

    key = "reply"
    aliases = ["+reply"]
    switch_options = ()
    syntax = "reply <text>"

    def run(self):
        if self.switches:
            self.fail("reply takes no switch.")
        self.do_reply()


class CmdPageOOC(CmdPage):
    # the same help as the character's page, which is the one that runs
    # whenever a character is played
    __doc__ = CmdPage.__doc__
    account_caller = True

    def run(self):
        self.fail("Pages go from character to character: play one first (ic <name>).",
                  syntax=False)


def add_account_commands(cmdset):
    """Out of character, 'page' says to pick a character: Evennia's account
    page would page as the account, which players never see as a name."""
    cmdset.remove("page")
    cmdset.add(CmdPageOOC())
