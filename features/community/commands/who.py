"""Who is about: ``who`` (characters online, where, idle, IC/OOC and away
status), ``+where`` (who is where, by area), ``+staff`` (staff online, and
``/duty`` for staff) and ``+afk`` (an away status shown in who).

Private rooms (``+room/private``) show as "(private)" to players and are
left out of ``+where``; staff see them, marked.
"""

from __future__ import annotations

import functools

from evennia.utils.utils import time_format

from core.command import FourfoldCommand
from core.staff import is_staff
from core.text import tables
from core.text.plain import plain
from core.text.player import one_line_breaks_as_spaces
from features.community import presence, stage

AREA_TAG_CATEGORY = "area"  # the same tags +ruleset/area reads (rulesets/registry.py)
NO_AREA = "elsewhere"


def idle_text(seconds: float) -> str:
    return time_format(seconds, 1)


def place_text(room, viewer_is_staff: bool, private_ids: set) -> str:
    if room is None:
        return "(nowhere)"
    if room.id in private_ids:
        return f"{room.key} (private)" if viewer_is_staff else "(private)"
    return room.key


def area_of(room) -> str:
    tags = sorted(t.lower() for t in room.tags.get(category=AREA_TAG_CATEGORY, return_list=True))
    return tags[0] if tags else NO_AREA


@functools.cache
def _area_names() -> dict:
    """The demo world's areas by their tags, named as players know them."""
    from features.community.demo_lounge import LOUNGE_AREA, LOUNGE_NAME
    from rulesets.registry import installed

    names = {LOUNGE_AREA: LOUNGE_NAME}
    for key, info in installed().items():
        demo = info.load("demo")
        wing = getattr(demo, "WING", None) if demo is not None else None
        if wing and wing.get("area"):
            names[wing["area"].lower()] = f"demo {key} wing ({info.name})"
    return names


def area_label(area: str) -> str:
    """What players see for an area: the demo wing's name, not its tag
    ("demo_mw"); an area staff named (+ruleset/area) with spaces for '_'."""
    return _area_names().get(area) or area.replace("_", " ")


class CmdWho(FourfoldCommand):
    """
    See which characters are online.

    Usage:
      who
      +who

    Lists every character being played now: where they are (or
    "(private)" in a private room), how long since their player last
    typed something, whether they are in character (IC) or in an OOC room
    (OOC), and their away message if they set one with +afk. Staff see
    private rooms by name, and each character's account. Accounts logged
    in without a character are counted at the end.

    Example:
      who
    """

    key = "who"
    aliases = ["+who", "doing"]
    locks = "cmd:all()"
    help_category = "Community"
    syntax = "who"

    def run(self):
        staff = self.is_staff()
        online = presence.online_characters()
        private = stage.private_room_ids()
        headers = ["|wName|n", "|wWhere|n", "|wIdle|n", "|wStatus|n"] + (["|wAccount|n"] if staff else [])
        rows = []
        for entry in online:
            row = [entry.char.key, place_text(entry.room, staff, private),
                   idle_text(entry.idle), presence.status_text(entry.char)]
            if staff:  # staff may tell alts apart
                account = getattr(entry.char, "account", None)
                row.append(account.key if account else "-")
            rows.append(row)
        count = len(online)
        lines = [tables.table(headers, rows)] if online else []
        lines.append(f"{count} character{'' if count == 1 else 's'} online.")
        others = presence.accounts_without_character()
        if others:
            lines[-1] += f" {others} account{'' if others == 1 else 's'} logged in without one."
        self.caller.msg("\n".join(lines))


