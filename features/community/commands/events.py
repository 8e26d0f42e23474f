"""``+events``: the game's calendar (storage in features/community/events.py).
Times are typed and shown in each player's own timezone (``+finger/set
timezone``; UTC until set)."""

from __future__ import annotations

import re
import textwrap
import time
from datetime import date, datetime, timedelta

from django.conf import settings

from core.command import FourfoldCommand
from core.text import screen, tables
from core.text.plain import plain
from core.text.player import one_line_breaks_as_spaces
from features.community import events, profile

_DATE = re.compile(r"^(\d{4})-(\d{1,2})-(\d{1,2})$", re.ASCII)
_TIME = re.compile(r"^(\d{1,2})(?::(\d{2}))?\s*(am|pm)?$", re.IGNORECASE | re.ASCII)
_NUMBER = re.compile(r"^#?(\d{1,9})$", re.ASCII)


def parse_date(text: str, today: date) -> date | None:
    word = text.strip().lower()
    if word == "today":
        return today
    if word == "tomorrow":
        return today + timedelta(days=1)
    match = _DATE.match(word)
    if not match:
        return None
    try:
        return date(*(int(g) for g in match.groups()))
    except ValueError:
        return None


def parse_time(text: str) -> tuple[int, int] | None:
    match = _TIME.match(text.strip())
    if not match:
        return None
    hour, minute, half = int(match.group(1)), int(match.group(2) or 0), (match.group(3) or "").lower()
    if half:
        if not 1 <= hour <= 12:
            return None
        hour = hour % 12 + (12 if half == "pm" else 0)
    if not (0 <= hour <= 23 and 0 <= minute <= 59):
        return None
    return hour, minute


def parse_when(text: str, tz, now: float | None = None) -> tuple[float | None, str]:
    """(UTC timestamp, '') for '<date> <time>' in ``tz``, or (None, why not)."""
    parts = text.split()
    if len(parts) == 3 and parts[2].lower() in ("am", "pm"):
        parts = [parts[0], parts[1] + parts[2]]
    if len(parts) != 2:
        return None, "Give a date and a time: e.g. 2026-12-24 20:00."
    now = time.time() if now is None else now
    day = parse_date(parts[0], datetime.fromtimestamp(now, tz).date())
    if day is None:
        return None, f"'{parts[0]}' is not a date: write YYYY-MM-DD, today or tomorrow."
    clock = parse_time(parts[1])
    if clock is None:
        return None, f"'{parts[1]}' is not a time: write 20:00 or 8pm."
    stamp = datetime(day.year, day.month, day.day, *clock, tzinfo=tz).timestamp()
    if stamp <= now:
        return None, "That time has already passed."
    ahead = int(getattr(settings, "FOURFOLD_EVENT_DAYS_AHEAD", 400))
    if stamp > now + ahead * 86400:
        return None, f"Events can be set at most {ahead} days ahead."
    return stamp, ""


def when_text(stamp: float, tz) -> str:
    return datetime.fromtimestamp(stamp, tz).strftime("%a %Y-%m-%d %H:%M %Z")


