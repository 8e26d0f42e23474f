"""Who a logged-in account acts as on the community pages.

In the game a player reads the boards and their mail, files a request or
signs up for an event as the character they play. On the website they are
signed in as their account:

- the boards and mail pages read and write as one of its characters: the
  one Evennia's site already calls the puppet (the session's ``puppet``,
  which its character menu sets and the navbar shows), changed with
  ``?as=<id>`` (a character of theirs only); with none chosen, the one
  they last played in the game, else the first of their characters by name;
- the requests and events forms name the character in a field
  (``character``; a one-character account has it hidden);
- times are shown in the timezone of the account's *viewing* character:
  the one it last played (Evennia's ``_last_puppet``), else its first.

How often an account may write is form_rate.py's.
"""

from __future__ import annotations

from datetime import timezone

from features.community import profile
from web.website import access

SESSION_KEY = "puppet"  # Evennia's own (evennia.web.utils.general_context)


def characters(account) -> list:
    """The account's characters, by name ([] for anonymous visitors)."""
    if account is None or not getattr(account, "is_authenticated", False):
        return []
    return access.characters_of(account)


def character_ids(account) -> list[int]:
    return [c.id for c in characters(account)]


# --- the boards and mail pages: the character chosen for the browser ----------
def acting_character(request):
    """The account's character the page acts as, or None when it has none.
    ``?as=<id>`` (GET or POST) chooses another of its own and is remembered."""
    chars = characters(request.user)
    if not chars:
        return None
    by_id = {c.id: c for c in chars}
    asked = request.POST.get("as") or request.GET.get("as")
    if asked and asked.isdigit() and int(asked) in by_id:
        request.session[SESSION_KEY] = int(asked)
    kept = request.session.get(SESSION_KEY)
    played = viewing_character(request.user)  # the one last played in the game
    try:
        return by_id.get(int(kept), played) if kept is not None else played
    except (TypeError, ValueError):
        return played


def others(request, char) -> list:
    """The account's other characters (to switch to)."""
    return [c for c in characters(request.user) if c != char]


# --- requests and events: the character named in the form ----------------------
def chosen_character(account, posted):
    """The character the form's ``character`` field names among the
    account's (its only one when the field is left out), or None."""
    chars = characters(account)
    if not posted:
        return chars[0] if len(chars) == 1 else None
    return next((c for c in chars if str(c.id) == str(posted).strip()), None)


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


def author_for(account):
    """Who a staff comment, assignment or closing is signed by: the
    account's viewing character, else the account itself."""
    return viewing_character(account) or account