class CmdWhere(FourfoldCommand):
    """
    See who is where, grouped by area.

    Usage:
      +where

    Lists the places where characters are now, grouped by area (a wing of
    the demo world, the OOC area, or 'elsewhere' for rooms in no area),
    with who is in each. Private rooms are left out (only how many people
    are in them is shown); staff see them too, marked (private).

    Example:
      +where
    """

    key = "+where"
    aliases = ["where"]
    locks = "cmd:all()"
    help_category = "Community"
    syntax = "+where"

    def run(self):
        if self.args.strip():
            self.fail("+where takes no arguments.")
        staff = self.is_staff()
        private = stage.private_room_ids()
        areas: dict[str, dict] = {}
        hidden = 0
        for entry in presence.online_characters():
            room = entry.room
            if room is None:
                continue
            if room.id in private and not staff:
                hidden += 1
                continue
            rooms = areas.setdefault(area_of(room), {})
            rooms.setdefault(room.id, (room, []))[1].append(entry.char.key)
        lines = []
        for area in sorted(areas, key=lambda a: (a == NO_AREA, a)):
            lines.append(f"|w{area_label(area)}|n")
            for room, names in sorted(areas[area].values(), key=lambda r: r[0].key.lower()):
                mark = " (private)" if room.id in private else ""
                ooc = " [OOC]" if stage.is_ooc_room(room) else ""
                lines.append(f"  {room.key}{mark}{ooc}: {', '.join(names)}")
        if not lines:
            lines.append("Nobody is anywhere you can see.")
        if hidden:
            lines.append(f"{hidden} more in private places.")
        self.caller.msg("\n".join(lines))


class CmdStaff(FourfoldCommand):
    """
    See which staff are online to help.

    Usage:
      +staff
      +staff/duty [on||off]     (staff: go on or off duty; alone, it toggles)

    Players see the staff who are online and on duty: page them or file a
    request. Staff are on duty unless they set themselves off; staff see
    every staffer online with their duty. Staff means Builder and up.

    Examples:
      +staff
      +staff/duty off
    """

    key = "+staff"
    locks = "cmd:all()"
    help_category = "Community"
    switch_options = ("duty",)
    syntax = "+staff  or  +staff/duty [on||off]"

    def run(self):
        if self.has_switch("duty"):
            self.require_staff("+staff/duty")
            self.set_duty(self.args.strip().lower())
            return
        if self.args.strip():
            self.fail("+staff takes no arguments.")
        staff = self.is_staff()
        shown = [o for o in presence.online_characters() if is_staff(o.char)
                 and (staff or presence.on_duty(o.char))]
        if not shown:
            self.caller.msg("No staff are online and on duty now; file a request or try later.")
            return
        headers = ["|wName|n", "|wIdle|n", "|wStatus|n"] + (["|wDuty|n"] if staff else [])
        rows = []
        for entry in shown:
            row = [entry.char.key, idle_text(entry.idle), presence.status_text(entry.char)]
            if staff:
                row.append("on" if presence.on_duty(entry.char) else "off")
            rows.append(row)
        self.caller.msg(tables.table(headers, rows))

    def set_duty(self, value: str):
        if value not in ("", "on", "off"):
            self.fail("Say on or off (or nothing, to switch).")
        on = (not presence.on_duty(self.caller)) if not value else value == "on"
        presence.set_on_duty(self.caller, on)
        self.caller.msg("You are now on duty." if on else "You are now off duty: +staff hides you from players.")


class CmdAfk(FourfoldCommand):
    """
    Set or clear an away message.

    Usage:
      +afk <message>     (set it: shown in who and +staff)
      +afk               (alone: clear it if set, else set 'away')

    Your away message stays until you clear it, through logouts and
    reloads. It is one line of at most 40 characters (FOURFOLD_AFK_LENGTH).

    Examples:
      +afk dinner, back at 8
      +afk
    """

    key = "+afk"
    aliases = ["afk"]
    locks = "cmd:all()"
    help_category = "Community"
    syntax = "+afk [<message>]"

    def run(self):
        message = one_line_breaks_as_spaces(self.args.strip())
        if not message:
            if presence.afk(self.caller):
                presence.set_afk(self.caller, None)
                self.caller.msg("You are back: your away message is cleared.")
                return
            message = presence.DEFAULT_AFK
        limit = presence.afk_length()
        if len(plain(message)) > limit:
            self.fail(f"Keep it to {limit} characters.")
        presence.set_afk(self.caller, message)
        self.caller.msg(f"You are away: {message}|n. Type +afk again when you are back.")
