"""Who is online and how: the characters puppeted now with their idle time,
a player's away status (``+afk``) and a staffer's duty flag (``+staff``).

Status and duty are Attributes on the character (category ``community``),
so they survive a reload and a logout; who is online comes from Evennia's
session handler.
"""

from __future__ import annotations

import time
from dataclasses import dataclass

from core.game_settings import setting
from features.community import stage

CATEGORY = "community"
DEFAULT_AFK = "away"


def afk_length() -> int:
    return int(setting("FOURFOLD_AFK_LENGTH"))


@dataclass
class Online:
    char: object
    idle: float  # seconds since the character's player last typed something

    @property
    def room(self):
        return self.char.location


def _sessions():
    from evennia import SESSION_HANDLER

    return SESSION_HANDLER.get_sessions()


def online_characters(sessions=None) -> list[Online]:
    """Every character puppeted now, once, by name, with the shortest idle
    time over its sessions."""
    now = time.time()
    found: dict[int, Online] = {}
    for session in (_sessions() if sessions is None else sessions):
        if not getattr(session, "logged_in", False):
            continue
        char = session.get_puppet()
        if char is None:
            continue
        idle = max(0.0, now - (getattr(session, "cmd_last_visible", now) or now))
        seen = found.get(char.id)
        if seen is None or idle < seen.idle:
            found[char.id] = Online(char, idle)
    return sorted(found.values(), key=lambda o: o.char.key.lower())


def accounts_without_character(sessions=None) -> int:
    """How many logged-in accounts puppet nothing (at the account level)."""
    accounts = set()
    for session in (_sessions() if sessions is None else sessions):
        if getattr(session, "logged_in", False) and session.get_puppet() is None:
            account = session.get_account()
            if account is not None:
                accounts.add(account.id)
    return len(accounts)


# --- away status -------------------------------------------------------------------
def afk(char) -> str | None:
    return char.attributes.get("afk", category=CATEGORY)


def set_afk(char, message: str | None) -> None:
    if message:
        char.attributes.add("afk", message, category=CATEGORY)
    else:
        char.attributes.remove("afk", category=CATEGORY)


def status_text(char) -> str:
    """'IC' or 'OOC', and 'AFK: <message>' when away."""
    label = stage.status_label(char)
    away = afk(char)
    return f"{label}, AFK: {away}|n" if away else label


# --- staff and duty --------------------------------------------------------------------
def on_duty(char) -> bool:
    """Staff are on duty unless they said otherwise with +staff/duty."""
    return bool(char.attributes.get("on_duty", default=True, category=CATEGORY))


def set_on_duty(char, on: bool) -> None:
    char.attributes.add("on_duty", bool(on), category=CATEGORY)
