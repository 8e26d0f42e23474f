"""``+events``: the game's calendar (storage in features/community/events.py).
Times are typed and shown in each player's own timezone (``+finger/set
timezone``; UTC until set)."""

from __future__ import annotations

import re
import textwrap
import time

from core.command import FourfoldCommand
from core.game_settings import setting
from core.text import screen, tables
from features.community import events, profile
from features.community.event_times import parse_date, parse_time, parse_when, when_text

__all__ = ["CmdEvents", "parse_date", "parse_time", "parse_when", "when_text"]

_NUMBER = re.compile(r"^#?(\d{1,9})$", re.ASCII)


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
        return events.find(self.number(text))

    def list_upcoming(self):
        found = events.upcoming(limit=int(setting("FOURFOLD_EVENT_LIST")))
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

    # --- writing (features/community/events.py checks and stores) ---------------------------
    def title_and_text(self, text: str) -> tuple[str, str]:
        title, _, body = text.partition("/")
        return title, body

    def explain(self, err):
        if err.message == "Give the event a title.":
            return "Give the event a title: <title>/<text>."
        return err.message

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

    def number(self, text: str) -> int:
        match = _NUMBER.match(text.strip())
        if not match:
            self.fail("Give the event's number, e.g. +event 3.")
        return int(match.group(1))

    def do_create(self):
        when_part, rest = self.split_eq("+event/create <date> <time>=<title>/<text>")
        stamp = self.when(when_part)
        event = events.create(self.caller, stamp, *self.title_and_text(rest))
        self.caller.msg(f"Event #{event['id']} '{event['title']}|n' is on the calendar for "
                        f"{when_text(stamp, self.tz)}.")

    def do_edit(self):
        left, right = self.split_eq("+event/edit <n>=<title>/<text>")
        event, _ = events.edit(self.number(left), [self.caller.id], self.is_staff(),
                               *self.title_and_text(right), by=self.caller)
        self.caller.msg(f"Event #{event['id']} is now '{event['title']}|n'.")

    def do_reschedule(self):
        left, right = self.split_eq("+event/reschedule <n>=<date> <time>")
        number = self.number(left)
        events.changeable(number, [self.caller.id], self.is_staff())  # before a bad time
        event, _ = events.edit(number, [self.caller.id], self.is_staff(), when=self.when(right),
                               by=self.caller)
        self.caller.msg(f"Event #{event['id']} moved to {when_text(event['when'], self.tz)}.")

    def do_cancel(self):
        event = events.cancel(self.number(self.args), [self.caller.id], self.is_staff(), by=self.caller)
        self.caller.msg(f"Event #{event['id']} '{event['title']}|n' is cancelled.")

    def do_signup(self):
        event = events.signup(self.number(self.args), self.caller)
        self.caller.msg(f"You signed up for event #{event['id']} '{event['title']}|n'.")

    def do_unsignup(self):
        event = events.unsignup(self.number(self.args), self.caller)
        self.caller.msg(f"You are no longer signed up for event #{event['id']}.")
