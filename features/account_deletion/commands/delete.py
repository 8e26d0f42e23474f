"""``+account/delete``: a player deletes their own account, or an admin
deletes one on request, in two steps: the request (with the password, or
the admin's reason), then ``+account/delete/yes`` within
:data:`CONFIRM_SECONDS`. Both call features/account_deletion/deletion.py
``delete_account``, as the web page does."""

from __future__ import annotations

import time

from core.command import FourfoldCommand
from core.errors import CommandFailed
from core.text.player import one_line, one_line_breaks_as_spaces
from features.account_deletion import deletion

CONFIRM_SECONDS = 120
RECORDS_SHOWN = 20
REASON_MAX = 300
PENDING = "account_deletion_pending"  # on the caller's ndb: what /yes would delete


class CmdAccountDelete(FourfoldCommand):
    """
    Delete your account (or, for admins, someone's on request).

    Usage:
      +account/delete <your password>   ask to delete your own account
      +account/delete/yes               yes, delete it (within 2 minutes)
      +account/delete/no                no, keep it
      +account/delete <name>=<reason>   admins: delete a player's account
      +account/records                  admins: the latest deletions

    Deleting your account cannot be undone. Your characters retire: nobody
    plays them again, and they leave the roster and the character gallery.
    Their profiles, descriptions and settings are erased, and so is the
    mail they received; letters you sent stay with the people who got
    them. Your poses in scenes and your board posts stay, because other
    players' stories lean on them: they keep your character's name, or
    read "a former player" if the game is set that way. You are
    disconnected and can no longer log in.

    Backups made before the deletion still hold your data until they
    rotate out (the FOURFOLD_BACKUP_KEEP_* settings; by default the last
    one is gone about six months later).

    Admins name the account (or one of its characters) and give the reason
    (the player's request) for the record every deletion leaves; then
    confirm with /yes. An admin's account is deleted only by its player.
    +account/records lists the latest deletions: when, which account (by
    number), who asked, the reason and how many characters retired.

    Examples:
      +account/delete my-secret-password
      +account/delete/yes
      +account/delete Ralph=Asked by mail on 3 May
    """

    key = "+account"
    aliases = ["+acct"]
    help_category = "General"
    switch_options = ("delete", "yes", "no", "records")
    syntax = "+account/delete <your password>, then +account/delete/yes"
    locks = "cmd:all()"

    def run(self):
        if "records" in self.switches:
            return self.records()
        if "delete" not in self.switches:
            self.fail("Say what to do with your account: +account/delete.")
        account = self.caller_account()
        if account is None:
            self.fail("Only a logged-in account can do that.", syntax=False)
        if "yes" in self.switches:
            return self.confirm(account)
        if "no" in self.switches:
            had = getattr(account.ndb, PENDING, None)
            setattr(account.ndb, PENDING, None)
            account.msg("Nothing will be deleted." if had else "There was no deletion waiting; nothing changed.")
            return None
        if "=" in self.args:
            return self.ask_for_someone(account)
        return self.ask_for_self(account)

    def caller_account(self):
        """The account typing: the caller itself (an account command), or
        the account playing the calling character."""
        from evennia.accounts.models import AccountDB

        caller = self.caller
        return caller if isinstance(caller, AccountDB) else getattr(caller, "account", None)

    def records(self):
        from core.text import tables
        from features.account_deletion.models import Deletion

        if not deletion.may_delete_others(self.caller):
            self.fail("The deletion records are for admins.", syntax=False)
        rows = [(str(r.id), f"{r.when:%Y-%m-%d %H:%M}", f"#{r.account_id}",
                 f"staff: {r.by_name}" if r.by_staff else "the player",
                 one_line(r.reason)[:40] or "-", str(r.removed.get("characters", 0)))
                for r in Deletion.objects.all()[:RECORDS_SHOWN]]
        if not rows:
            self.caller.msg("No account has been deleted.")
            return
        self.caller.msg("Account deletions, newest first:\n"
                        + tables.table(["No.", "When (UTC)", "Account", "Asked by", "Reason", "Chars"], rows))

    # --- asking ---------------------------------------------------------------------
    def ask_for_self(self, account):
        password = self.args.strip()
        if not password:
            self.fail("Give your password to delete your account.")
        if deletion.is_deleted(account):
            self.fail("This account has already been deleted.", syntax=False)
        if not account.check_password(password):
            self.fail("That is not this account's password. Nothing was changed.", syntax=False)
        setattr(account.ndb, PENDING, {"id": account.id, "reason": "", "at": time.time()})
        account.msg(
            f"|rThis deletes the account {account.key} for good|n: its characters retire and "
            f"their personal data is erased. Type |w+account/delete/yes|n within "
            f"{CONFIRM_SECONDS // 60} minutes to go ahead, or +account/delete/no to keep it.")

    def ask_for_someone(self, account):
        if not deletion.may_delete_others(account):
            self.fail("Only an admin may delete someone else's account. To delete your own, "
                      "give your password: +account/delete <password>. Nothing was changed.",
                      syntax=False)
        name, reason = (part.strip() for part in self.args.split("=", 1))
        if not name or not reason:
            self.fail("Name the account and give the reason: +account/delete <name>=<reason>.",
                      syntax=False)
        if len(reason) > REASON_MAX:
            self.fail(f"Keep the reason to {REASON_MAX} characters (that one has {len(reason)}).",
                      syntax=False)
        reason = one_line_breaks_as_spaces(reason)
        target = deletion.find_account(name)
        if target.id == account.id:
            self.fail("To delete your own account, give your password: +account/delete <password>.",
                      syntax=False)
        if deletion.is_deleted(target):
            self.fail(f"Account #{target.id} ({target.key}) has already been deleted.", syntax=False)
        setattr(account.ndb, PENDING, {"id": target.id, "reason": reason, "at": time.time()})
        names = ", ".join(c.key for c in target.characters.all() if c) or "no characters"
        account.msg(
            f"|rThis deletes the account {target.key} ({names}) for good.|n Type "
            f"|w+account/delete/yes|n within {CONFIRM_SECONDS // 60} minutes to go ahead, or "
            "+account/delete/no to keep it.")

    # --- confirming ---------------------------------------------------------------
    def confirm(self, account):
        from evennia.accounts.models import AccountDB

        pending = getattr(account.ndb, PENDING, None)
        setattr(account.ndb, PENDING, None)
        if not pending:
            self.fail("No deletion is waiting for a yes: ask first with +account/delete.")
        if time.time() - float(pending["at"]) > CONFIRM_SECONDS:
            self.fail("That request waited too long. Ask again with +account/delete.")
        target = AccountDB.objects.filter(id=pending["id"]).first()
        own = target is not None and target.id == account.id
        name = target.key if target is not None else f"#{pending['id']}"
        try:
            record = deletion.delete_account(target, account, pending["reason"])
        except deletion.DeletionError as err:
            raise CommandFailed(f"{err.message} Nothing was changed.") from err
        if not own:
            account.msg(f"The account {name} is deleted ({record.removed.get('characters', 0)} "
                        f"character(s) retired). The record is number {record.id}.")
