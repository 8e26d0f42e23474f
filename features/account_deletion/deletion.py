"""Deleting an account: :func:`delete_account`, the one function the game's
``+account/delete`` and the ``/account/delete/`` page both call.

What happens, in one transaction:

- The account's characters retire (features/roster/store.py ``retire``:
  nobody may take them up, they are off ``+roster`` and its claims are
  dropped), leave the account's list of characters and are withdrawn
  from the gallery (features/community/profile.py ``withdraw``). Their
  personal fields are erased: the +finger profile, the description and
  the kept descriptions, away and duty notes, page settings and blocks,
  the alts setting, nicks.
- Mail to them, and mail the account holds, is deleted. Each letter is one
  copy per recipient, so a letter they sent lives only as its recipients'
  copies: those stay with the people who got them (their mailbox is
  theirs). Pages they received lose them as a recipient (a page nobody
  else got is deleted); pages they sent stay with whoever got them.
  Their read marks on the boards are deleted.
- What they wrote where others took part stays, since other players'
  stories depend on it: their poses in scenes, their board posts, their
  requests to staff. Under which name is the game's policy,
  ``FOURFOLD_DELETED_POSES_NAME``: ``"character"`` (the default) keeps the
  character's name, as the log was written; ``"former"`` puts
  :data:`FORMER_NAME` in its place as author, in the lists of who took
  part, and where each of their own lines begins ("A former player
  waves."). A
  character named inside another player's pose is that player's text and
  is left as written.
- The account is kept but scrubbed, not deleted: its username becomes a
  placeholder (``deleted#<id>``, which no player can register, as ``#`` is
  not allowed in a username), its e-mail is cleared, its password made
  unusable, it is marked inactive and its Attributes and nicks are
  cleared. Keeping the row keeps every id that points at it (letters
  held by the account, roster history, wiki revisions, the deletion
  record) pointing at the same, now empty, account rather than at nothing
  or at a later account given the same id. The placeholder and a tag
  (:data:`TAG`) say it is deleted, so a second deletion is refused.
- A :class:`features.account_deletion.models.Deletion` row records it;
  then its connections are closed.

Backups taken before a deletion still hold what it removed until they
rotate out (:func:`backup_note`; the ``FOURFOLD_BACKUP_KEEP_*`` settings).
"""

from __future__ import annotations

import re
import time

from django.db import transaction
from django.db.models import Q
from django.utils import timezone
from evennia.utils import logger

from core.errors import NotFound, StorageError
from core.game_settings import setting
from core.staff import passes

TAG, TAG_CATEGORY = "deleted", "account_deletion"
PLACEHOLDER = "deleted#{id}"
FORMER_NAME = "a former player"
POLICIES = ("character", "former")
# the lock condition a staff deletion of someone else's account takes
STAFF_LOCK = "perm(Admin)"
DISCONNECT_REASON = "This account has been deleted. Goodbye."
# Attributes of a character that are its player's own words or settings
PERSONAL_KEYS = ("desc", "multidesc")
PERSONAL_CATEGORIES = ("profile", "pages", "community", "alts")


class DeletionError(StorageError):
    """A deletion refused: nothing was changed."""


class UnknownAccount(DeletionError, NotFound):
    """No account answers to the name given."""


def is_deleted(account) -> bool:
    return bool(account is not None and account.tags.has(TAG, category=TAG_CATEGORY))


def may_delete_others(who) -> bool:
    """Whether ``who`` may delete an account not their own (Admin and up)."""
    return passes(who, STAFF_LOCK)


def policy() -> str:
    """How poses left in shared scenes are named: "character" or "former"
    (an unknown value counts as "character", which erases the least)."""
    value = str(setting("FOURFOLD_DELETED_POSES_NAME") or "").strip().lower()
    return value if value in POLICIES else "character"


def find_account(name: str):
    """The account called ``name`` (any case), or the account holding the
    character of that name; UnknownAccount when there is none."""
    from evennia.accounts.models import AccountDB

    from core.lookup.player_characters import player_character_named
    from features.roster.store import owner_of

    name = (name or "").strip()
    if not name:
        raise UnknownAccount("Name the account to delete.")
    account = AccountDB.objects.filter(username__iexact=name).first()
    if account is None:
        found = player_character_named(name)
        if found is not None and not isinstance(found, AccountDB):
            account = owner_of(found)
            if account is None:
                raise UnknownAccount(f"{found.key} belongs to no account now (its account was "
                                     "deleted, or staff took it off it).")
    if account is None:
        raise UnknownAccount(f"There is no account or player character called '{name}'.")
    return account


