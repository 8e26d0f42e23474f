"""The play page (Fourfold's web client) and the sheet it shows beside the
output.

:func:`play` is Evennia's web client view with Fourfold's own page: it
hands the page the browser's Django session key (``csessid``), which the
page's websocket sends to the Portal, so that a browser signed in on the
website is signed in on the play page too (Evennia's shared login,
``SharedLoginMiddleware``; signing out: web/webclient/signout.py).

:func:`sheet` is the sheet of the character this browser plays on the
play page, in the ruleset of the room it stands in only: the website's own
section for that ruleset (``Ruleset.sheet_section`` and its template), as
a piece of HTML the page puts in its Sheet tab.
"""

from __future__ import annotations

from django.conf import settings
from django.http import Http404
from django.shortcuts import render
from django.views.decorators.cache import never_cache

from core.game_settings import setting
from web.webclient.signout import browser_sessions
from web.website import access


@never_cache
def play(request):
    """The play page (``webclient:index``)."""
    if not settings.WEBCLIENT_ENABLED:
        raise Http404
    return render(request, "webclient/webclient.html",
                  {"browser_sessid": request.session.session_key,
                   # the composer refuses a text the Portal would drop (portal/bounds.py)
                   "max_message_bytes": int(setting("FOURFOLD_PORTAL_MAX_WEBSOCKET") or 0)})


def playing(request):
    """The character this browser's play page session puppets, if it is
    one of the signed-in account's (else None)."""
    if not request.user.is_authenticated:
        return None
    for session in browser_sessions(request.session.session_key):
        puppet = getattr(session, "puppet", None)
        if puppet is not None and getattr(session, "account", None) == request.user:
            return puppet
    return None


def room_section(char) -> tuple[str, dict | None]:
    """(the room's ruleset key, that ruleset's sheet section of ``char`` for
    the web sheet's template, or None when it has no sheet there)."""
    from typeclasses.vitals import room_ruleset
    from web.website import sheet_data

    key = room_ruleset(char)
    for found_key, title, build, template in sheet_data.sections():
        if found_key != key:
            continue
        try:
            data = build(char)
        except Exception:  # a sheet half made must not break the page
            data = None
        if data is None:
            return key, None
        return key, {"key": key, "title": title, "data": data, "template": template}
    return key, None


@never_cache
def sheet(request):
    """The Sheet tab's contents (a piece of HTML, not a page)."""
    char = playing(request)
    if char is None or not access.may_see_sheet(request.user, char):
        return render(request, "webclient/_sheet.html", {"character": None})
    key, section = room_section(char)
    return render(request, "webclient/_sheet.html",
                  {"character": char, "ruleset": key, "section": section})