class CmdEvents(FourfoldCommand):
    """
    The calendar of planned scenes and gatherings.

    Usage:
      +events                                  (what is coming up)
      +event <n>                               (one event in full)
      +event/create <date> <time>=<title>/<text>
      +event/signup <n>        +event/unsignup <n>
      +event/edit <n>=<title>/<text>           (its creator or staff)
      +event/reschedule <n>=<date> <time>      (its creator or staff)
      +event/cancel <n>                        (its creator or staff)

    Dates are YYYY-MM-DD (or today, tomorrow); times are 24-hour (20:00)
    or 8pm / 8:30pm. The title ends at the first '/'. You type and see every time in your own timezone,
    set with +finger/set timezone=<name> (UTC until you set one). Anyone
    may create an event; people signed up are told when it is cancelled
    or moved. Upcoming events are also on the website at /events/.

    Examples:
      +event/create 2026-12-24 20:00=Winter feast/Music and a duel at the lodge.
      +event/signup 3
    """

    key = "+events"
    aliases = ["+event", "events", "event"]
    locks = "cmd:all()"
    help_category = "Community"
    switch_options = ("create", "signup", "unsignup", "edit", "reschedule", "cancel")
    syntax = "+events, +event <n>, +event/create <date> <time>=<title>/<text>"

    def run(self):
        self.tz = profile.tzinfo(self.caller)
        if not self.switches:
            if self.args.strip():
                return self.show(self.event_arg(self.args))
            return self.list_upcoming()
        if len(self.switches) > 1:
            self.fail("Use one switch at a time.")
        getattr(self, f"do_{self.switches[0]}")()

    # --- reading ---------------------------------------------------------------------------
    def event_arg(self, text: str) -> dict:
        match = _NUMBER.match(text.strip())
        if not match:
            self.fail("Give the event's number, e.g. +event 3.")
        event = events.get_event(int(match.group(1)))
        if event is None:
            self.fail(f"There is no event #{match.group(1)}.", syntax=False)
        return event

    def list_upcoming(self):
        found = events.upcoming(limit=int(getattr(settings, "FOURFOLD_EVENT_LIST", 20)))
        if not found:
            self.caller.msg("No events are planned. Plan one with +event/create.")
            return
        rows = [(event["id"], when_text(event["when"], self.tz), f"{event['title']}|n",
                 event["creator_name"],
                 f"{len(event['signups'])}{'*' if self.caller.id in event['signups'] else ''}")
                for event in found]
        table = tables.table(("|w#|n", "|wWhen (your time)|n", "|wEvent|n", "|wBy|n", "|wIn|n"), rows)
        self.caller.msg(f"{table}\nTimes are in {profile.tz_name(self.caller)}; * marks what "
                        "you signed up for. +event <n> for details.")

    def show(self, event: dict):
        names = events.signup_names(event)
        past = " (past)" if event["when"] < time.time() else ""
        lines = [f"|wEvent #{event['id']}: {event['title']}|n",
                 f"When: {when_text(event['when'], self.tz)}{past}",
                 f"Organizer: {event['creator_name']}",
                 f"Signed up: {', '.join(names) if names else 'nobody yet'}"]
        if event["text"]:
            lines += ["", f"{textwrap.fill(event['text'], width=screen.width(), break_long_words=False)}|n"]
        self.caller.msg("\n".join(lines))

    # --- writing -------------------------------------------------------------------------------
    def title_and_text(self, text: str) -> tuple[str, str]:
        title, _, body = text.partition("/")
        title, body = one_line_breaks_as_spaces(title.strip()), one_line_breaks_as_spaces(body.strip())
        if not title:
            self.fail("Give the event a title: <title>/<text>.")
        limit = int(getattr(settings, "FOURFOLD_EVENT_TITLE_LENGTH", 60))
        if len(plain(title)) > limit:
            self.fail(f"Keep the title to {limit} characters.")
        limit = int(getattr(settings, "FOURFOLD_EVENT_TEXT_LENGTH", 2000))
        if len(plain(body)) > limit:
            self.fail(f"Keep the text to {limit} characters.")
        return title, body

    def when(self, text: str) -> float:
        stamp, why = parse_when(text, self.tz)
        if stamp is None:
            self.fail(why)
        return stamp

    def split_eq(self, what: str) -> tuple[str, str]:
        if "=" not in self.args:
            self.fail(f"Use '=': {what}.")
        left, _, right = self.args.partition("=")
        return left.strip(), right.strip()

    def do_create(self):
        when_part, rest = self.split_eq("+event/create <date> <time>=<title>/<text>")
        stamp = self.when(when_part)
        title, body = self.title_and_text(rest)
        event = events.add_event(self.caller, stamp, title, body)
        self.caller.msg(f"Event #{event['id']} '{title}|n' is on the calendar for "
                        f"{when_text(stamp, self.tz)}.")

    def own_event(self, text: str) -> dict:
        event = self.event_arg(text)
        if event["creator"] != self.caller.id and not self.is_staff():
            self.fail("Only the event's creator or staff may change it.", syntax=False)
        return event

    def do_edit(self):
        left, right = self.split_eq("+event/edit <n>=<title>/<text>")
        event = self.own_event(left)
        event["title"], event["text"] = self.title_and_text(right)
        events.update_event(event)
        self.caller.msg(f"Event #{event['id']} is now '{event['title']}|n'.")

    def do_reschedule(self):
        left, right = self.split_eq("+event/reschedule <n>=<date> <time>")
        event = self.own_event(left)
        event["when"] = self.when(right)
        events.update_event(event)
        self.caller.msg(f"Event #{event['id']} moved to {when_text(event['when'], self.tz)}.")
        self.tell_signups(event, f"moved to a new time: +event {event['id']}")

    def do_cancel(self):
        event = self.own_event(self.args)
        events.delete_event(event["id"])
        self.caller.msg(f"Event #{event['id']} '{event['title']}|n' is cancelled.")
        self.tell_signups(event, "cancelled")

    def tell_signups(self, event: dict, what: str):
        from evennia.objects.models import ObjectDB

        for char in ObjectDB.objects.filter(id__in=event["signups"]):
            if char != self.caller and char.sessions.count():
                char.msg(f"Event #{event['id']} '{event['title']}|n', which you signed up for, "
                         f"was {what}.")

    def do_signup(self):
        event = self.event_arg(self.args)
        if event["when"] < time.time():
            self.fail("That event is over.", syntax=False)
        if self.caller.id in event["signups"]:
            self.fail(f"You are already signed up for event #{event['id']}.", syntax=False)
        event["signups"].append(self.caller.id)
        events.update_event(event)
        self.caller.msg(f"You signed up for event #{event['id']} '{event['title']}|n'.")

    def do_unsignup(self):
        event = self.event_arg(self.args)
        if self.caller.id not in event["signups"]:
            self.fail(f"You are not signed up for event #{event['id']}.", syntax=False)
        event["signups"].remove(self.caller.id)
        events.update_event(event)
        self.caller.msg(f"You are no longer signed up for event #{event['id']}.")
