"""The game's state at a glance, for the console's status page: how long
the Server and the Portal have run, who is connected and how, the memory
of each process, the last backups and their verdicts, and the errors and
warnings the logs hold for the last day.

Evennia runs the website inside the Server process, so this process's
memory is the Server's; the Portal's pid is in server/portal.pid. Commands
a minute come from features/staff_console/activity.py.
"""

from __future__ import annotations

import os
from collections import Counter
from datetime import UTC, datetime

from django.conf import settings

from features.staff_console import logs


def _duration(seconds: float | None) -> str:
    if not seconds or seconds < 0:
        return "unknown"
    seconds = int(seconds)
    days, rest = divmod(seconds, 86400)
    hours, rest = divmod(rest, 3600)
    minutes = rest // 60
    return f"{days}d {hours}h {minutes}m" if days else f"{hours}h {minutes}m"


def uptimes() -> dict:
    import evennia
    from evennia.utils import gametime

    portal_started = getattr(evennia.SESSION_HANDLER, "portal_start_time", 0) or 0
    return {"server": _duration(gametime.uptime() if gametime.SERVER_START_TIME else None),
            "portal": _duration(gametime.portal_uptime() if portal_started else None)}


def connections() -> dict:
    """Sessions by kind of client ("telnet", "websocket", ...), and how many
    are logged in."""
    import evennia

    sessions = list(evennia.SESSION_HANDLER.values()) if evennia.SESSION_HANDLER else []
    kinds = Counter(getattr(s, "protocol_key", "unknown") or "unknown" for s in sessions)
    return {"total": len(sessions), "logged_in": sum(1 for s in sessions if getattr(s, "logged_in", False)),
            "by_kind": sorted(kinds.items())}


def rss_of(pid) -> str:
    """The resident memory of process ``pid`` ("self" for this one), as
    Linux reports it, or "unknown"."""
    try:
        with open(f"/proc/{pid}/status") as handle:
            for line in handle:
                if line.startswith("VmRSS:"):
                    return f"{int(line.split()[1]) // 1024} MB"
    except (OSError, ValueError, IndexError):
        pass
    return "unknown"


def portal_pid() -> int | None:
    try:
        with open(os.path.join(settings.GAME_DIR, "server", "portal.pid")) as handle:
            return int(handle.read().strip())
    except (OSError, ValueError, AttributeError):
        return None


def memory() -> dict:
    pid = portal_pid()
    return {"server": rss_of("self"), "portal": rss_of(pid) if pid else "unknown"}


def backups(count: int = 5) -> dict:
    """The last backup's verdict and the newest ``count`` backups with theirs."""
    from ops.backups import store

    last = store.read_last()
    rows = []
    for path in reversed(store.backups()[-count:]):
        verdict = store.read_verdict(path)
        if verdict is None:
            state = "not checked"
        elif verdict.get("ok"):
            state = "good"
        else:
            state = f"failed: {verdict.get('reason', '')}"
        when = datetime.fromtimestamp(path.stat().st_mtime, UTC).strftime("%Y-%m-%d %H:%M")
        rows.append({"name": path.name, "when": when, "state": state})
    if last is None:
        summary = "No backup has run yet."
    elif last.get("ok"):
        summary = "The last backup was good."
    else:
        summary = f"The last backup failed: {last.get('reason', 'no reason given')}"
    return {"summary": summary, "ok": bool(last and last.get("ok")), "rows": rows}


def problems(limit: int = 20) -> tuple[list[dict], int]:
    """Errors and warnings of the last 24 hours in both logs, newest first."""
    found = []
    for log in logs.LOGS:
        for entry in logs.recent_problems(log):
            found.append({"log": log, "when": entry.when, "level": entry.level,
                          "first_line": entry.text.splitlines()[0][:300] if entry.text else ""})
    found.sort(key=lambda row: row["when"], reverse=True)
    return found[:limit], len(found)
