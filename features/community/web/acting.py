"""Who a logged-in account acts as on the requests and events pages.

In the game a request is filed, an event made or a sign-up given by a
character; on the web the account picks one of its characters in the form
(a field named ``character``; a one-character account has it hidden). The
account's *viewing* character, for the timezone events are shown in, is the
one it last played (Evennia's ``_last_puppet``), else its first by name.
"""

from __future__ import annotations

from datetime import timezone

from features.community import profile
from web.website import access


def characters(account) -> list:
    """The account's characters, by name ([] for anonymous visitors)."""
    if account is None or not getattr(account, "is_authenticated", False):
        return []
    return access.characters_of(account)


def character_ids(account) -> list[int]:
    return [c.id for c in characters(account)]


def viewing_character(account):
    """The character whose timezone the account sees times in, or None."""
    chars = characters(account)
    if not chars:
        return None
    last = account.db._last_puppet
    return last if last in chars else chars[0]


def viewer_tz(account) -> tuple[object, str]:
    """(tzinfo, its name) for ``account``: its viewing character's
    +finger timezone, UTC for anonymous visitors and accounts without one."""
    char = viewing_character(account)
    if char is None:
        return timezone.utc, profile.DEFAULT_TZ
    return profile.tzinfo(char), profile.tz_name(char)


def chosen_character(account, posted):
    """The character the form's ``character`` field names among the
    account's (its only one when the field is left out), or None."""
    chars = characters(account)
    if not posted:
        return chars[0] if len(chars) == 1 else None
    return next((c for c in chars if str(c.id) == str(posted).strip()), None)


def author_for(account):
    """Who a staff comment, assignment or closing is signed by: the
    account's viewing character, else the account itself."""
    return viewing_character(account) or account
