"""``+sitelock``: staff lock out sites (features/moderation/sitelocks.py
holds the logic, which the staff's web pages call too)."""

from __future__ import annotations

from core.command import FourfoldCommand
from core.text import tables
from core.text.player import one_line
from features.moderation import sitelocks

SYNTAX = ("+sitelock, +sitelock/add <pattern>=<ban|register|suspect>/<reason>, "
          "+sitelock/del <number>, +sitelock/check <address>, +sitelock/log")


class CmdSitelock(FourfoldCommand):
    """
    Lock out an address, a network or a host name (admins).

    Usage:
      +sitelock                                    list the site locks
      +sitelock/add <pattern>=<kind>/<reason>      add one
      +sitelock/del <number>                       remove one
      +sitelock/check <address>                    which locks it falls under
      +sitelock/log                                the latest changes

    A pattern is an address (203.0.113.7), a network in CIDR form
    (203.0.113.0/24) or a host name pattern with * and ? (*.example.net).
    The kind says what a connection from there may do:

      ban       nobody logs in or makes an account from there
      register  no new accounts from there; existing accounts still log in
      suspect   anyone may log in, and staff are told on the Staff channel

    Locks apply to telnet, the web client and the web site alike, and are
    checked before any password. Every change is recorded with who made it
    and when (+sitelock/log).

    Examples:
      +sitelock/add 203.0.113.0/24=register/Throwaway accounts from here
      +sitelock/add *.badhost.example=ban/Spam bots
      +sitelock/del 2
    """

    key = "+sitelock"
    help_category = "Admin"
    switch_options = ("add", "del", "check", "log")
    syntax = SYNTAX
    locks = "cmd:perm(Admin)"

    def run(self):
        if not sitelocks.may_moderate(self.caller):  # the lock's second line of defence
            self.fail(sitelocks.NOT_ALLOWED, syntax=False)
        if "add" in self.switches:
            return self.add()
        if "del" in self.switches:
            return self.delete()
        if "check" in self.switches:
            return self.check()
        if "log" in self.switches:
            return self.log()
        return self.list()

    def add(self):
        if "=" not in self.args or "/" not in self.args.split("=", 1)[1]:
            self.fail("Give the pattern, the kind and a reason.")
        pattern, rest = (part.strip() for part in self.args.split("=", 1))
        kind, reason = (part.strip() for part in rest.split("/", 1))
        if not reason:
            self.fail("Say why: the reason is kept with the lock.")
        lock = sitelocks.add_lock(pattern, kind, reason, by=self.caller)
        number = sitelocks.locks().index(lock) + 1
        self.caller.msg(f"Site lock {number} added: {one_line(sitelocks.describe(lock))}")

    def delete(self):
        if not self.args.strip():
            self.fail("Say which site lock to remove, by its number.")
        lock = sitelocks.remove_lock(self.args, by=self.caller)
        self.caller.msg(f"Site lock removed: {one_line(sitelocks.describe(lock))}")

    def check(self):
        address = self.args.strip()
        if not address:
            self.fail("Give an address to check.")
        found = sitelocks.matching(address)
        if not found:
            self.caller.msg(f"No site lock covers {one_line(address)}.")
            return
        self.caller.msg(f"{one_line(address)} falls under: "
                        + "; ".join(one_line(sitelocks.describe(lock)) for lock in found))

    def list(self):
        every = sitelocks.locks()
        if not every:
            self.caller.msg("There are no site locks. +sitelock/add makes one.")
            return
        rows = [[str(n), lock.kind, one_line(lock.pattern), one_line(lock.by_name),
                 f"{lock.created:%Y-%m-%d}", one_line(lock.reason)]
                for n, lock in enumerate(every, 1)]
        self.caller.msg(tables.table(["#", "Kind", "Pattern", "By", "When", "Reason"], rows))

    def log(self):
        entries = sitelocks.audit_entries()
        if not entries:
            self.caller.msg("No moderation changes are recorded yet.")
            return
        rows = [[f"{e.when:%Y-%m-%d %H:%M}", one_line(e.by_name), e.action, one_line(e.target)]
                for e in entries]
        self.caller.msg(tables.table(["When (UTC)", "By", "What", "Detail"], rows))
