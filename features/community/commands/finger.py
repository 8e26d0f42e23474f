"""``+finger`` (alias ``profile``): a character's profile, set by its player
with ``+finger/set``; see features/community/profile.py for what is stored."""

from __future__ import annotations

import re
import textwrap
from datetime import datetime

from django.conf import settings

from core.command import FourfoldCommand
from core.game_settings import setting
from core.text import screen
from features.community import profile


def site_url(path: str) -> str:
    """The full address of ``path`` on the web site: FOURFOLD_PUBLIC_URL, or
    http:// FOURFOLD_PUBLIC_HOST (else localhost) and the web port."""
    base = setting("FOURFOLD_PUBLIC_URL")
    if not base:
        host = setting("FOURFOLD_PUBLIC_HOST") or "localhost"
        ports = getattr(settings, "WEBSERVER_PORTS", None) or [(80, None)]
        port = int(ports[0][0])
        base = f"http://{host}" + ("" if port == 80 else f":{port}")
    return base.rstrip("/") + path


def sheet_text(sheets: list[dict]) -> str:
    if not sheets:
        return "none yet"
    return ", ".join(f"{s['ruleset']} ({'approved' if s['approved'] else 'not approved'})"
                     for s in sheets)


# |/ (Evennia's line break), not an escaped ||/
_LINE_BREAK = re.compile(r"(?<!\|)((?:\|\|)*)\|/")


def wrapped(value: str, width: int, indent: str) -> str:
    """``value`` wrapped to ``width``, each of its lines (a description may
    have several: |/ or a line break) starting a new one."""
    lines = []
    for part in _LINE_BREAK.sub(r"\1\n", value).splitlines() or [""]:
        lines.extend(textwrap.wrap(part, width=width, break_long_words=False,
                                   break_on_hyphens=False) or [""])
    return ("\n" + indent).join(lines)


class CmdFinger(FourfoldCommand):
    """
    A character's profile: who they are and how to find them in play.

    Usage:
      +finger [<name>]             (yours, without a name)
      +finger/set <field>=<text>   (set a field of your own profile)
      +finger/set <field>=         (clear it)

    Fields: fullname, position, timezone, desc (your description: the
    same one look shows and desc or @desc me= sets) and hooks (RP hooks:
    what others can build a scene on). Each is one line here;
    a field's name may be cut to a unique start ('pos', 'time'). The timezone is a name from the tz database such as
    Europe/Paris, America/New_York or UTC; the game shows you every time
    (+events, "last online") in it, and uses UTC until you set one.

    +finger also shows when the character was last online, which rulesets
    they have a sheet in and whether each is approved. The same profile
    is on the web at the full address +finger shows.

    Examples:
      +finger Wren
      +finger/set timezone=Europe/Berlin
      +finger/set hooks=Owes the smugglers' guild a favour; hates boats.
    """

    key = "+finger"
    aliases = ["finger", "profile", "+profile"]
    locks = "cmd:all()"
    help_category = "Community"
    switch_options = ("set",)
    syntax = "+finger [<name>]  or  +finger/set <field>=<text>"

    def run(self):
        if self.has_switch("set"):
            self.set_field()
        else:
            self.show(self.find_character(self.args, anywhere=True) if self.args.strip() else self.caller)

    def set_field(self):
        if "=" not in self.args:
            self.fail("Give a field and its text: +finger/set <field>=<text>.")
        name, _, text = self.args.partition("=")
        field = profile.find_field(name)
        if field is None:
            self.fail(f"No profile field '{name.strip()}'. Fields: {', '.join(profile.FIELDS)}.")
        try:
            text = profile.check_field(field, text)
        except profile.ProfileError as err:
            self.fail(err.message)
        profile.set_field(self.caller, field, text or None)
        label = profile.LABELS[field]
        self.caller.msg(f"{label} set to: {text}|n." if text else f"{label} cleared.")

    def show(self, char):
        viewer_tz = profile.tzinfo(self.caller)
        data = profile.profile_data(char, viewer_tz)
        width = screen.width()  # the client's width (core/text/screen.py)
        lines = [f"|w{(' ' + data['name'] + ' ').center(width, '-')}|n"]
        for label, value in data["fields"]:
            text = wrapped(value, width - 13, " " * 13) if value else "-"
            lines.append(f"|w{label + ':':<13}|n{text}|n")
        now_there = datetime.now(profile.tzinfo(char)).strftime("%H:%M")
        lines.append(f"|w{'Timezone:':<13}|n{data['timezone']} (their time now {now_there})")
        seen = "online now" if data["online"] else data["last_online"]
        lines.append(f"|w{'Last online:':<13}|n{seen}")
        lines.append(f"|w{'Approved:':<13}|n{'yes' if data['approved'] else 'no'}")
        lines.append(f"|w{'Sheets:':<13}|n{sheet_text(data['sheets'])}")
        lines.append(f"|w{'On the web:':<13}|n{site_url(f'/characters/{char.id}/profile/')}")
        lines.append("|w" + "-" * width + "|n")
        self.caller.msg("\n".join(lines))