def backup_note() -> str:
    """One sentence on the backups that still hold deleted data, from the
    rotation settings."""
    daily, weekly, monthly = (int(setting(f"FOURFOLD_BACKUP_KEEP_{n}")) for n in
                              ("DAILY", "WEEKLY", "MONTHLY"))
    return (f"Backups made before a deletion still hold what it removed until they rotate out: "
            f"this game keeps a backup for each of the last {daily} days, {weekly} weeks and "
            f"{monthly} months, so the last copy is gone about {monthly} months later.")


# --- the deletion ------------------------------------------------------------------
def delete_account(account, by, reason: str = ""):
    """Delete ``account`` for ``by`` (the account itself, or an Admin's
    account or character) and return the Deletion record. DeletionError,
    changing nothing, when it is already deleted or ``by`` may not delete
    it. The caller checks the password first; this does not."""
    from features.account_deletion.models import Deletion

    if account is None:
        raise UnknownAccount("There is no such account.")
    by_account = _account_of(by)
    own = by_account is not None and by_account.id == account.id
    if not own and not may_delete_others(by):
        raise DeletionError("Only an admin may delete an account that is not their own.")
    if is_deleted(account):
        raise DeletionError(f"Account #{account.id} has already been deleted.")
    if account.is_superuser:
        raise DeletionError("The superuser's account cannot be deleted: it runs the game.")
    if not own and may_delete_others(account):
        raise DeletionError("An admin's account is deleted only by its own player.")
    chosen = policy()
    with transaction.atomic():
        chars = [c for c in account.characters.all() if c is not None]
        removed = {"characters": len(chars)}
        removed.update(_mail_and_pages(account, chars, chosen))
        removed.update(_shared_writing(chars, chosen))
        # the roster's history names who retired it: staff by name, a player
        # only as "account deletion" (their username is being erased)
        retired_by = "account deletion" if own else by
        removed["personal fields"] = sum(_retire(char, account, retired_by) for char in chars)
        _scrub(account)
        logins = _login_records(account)
        if logins:
            removed["login records"] = logins
        record = Deletion.objects.create(
            account_id=account.id, placeholder=account.username, by_id=getattr(by_account, "id", None),
            by_name="the player" if own else getattr(by, "key", "") or "", by_staff=not own,
            reason=(reason or "").strip(), poses_name=chosen, removed=removed, when=timezone.now())
    logger.log_info(f"Fourfold: account #{account.id} deleted by "
                    f"{'its player' if own else record.by_name} ({removed}).")
    _disconnect(account)
    return record


def _login_records(account) -> int:
    """Erase the account's login records (the addresses it came from), which
    the staff console keeps when it is installed; how many went."""
    from django.apps import apps

    if not apps.is_installed("features.staff_console"):
        return 0
    return apps.get_model("staff_console", "LoginRecord").objects.filter(account_id=account.id).delete()[0]


def _account_of(who):
    """The account of ``who``: an account (or the web's user, which is one)
    as it is, a character's player, else None."""
    from evennia.accounts.models import AccountDB

    return who if isinstance(who, AccountDB) else getattr(who, "account", None)


def _retire(char, account, by) -> int:
    """Retire ``char``, take it off the account, erase its personal fields;
    returns how many fields were erased."""
    from features.community import profile
    from features.roster import store

    store.retire(char, time.time(), by)
    store.drop_claims(char)
    profile.withdraw(char)
    account.characters.remove(char)
    if char.db_account_id == account.id:
        char.db_account = None
        char.save(update_fields=["db_account"])
    erased = 0
    for key in PERSONAL_KEYS:
        if char.attributes.has(key):
            char.attributes.remove(key)
            erased += 1
    for category in PERSONAL_CATEGORIES:
        erased += char.db_attributes.filter(db_category=category).count()
        char.attributes.clear(category=category)
    char.nicks.clear()
    return erased


