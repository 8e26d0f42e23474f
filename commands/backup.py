"""+backup: the last backup and its verdict, make one now, the list. An
account command, as Evennia's own server commands are: for Admins, in or
out of character (the backups themselves: ops/backups/)."""

from __future__ import annotations

from core.command import FourfoldCommand
from ops.backups import store
from ops.backups.run import summary


class CmdBackup(FourfoldCommand):
    """
    The game's backups (Admins).

    Usage:
      +backup          the last backup and its verdict
      +backup/now      make a backup now (checked; you are told when done)
      +backup/list     every backup kept, with its verdict

    Examples:
      +backup
      +backup/now

    Each backup is restored into a scratch database and checked before it
    counts as good. Restoring one is done from the shell: ./fourfold
    restore (docs/operators.md).
    """

    key = "+backup"
    aliases = ["+backups"]
    locks = "cmd:perm(Admin)"
    help_category = "Admin"
    switch_options = ("now", "list")
    syntax = "+backup[/now|/list]"

    def run(self):
        if "now" in self.switches:
            return self.now()
        if "list" in self.switches:
            return self.listing()
        verdict = store.read_last()
        if verdict is None:
            self.msg("No backup has been made yet. +backup/now makes one.")
            return
        self.msg(f"Last backup, {verdict.get('time')}: {summary(verdict)}")

    def now(self):
        from ops.backups.nightly import backup_off_the_loop

        caller = self.caller
        self.msg("Making a backup and checking it; you will be told when it is done.")
        backup_off_the_loop("manual", lambda verdict: caller.msg(summary(verdict)))

    def listing(self):
        from ops.backups.cli import listing_line

        found = store.backups()
        if not found:
            self.msg(f"No backups are kept in {store.backup_dir()}.")
            return
        self.msg("\n".join(listing_line(path, store.read_verdict(path)) for path in found))
