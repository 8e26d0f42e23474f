"""Fourfold's home page: what the game is, its four wings (each installed
ruleset's name and ``blurb``), how to connect, who is playing now, and links
to the pages players use (a ruleset's own pages among them:
web/website/ruleset_pages.py).

Links to pages that other parts of the game add later (scenes, events)
appear only once a URL for them exists: :func:`optional_url` tries each
candidate name or path and gives None when none resolves, so the page never
shows a dead link (web/website/nav.py, which the menu uses too).
"""

from django.conf import settings
from django.shortcuts import render
from django.urls import reverse

from core.game_settings import setting
from web.website import ruleset_pages
from web.website.nav import optional_url

# Where the scene and event pages will be, by URL name or by path.
SCENES = ("fourfold-scenes", "scenes", "scene-list", "/scenes/")
EVENTS = ("fourfold-events", "events", "event-list", "/events/")


def characters_online() -> list[str]:
    """Names of the characters being played right now (not account names),
    each once, in alphabetical order."""
    import evennia

    names = set()
    for session in evennia.SESSION_HANDLER.get_sessions():
        puppet = getattr(session, "puppet", None)
        if puppet is not None and session.logged_in:
            names.add(puppet.key)
    return sorted(names, key=str.lower)


def upcoming_events(limit: int = 5) -> list[dict]:
    """The next few events on the game's calendar (features/community/events.py),
    times in UTC; empty when there are none."""
    from features.community.events import upcoming_plain

    return upcoming_plain(limit)


def connection(request) -> dict:
    """Where a telnet client should connect: the host players use
    (FOURFOLD_PUBLIC_HOST, else the host name this page was asked for) and
    the first telnet port."""
    host = setting("FOURFOLD_PUBLIC_HOST") or request.get_host().rsplit(":", 1)[0]
    ports = list(getattr(settings, "TELNET_PORTS", []) or [])
    return {"host": host, "port": ports[0] if ports and settings.TELNET_ENABLED else None,
            "webclient": settings.WEBCLIENT_ENABLED}


def home(request):
    from rulesets import registry as rulesets

    wings = [{"key": key, "name": info.name, "blurb": info.blurb or info.name}
             for key, info in rulesets.installed().items()]
    context = {
        "page_title": "Home",
        "wings": wings,
        "connect": connection(request),
        "online": characters_online(),
        "links": {
            "sheets": reverse("fourfold-my-sheets"),
            "rulesets": ruleset_pages.installed_links(),
            "scenes": optional_url(*SCENES),
            "events": optional_url(*EVENTS),
            "boards": optional_url("fourfold-boards"),
            "help": optional_url("help"),
        },
        "upcoming": upcoming_events(),
    }
    return render(request, "website/fourfold/home.html", context)
