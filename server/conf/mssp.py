"""
MSSP (Mud Server Status Protocol): what MUD listing crawlers are told.

Evennia's Portal sends this table when a crawler asks, calling each value
that is a function at that moment, so what a listing shows is the game as
it is: the name and telnet ports from settings, SSL only when it is on, the
number of rooms and help entries counted when asked, and the genre,
website and contact an admin sets (FOURFOLD_MSSP_* in settings). Evennia
adds the player count itself.

UPTIME is when the game started, as a whole number of seconds since 1970
(Evennia's own value is that time with a fraction). An entry with no value
(a HOSTNAME, CONTACT or WEBSITE left unset, a SUBGENRE of "None") is left
out of what is sent, never sent as "" or "None".
"""

import time
from collections.abc import Mapping

from django.conf import settings

from core.game_settings import setting

_LOADED = time.time()


def _setting(name):
    return lambda: str(setting(name))


def name():
    return settings.SERVERNAME


def telnet_ports():
    # the most important port goes last
    return [str(port) for port in reversed(settings.TELNET_PORTS)]


def ssl():
    """The SSL port when SSL is on, "0" when it is off (as MSSP asks)."""
    if getattr(settings, "SSL_ENABLED", False) and settings.SSL_PORTS:
        return str(settings.SSL_PORTS[-1])
    return "0"


def _flag(name, default=False):
    return lambda: "1" if getattr(settings, name, default) else "0"


def room_count():
    """Rooms in the game, counted when a crawler asks."""
    try:
        from evennia.objects.models import ObjectDB

        return str(ObjectDB.objects.typeclass_search(settings.BASE_ROOM_TYPECLASS,
                                                     include_children=True).count())
    except Exception:  # no database at hand: say nothing rather than a wrong number
        return "0"


def help_count():
    """Help entries a player can read: the game's files and those made in-game."""
    try:
        from evennia.help.filehelp import FILE_HELP_ENTRIES
        from evennia.help.models import HelpEntry

        return str(len(FILE_HELP_ENTRIES.all()) + HelpEntry.objects.count())
    except Exception:
        return "0"


def uptime():
    """The Portal's start time, in whole seconds."""
    try:
        from evennia.server.portal.portalsessionhandler import PORTAL_SESSIONS

        return str(int(PORTAL_SESSIONS.uptime))
    except Exception:  # not in the Portal: when this module was loaded
        return str(int(_LOADED))


def _filled(value) -> bool:
    return str(value).strip() not in ("", "None")


class _Table(Mapping):
    """The entries below, as the Portal reads them when a crawler asks:
    those whose value (worked out then) is empty or "None" are left out."""

    def __init__(self, entries: dict):
        self._entries = entries
        self._last = None  # what keys() worked out, read by the lookups after it

    def _live(self) -> dict:
        out = {}
        for key, value in self._entries.items():
            value = value() if callable(value) else value
            if isinstance(value, (list, tuple)):
                value = [v for v in value if _filled(v)]
                if value:
                    out[key] = value
            elif _filled(value):
                out[key] = value
        return out

    def __getitem__(self, key):
        return (self._last if self._last is not None else self._live())[key]

    def __iter__(self):
        return iter(self._live())

    def __len__(self):
        return len(self._entries)

    def keys(self):  # dict.update() asks for keys() first, then each value
        self._last = self._live()
        return self._last.keys()


MSSPTable = _Table({
    "UPTIME": uptime,
    "NAME": name,
    "PORT": telnet_ports,
    "HOSTNAME": _setting("FOURFOLD_MSSP_HOSTNAME"),
    "CONTACT": _setting("FOURFOLD_MSSP_CONTACT"),
    "WEBSITE": _setting("FOURFOLD_MSSP_WEBSITE"),
    "GENRE": _setting("FOURFOLD_MSSP_GENRE"),
    "SUBGENRE": _setting("FOURFOLD_MSSP_SUBGENRE"),
    "GAMEPLAY": _setting("FOURFOLD_MSSP_GAMEPLAY"),
    "STATUS": _setting("FOURFOLD_MSSP_STATUS"),
    "CREATED": _setting("FOURFOLD_MSSP_CREATED"),
    "LANGUAGE": _setting("FOURFOLD_MSSP_LANGUAGE"),
    "CODEBASE": "Evennia",
    "FAMILY": "Evennia",
    "GAMESYSTEM": "Custom",
    "CRAWL DELAY": "-1",
    "MINIMUM AGE": "0",
    "ROOMS": room_count,
    "HELPFILES": help_count,
    "ROLEPLAYING": "Encouraged",
    "NEWBIE FRIENDLY": "1",
    "ANSI": "1",
    "UTF-8": "1",
    "GMCP": "1",
    "MSDP": "1",
    "MXP": _flag("MXP_ENABLED", True),
    "MCCP": "1",
    "SSL": ssl,
    "XTERM 256 COLORS": "1",
    "XTERM TRUE COLORS": "0",
    "PAY TO PLAY": "0",
    "PAY FOR PERKS": "0",
})