def _mail_and_pages(account, chars, chosen: str) -> dict:
    from evennia.comms.models import Msg

    from features.community import mail
    from features.pages import store as pages

    ids = [c.id for c in chars]
    letters = (Msg.objects.get_by_tag(category=mail.CATEGORY)
               .filter(Q(db_receivers_objects__in=ids) | Q(db_receivers_accounts=account)).distinct())
    letters = list(letters)
    for letter in letters:
        letter.delete()
    sent = list(Msg.objects.get_by_tag(category=mail.CATEGORY).filter(db_sender_objects__in=ids).distinct())
    if chosen == "former":
        for letter in sent:
            _rename_sender(letter, chars)
    all_pages = Msg.objects.get_by_tag(key=pages.TAG, category=pages.TAG_CATEGORY)
    got = list(all_pages.filter(db_receivers_objects__in=ids).distinct())
    gone = 0
    for page in got:
        for char in chars:
            page.db_receivers_objects.remove(char)
        if not page.db_receivers_objects.exists() and not page.db_receivers_accounts.exists():
            page.delete()
            gone += 1
    if chosen == "former":
        for page in all_pages.filter(db_sender_objects__in=ids).distinct():
            _rename_sender(page, chars)
    return {"mail": len(letters), "pages received": len(got), "pages deleted": gone,
            "letters sent kept by their recipients": len(sent)}


def _rename_sender(message, chars) -> None:
    for char in chars:
        message.db_sender_objects.remove(char)
    message.db_sender_external = FORMER_NAME.capitalize()
    message.save(update_fields=["db_sender_external"])


def _shared_writing(chars, chosen: str) -> dict:
    """Scene entries, board posts and requests stay; under the "former"
    policy their author's name becomes FORMER_NAME. Board read marks go."""
    from features.community.models import Post, PostRead, Request
    from features.scenes.models import Participant, Scene, SceneEdit, SceneEntry, SceneInvite

    ids = [c.id for c in chars]
    PostRead.objects.filter(reader_id__in=ids).delete()
    entries = SceneEntry.objects.filter(author_id__in=ids)
    counts = {"scene entries kept": entries.count(),
              "board posts kept": Post.objects.filter(author_id__in=ids).count(),
              "requests kept": Request.objects.filter(requester_id__in=ids).count()}
    if chosen != "former":
        return counts
    for char in chars:
        for entry in SceneEntry.objects.filter(author_id=char.id):
            entry.text = renamed(entry.text, entry.author_name or char.key)
            entry.author_name = FORMER_NAME
            entry.save(update_fields=["text", "author_name"])
    Participant.objects.filter(char_id__in=ids).update(name=FORMER_NAME)
    SceneInvite.objects.filter(char_id__in=ids).update(name=FORMER_NAME)
    SceneInvite.objects.filter(by_id__in=ids).update(by_name=FORMER_NAME)
    SceneEdit.objects.filter(editor_id__in=ids).update(editor_name=FORMER_NAME)
    Scene.objects.filter(owner_id__in=ids).update(owner_name=FORMER_NAME)
    Post.objects.filter(author_id__in=ids).update(author_name=FORMER_NAME, author=None)
    Request.objects.filter(requester_id__in=ids).update(requester_name=FORMER_NAME)
    return counts


def renamed(text: str, name: str) -> str:
    """``text`` with ``name`` at its start (a pose's or a say's author)
    replaced by FORMER_NAME; text that does not start with the whole name
    is kept as it is."""
    if not name:
        return text
    pattern = re.compile(rf"^{re.escape(name)}(?![\w])")
    return pattern.sub(FORMER_NAME.capitalize(), text, count=1)


def _scrub(account) -> None:
    account.attributes.clear()
    account.attributes.add("_playable_characters", [])  # Evennia's list of its characters, now empty
    account.nicks.clear()
    account.username = PLACEHOLDER.format(id=account.id)
    account.email = ""
    account.set_unusable_password()
    account.is_active = False
    account.save()
    account.tags.add(TAG, category=TAG_CATEGORY)


def _disconnect(account) -> None:
    import evennia

    handler = evennia.SESSION_HANDLER
    if handler is None:
        return
    for session in list(handler.sessions_from_account(account)):
        try:
            session.msg(DISCONNECT_REASON)
            handler.disconnect(session, reason=DISCONNECT_REASON)
        except Exception:  # the deletion stands even if a connection was odd
            logger.log_trace("account deletion: could not close a session")
