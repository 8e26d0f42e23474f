"""Reading and writing an event's time in a player's timezone, for
``+events`` and the events web pages alike: dates are YYYY-MM-DD (or today,
tomorrow), times 24-hour (20:00) or 8pm / 8:30pm, and an event is set in
the future, at most ``FOURFOLD_EVENT_DAYS_AHEAD`` days ahead."""

from __future__ import annotations

import re
import time
from datetime import date, datetime, timedelta

from core.game_settings import setting

_DATE = re.compile(r"^(\d{4})-(\d{1,2})-(\d{1,2})$", re.ASCII)
_TIME = re.compile(r"^(\d{1,2})(?::(\d{2}))?\s*(am|pm)?$", re.IGNORECASE | re.ASCII)


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
    ahead = int(setting("FOURFOLD_EVENT_DAYS_AHEAD"))
    if stamp > now + ahead * 86400:
        return None, f"Events can be set at most {ahead} days ahead."
    return stamp, ""


def when_text(stamp: float, tz) -> str:
    return datetime.fromtimestamp(stamp, tz).strftime("%a %Y-%m-%d %H:%M %Z")
