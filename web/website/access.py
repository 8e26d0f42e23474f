"""Who may look at a private web page, and the answer for one who may not.

The same staff lock as in the game (``FOURFOLD_STAFF_LOCK``) decides who is
staff. A page for its player and for staff sends an anonymous visitor to the
login page and answers 403 to a logged-in account that may not look; the
sheet pages, the boards and requests and a ruleset's private pages (fs3's
combat log) all ask :func:`private_page`.
"""

from __future__ import annotations

from django.contrib.auth.views import redirect_to_login
from django.core.exceptions import PermissionDenied

from core.staff import is_staff


def owns(account, char) -> bool:
    """True when ``char`` is one of ``account``'s characters."""
    if account is None or char is None or not getattr(account, "is_authenticated", False):
        return False
    if getattr(char, "account", None) == account:
        return True
    characters = getattr(account, "characters", None)
    try:
        return char in list(characters.all() if hasattr(characters, "all") else characters or [])
    except Exception:
        return False


def characters_of(account) -> list:
    """The account's characters, by name."""
    characters = getattr(account, "characters", None)
    try:
        found = list(characters.all() if hasattr(characters, "all") else characters or [])
    except Exception:
        found = []
    return sorted((c for c in found if c is not None), key=lambda c: c.key.lower())


def may_see_sheet(account, char) -> bool:
    return owns(account, char) or is_staff(account)


def private_page(request, allowed: bool):
    """None when the request may go on, else the response to send (the login
    page for an anonymous visitor); raises PermissionDenied (403) for a
    logged-in account that may not look."""
    if not request.user.is_authenticated:
        return redirect_to_login(request.get_full_path())
    if not allowed:
        raise PermissionDenied("That page is for its player and for staff.")
    return None
