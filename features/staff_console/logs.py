"""Reading the Server's and the Portal's logs for the console: the end of
the file, cut into entries (a line with a time and a level, with the lines
that follow it, such as a traceback), filtered by level and text.

Evennia writes ``2026-01-02 03:04:05 [XX] text``: ``[EE]`` an error,
``[!!]`` a traceback, ``[WW]`` a warning, ``[..]`` anything else. Only the
last :data:`TAIL_BYTES` of the file are read, so a large log costs the same
as a small one; older entries are in the file itself.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import datetime, timedelta

from django.conf import settings

TAIL_BYTES = 1_000_000
LOGS = {"server": "SERVER_LOG_FILE", "portal": "PORTAL_LOG_FILE"}
LEVELS = {"EE": "error", "!!": "error", "WW": "warning"}
HEAD = re.compile(r"^(\d{4}-\d\d-\d\d \d\d:\d\d:\d\d) \[(..)\] ?(.*)$")


@dataclass
class Entry:
    when: str      # as written, "2026-01-02 03:04:05" (the server's local time)
    level: str     # "error", "warning" or "info"
    text: str      # the first line and any lines that follow it

    def moment(self) -> datetime | None:
        try:
            return datetime.strptime(self.when, "%Y-%m-%d %H:%M:%S")
        except ValueError:
            return None


def path_of(log: str) -> str:
    return getattr(settings, LOGS[log])


def tail_text(path: str, size: int = TAIL_BYTES) -> str:
    """The last ``size`` bytes of the file, from the first whole line ("" when
    there is no such file)."""
    try:
        with open(path, "rb") as handle:
            handle.seek(0, 2)
            end = handle.tell()
            handle.seek(max(0, end - size))
            data = handle.read()
    except OSError:
        return ""
    if end > size:
        data = data.split(b"\n", 1)[-1]
    return data.decode("utf-8", errors="replace")


def entries(text: str) -> list[Entry]:
    """The entries of ``text``, oldest first."""
    found: list[Entry] = []
    for line in text.splitlines():
        head = HEAD.match(line)
        if head:
            found.append(Entry(head.group(1), LEVELS.get(head.group(2), "info"), head.group(3)))
        elif found:
            found[-1].text += "\n" + line
        elif line.strip():
            found.append(Entry("", "info", line))
    return found


def read(log: str, level: str = "all", text: str = "") -> list[Entry]:
    """The log's entries, newest first, at ``level`` or worse ("all",
    "warning" or "error") and holding ``text`` (any case; the time counts)."""
    wanted = {"all": ("info", "warning", "error"), "warning": ("warning", "error"),
              "error": ("error",)}[level]
    needle = text.lower()
    return [e for e in reversed(entries(tail_text(path_of(log))))
            if e.level in wanted and (not needle or needle in f"{e.when} {e.text}".lower())]


def recent_problems(log: str, hours: int = 24, now: datetime | None = None) -> list[Entry]:
    """The errors and warnings of the last ``hours``, newest first."""
    since = (now or datetime.now()) - timedelta(hours=hours)
    return [e for e in read(log, "warning") if (e.moment() or since) >= since and e.moment()]
