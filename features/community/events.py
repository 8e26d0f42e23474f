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

What a player asks for, from ``+event`` or the events web pages, goes
through the checked actions at the end (:func:`create`, :func:`edit`,
:func:`cancel`, :func:`signup`, :func:`unsignup`): they refuse with an
:class:`EventRefused` (or NotFound) and change nothing then. Each reads,
changes and stores its event under one lock, so a sign-up from the web and
one from the game at the same moment are both kept (the web's views run
in the Server process, on threads beside the game's).
"""

from __future__ import annotations

import threading
import time
from datetime import datetime, timezone

from core.errors import NotFound, StorageError
from core.game_settings import setting
from core.text.plain import plain
from core.text.player import one_line_breaks_as_spaces
from typeclasses.scripts import Script

_WRITING = threading.RLock()


class EventRefused(StorageError):
    """An event change refused as asked (over, not yours, too long...)."""

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
    with _WRITING:
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


# --- checked actions: what a player asks for (+event and the web) -----------------------
def check_title(title) -> str:
    """An event's title as stored: one line, within its length."""
    title = one_line_breaks_as_spaces(str(title or "").strip())
    if not title:
        raise EventRefused("Give the event a title.")
    limit = int(setting("FOURFOLD_EVENT_TITLE_LENGTH"))
    if len(plain(title)) > limit:
        raise EventRefused(f"Keep the title to {limit} characters.")
    return title


def check_body(text) -> str:
    """An event's text as stored: one paragraph, within its length."""
    body = one_line_breaks_as_spaces(str(text or "").strip())
    limit = int(setting("FOURFOLD_EVENT_TEXT_LENGTH"))
    if len(plain(body)) > limit:
        raise EventRefused(f"Keep the text to {limit} characters.")
    return body


def check_title_text(title, text) -> tuple[str, str]:
    return check_title(title), check_body(text)


def find(number) -> dict:
    event = get_event(number)
    if event is None:
        raise NotFound(f"There is no event #{number}.")
    return event


def may_change(event: dict, character_ids, staff: bool) -> bool:
    """Its creator (one of ``character_ids``) or staff may change an event."""
    return staff or event["creator"] in set(character_ids)


def changeable(number, character_ids, staff) -> dict:
    """Event ``number``, when one of ``character_ids`` or staff may change it."""
    event = find(number)
    if not may_change(event, character_ids, staff):
        raise EventRefused("Only the event's creator or staff may change it.")
    return event


def create(creator, when: float, title, text) -> dict:
    """A new event by ``creator`` (a character) at ``when`` (checked by
    :func:`features.community.event_times.parse_when`)."""
    title, text = check_title_text(title, text)
    return add_event(creator, when, title, text)


def edit(number, character_ids, staff: bool, title=None, text=None, when=None,
         by=None) -> tuple[dict, bool]:
    """Change an event's title and text (both given) and/or its time; returns
    (the event, whether its time moved). Those signed up hear of a move."""
    if title is not None or text is not None:
        title, text = check_title_text(title, text)
    with _WRITING:
        event = changeable(number, character_ids, staff)
        if title is not None:
            event["title"], event["text"] = title, text
        moved = when is not None and float(when) != event["when"]
        if moved:
            event["when"] = float(when)
        update_event(event)
    if moved:
        tell_signups(event, f"moved to a new time: +event {event['id']}", by)
    return event, moved


def cancel(number, character_ids, staff: bool, by=None) -> dict:
    """Take an event off the calendar; those signed up hear of it."""
    with _WRITING:
        event = changeable(number, character_ids, staff)
        delete_event(event["id"])
    tell_signups(event, "cancelled", by)
    return event


def signup(number, char) -> dict:
    with _WRITING:
        event = find(number)
        if event["when"] < time.time():
            raise EventRefused("That event is over.")
        if char.id in event["signups"]:
            raise EventRefused(f"You are already signed up for event #{event['id']}.")
        event["signups"].append(char.id)
        update_event(event)
    return event


def unsignup(number, char) -> dict:
    with _WRITING:
        event = find(number)
        if char.id not in event["signups"]:
            raise EventRefused(f"You are not signed up for event #{event['id']}.")
        event["signups"].remove(char.id)
        update_event(event)
    return event


def tell_signups(event: dict, what: str, by=None) -> None:
    """Tell those signed up (online, but not ``by``) that ``event`` was ``what``."""
    from evennia.objects.models import ObjectDB

    for char in ObjectDB.objects.filter(id__in=event["signups"]):
        if char != by and char.sessions.count():
            char.msg(f"Event #{event['id']} '{event['title']}|n', which you signed up for, "
                     f"was {what}.")
