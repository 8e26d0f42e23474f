"""Events on the game's calendar (``+events``): stored on one global Script,
``fourfold_events``, one Attribute per event (category ``event``, key the
event's number), so an edit or a sign-up writes one row and a reload or
restart keeps everything. A Script rather than a Django model: no new app
or migration, and a game holds tens of events, not thousands.

An event is a plain dict::

    {"id": 3, "title": "...", "text": "...", "when": <UTC timestamp>,
     "creator": <character id>, "creator_name": "Wren",
     "signups": [<character id>, ...], "created": <UTC timestamp>}

For other code: :func:`upcoming` (the scene system) and
:func:`upcoming_plain` (web pages such as the home page: colour codes
removed), :func:`get_event` (one by number, e.g. to start a scene from it:
``get_event(3)["title"]``).
"""

from __future__ import annotations

import time
from datetime import datetime, timezone

from typeclasses.scripts import Script

KEY = "fourfold_events"
CATEGORY = "event"


class EventCalendar(Script):
    """The one Script holding every event (no timer: it only stores)."""

    def at_script_creation(self):
        self.key = KEY
        self.desc = "Fourfold's events calendar (+events)"
        self.persistent = True
        self.db.next_id = 1


def calendar(create: bool = False):
    """The calendar Script; made only when ``create`` (a write) asks for it."""
    from evennia.scripts.models import ScriptDB

    found = ScriptDB.objects.filter(db_key=KEY).first()
    if found is None and create:
        from evennia.utils.create import create_script

        found = create_script(EventCalendar, key=KEY, persistent=True, autostart=False)
    return found


def _store(cal, event: dict) -> None:
    cal.attributes.add(str(event["id"]), event, category=CATEGORY)


def _detached(event) -> dict:
    """A detached copy (Evennia hands out saving wrappers)."""
    out = dict(event)
    out["signups"] = list(event.get("signups") or [])
    return out


def all_events() -> list[dict]:
    cal = calendar()
    if cal is None:
        return []
    events = [_detached(a.value) for a in cal.attributes.all() if a.db_category == CATEGORY]
    return sorted(events, key=lambda e: (e["when"], e["id"]))


def get_event(number: int) -> dict | None:
    cal = calendar()
    if cal is None:
        return None
    found = cal.attributes.get(str(number), category=CATEGORY)
    return _detached(found) if found else None


def add_event(creator, when: float, title: str, text: str) -> dict:
    cal = calendar(create=True)
    number = int(cal.db.next_id or 1)
    cal.db.next_id = number + 1
    event = {"id": number, "title": title, "text": text, "when": float(when),
             "creator": creator.id, "creator_name": creator.key, "signups": [],
             "created": time.time()}
    _store(cal, event)
    return event


def update_event(event: dict) -> None:
    _store(calendar(create=True), event)


def delete_event(number: int) -> None:
    cal = calendar()
    if cal is not None:
        cal.attributes.remove(str(number), category=CATEGORY)


def signup_names(event: dict) -> list[str]:
    from evennia.objects.models import ObjectDB

    found = {o.id: o.key for o in ObjectDB.objects.filter(id__in=event["signups"])}
    return [found[i] for i in event["signups"] if i in found]


def upcoming(limit: int | None = None, now: float | None = None) -> list[dict]:
    """Events not yet begun, soonest first, each with ``when_utc`` (a
    'YYYY-MM-DD HH:MM' string in UTC), ``when_dt`` (an aware datetime) and
    ``signup_names`` added for pages to show."""
    now = time.time() if now is None else now
    found = [e for e in all_events() if e["when"] >= now]
    if limit is not None:
        found = found[:max(0, int(limit))]
    for event in found:
        moment = datetime.fromtimestamp(event["when"], timezone.utc)
        event["when_dt"] = moment
        event["when_utc"] = moment.strftime("%Y-%m-%d %H:%M")
        event["signup_names"] = signup_names(event)
    return found


def upcoming_plain(limit: int | None = None) -> list[dict]:
    """:func:`upcoming` with colour codes taken out of titles and texts, for
    web pages (Django escapes the HTML)."""
    from evennia.utils.ansi import strip_ansi

    found = upcoming(limit)
    for event in found:
        event["title"], event["text"] = strip_ansi(event["title"]), strip_ansi(event["text"])
    return found
