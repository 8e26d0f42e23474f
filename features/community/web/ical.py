"""The upcoming events as an iCalendar file (RFC 5545), for calendar apps
to subscribe to.

Players' text (titles, texts, names) becomes TEXT values: colour codes and
control characters dropped, then backslash, semicolon, comma and line
breaks escaped (RFC 5545 3.3.11), so nothing a player types can end a
value, add a property or start a new component. Every content line is
folded at 75 octets (3.1), never inside a UTF-8 character, and lines end
with CRLF.
"""

from __future__ import annotations

import re
import time
from datetime import datetime, timezone

from core.text.plain import plain

LIMIT = 75  # octets per content line, the line break not counted
_CONTROLS = re.compile(r"[\x00-\x08\x0a-\x1f\x7f]")


def escape_text(value) -> str:
    """A TEXT value: line breaks as ``\\n``, ``\\ ; ,`` escaped, other
    control characters (and colour codes) left out."""
    text = plain(str(value or "")).replace("\r\n", "\n").replace("\r", "\n")
    text = text.replace("\\", "\\\\").replace(";", "\\;").replace(",", "\\,")
    return _CONTROLS.sub("", text.replace("\n", "\\n"))


def fold(line: str) -> str:
    """``line`` folded: at most 75 octets a line, each continuation starting
    with one space, multi-octet characters kept whole."""
    if len(line.encode("utf-8")) <= LIMIT:
        return line
    parts, current, size = [], "", 0
    room = LIMIT
    for char in line:
        width = len(char.encode("utf-8"))
        if size + width > room:
            parts.append(current)
            current, size, room = "", 0, LIMIT - 1  # the leading space takes one
        current += char
        size += width
    parts.append(current)
    return "\r\n ".join(parts)


def stamp(moment: float) -> str:
    """A UTC DATE-TIME (``20261224T200000Z``)."""
    return datetime.fromtimestamp(moment, timezone.utc).strftime("%Y%m%dT%H%M%SZ")


def calendar(events, name: str, uid_domain: str, url_for, minutes: int, now: float | None = None) -> str:
    """The VCALENDAR of ``events`` (storage dicts); ``url_for(event)`` is the
    event page's absolute address; each event lasts ``minutes``."""
    now = time.time() if now is None else now
    lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Fourfold//Events//EN",
             "CALSCALE:GREGORIAN", "METHOD:PUBLISH", f"X-WR-CALNAME:{escape_text(name)}"]
    for event in events:
        about = f"Organizer: {event['creator_name']}"
        if event.get("text"):
            about += f"\n\n{event['text']}"
        lines += ["BEGIN:VEVENT",
                  f"UID:event-{int(event['id'])}-{int(event.get('created') or 0)}@{uid_domain}",
                  f"DTSTAMP:{stamp(now)}",
                  f"DTSTART:{stamp(event['when'])}",
                  f"DURATION:PT{int(minutes)}M",
                  f"SUMMARY:{escape_text(event['title'])}",
                  f"DESCRIPTION:{escape_text(about)}",
                  f"URL:{url_for(event)}",
                  "END:VEVENT"]
    lines.append("END:VCALENDAR")
    return "".join(fold(line) + "\r\n" for line in lines)
