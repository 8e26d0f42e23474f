"""Moving a character to another player's account (an approved roster claim).

What ties a character to an account in Evennia 6.1, and what this changes:

- the account's playable characters (``account.characters``, stored in
  ``db._playable_characters``): taken off the old account, put on the new;
- the puppet lock Evennia gives a new character (``puppet:pid(<account>)
  or id(<character>) or perm(Developer) or pperm(Developer)``, with
  ``delete``/``edit`` for the account): rewritten for the new account,
  the way Evennia writes it for a character it creates;
- the old account's ``db._last_puppet``, if it was this character: another
  of its characters, or none (Evennia then logs it in out of character, with
  "The Character does not exist."), so its next login does not try to take
  up someone else's character;
- ``db_account`` is only set while a character is played: anyone on it is
  put out of character first.

What stays: everything stored on the character (every sheet, its scenes
and their logs, +finger's profile, its description, its history), since
it is the same object. Mail is kept by Evennia as Msg rows addressed to
the character: the letters it received become the old account's
(features/community/mail.py ``hand_to_account``); letters it sent are in
their recipients' mailboxes and stay there. Pages are Msg rows between
accounts and do not name the character at all, so nothing about them moves.
"""

from __future__ import annotations

from features.community import mail
from features.roster import store


def lockstring(char, account) -> str:
    """The puppet/delete/edit locks Evennia gives a character of ``account``."""
    return type(char).get_default_lockstring(account=account, character=char.id)


def move(char, new_account, now: float, by=None, request_id=None) -> dict:
    """Move ``char`` to ``new_account``; returns what was moved (counts and
    the old account, which may be None for a character nobody played)."""
    old = store.owner_of(char)
    for session in list(char.sessions.all()):
        owner = session.account or old
        if owner is not None:
            owner.unpuppet_object(session)
    kept_mail = mail.hand_to_account(char, old) if old is not None else 0
    if old is not None:
        old.characters.remove(char)
        if old.db._last_puppet == char:  # their next login takes up another of theirs, if any
            old.db._last_puppet = next(iter(old.characters.all()), None)
    new_account.characters.add(char)
    store.put(char, "held_lock", None)
    char.locks.add(lockstring(char, new_account))
    char.permissions.clear()
    char.permissions.add(new_account.permissions.all())
    for key in ("pitch", "warned_at", "idle_since"):
        store.put(char, key, None)
    store.put(char, "kept_at", float(now))  # its clock starts with the new player
    store.set_state(char, None)
    store.drop_claims(char)
    store.note(char, "moved", now, by, to=new_account.id, to_name=new_account.key,
               **{"from": getattr(old, "id", None), "from_name": getattr(old, "key", None),
                  "request": request_id})
    return {"from": old, "mail": kept_mail}
