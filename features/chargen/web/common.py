"""What the chargen pages share: finding the character and the ruleset an
address names, who may do what, and the words each ruleset's commands use.

Who may: a character's chargen page is its player's (the account that holds
it); the review pages are staff's, by the game's staff lock
(``FOURFOLD_STAFF_LOCK``, Builder and up). Anonymous visitors go to the
login page, anyone else gets 403, an unknown character or ruleset 404.
"""

from __future__ import annotations

from django.http import Http404

from commands.chargen_base import chargen_words
from core import staff as core_staff
from core.text.plain import plain
from features.chargen import review
from features.community import requests as staff_requests
from rulesets import registry
from web.website import access


def character(char_id: int):
    from typeclasses.characters import Character

    char = Character.objects.filter_family(id=char_id).first()
    if char is None:
        raise Http404("No such character.")
    return char


def web_rulesets() -> dict:
    """key -> Ruleset for every installed ruleset with a web chargen form."""
    return {key: rs for key, rs in registry.installed().items() if rs.web_chargen}


def ruleset(key: str):
    """(Ruleset, its web_chargen part, its words) for ``key``, or 404."""
    found = web_rulesets().get(key)
    words = chargen_words().get(key)
    if found is None or words is None:
        raise Http404("No such ruleset here.")
    return found, found.load("web_chargen"), words


def refused(request, allowed: bool):
    """None when the request may go on, else the login redirect; 403 raised."""
    return access.private_page(request, allowed)


def owns(request, char) -> bool:
    return access.owns(request.user, char)


def is_staff(request) -> bool:
    return core_staff.is_staff(request.user)


def comments(request_row, staff: bool) -> list[dict]:
    """A request's comments as plain text the page escapes (staff notes
    for staff only)."""
    if request_row is None:
        return []
    return [{"author": c.author_name, "text": plain(c.text), "created": c.created,
             "staff_only": c.staff_only}
            for c in staff_requests.comments(request_row, staff=staff)]


def states(char) -> list[dict]:
    """Each web ruleset's chargen state for ``char``."""
    words = chargen_words()
    return [{"key": key, "name": rs.name, "state": review.state(char, key),
             "label": words.get(key, {}).get("label", key)}
            for key, rs in web_rulesets().items()]
