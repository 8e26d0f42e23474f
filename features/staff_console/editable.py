"""The settings the staff console edits: for each, what the page calls it,
what it means, how a typed value is checked, and where it is kept.

Most are FOURFOLD_* settings (core/game_settings.py), kept in the console's
table and read by the game through ``setting``; the message of the day is
the one ``+motd/set`` keeps (features/community/motd.py), so the console and
the command edit the same text. Nearly every one is read by the game each
time it is used, so a change takes effect at once, without a reload; one
marked ``reload`` (the Discord links, applied when the Server starts) takes
effect at the next reload, which the page then offers.
"""

from __future__ import annotations

import re
from dataclasses import dataclass


class Invalid(ValueError):
    """A typed value the setting cannot take; the message says why."""


@dataclass(frozen=True)
class Editable:
    name: str            # the setting's name (or "motd")
    label: str           # what the page calls it
    help: str            # what it means, for staff
    kind: str            # "int", "text", "line" (one line), "open_closed", "channels" or "discord"
    low: int = 0         # an int's smallest value
    high: int = 0        # an int's largest value
    blank_is_none: bool = False  # an int left empty means "none" (no cap)
    max_length: int = 0  # a text's longest length
    section: str = ""
    reload: bool = False  # read only when the Server starts: takes effect at the next reload

    @property
    def field_id(self) -> str:
        return "id_" + self.name.lower()

    def parse(self, raw: str):
        """The value ``raw`` (as typed in the form) stands for; raises
        :class:`Invalid` with a message for staff."""
        raw = (raw or "").strip() if self.kind == "int" else (raw or "")
        if self.kind == "open_closed":
            if raw.strip() not in ("open", "closed"):
                raise Invalid("Choose open or closed.")
            return raw.strip() == "open"
        if self.kind == "channels":
            return parse_channels(raw)
        if self.kind == "discord":
            return parse_discord(raw)
        if self.kind == "line" and ("\n" in raw or "\r" in raw):
            raise Invalid("One line only.")
        if self.kind in ("text", "line"):
            raw = raw.replace("\r\n", "\n").strip()
            if len(raw) > self.max_length:
                raise Invalid(f"At most {self.max_length} characters (this is {len(raw)}).")
            return raw
        if not raw:
            if self.blank_is_none:
                return None
            raise Invalid("Give a whole number.")
        if not re.fullmatch(r"-?[0-9]{1,9}", raw):
            raise Invalid(f"Give a whole number from {self.low} to {self.high}.")
        value = int(raw)
        if not self.low <= value <= self.high:
            raise Invalid(f"Give a whole number from {self.low} to {self.high}.")
        return value

    def shown(self, value) -> str:
        """``value`` as the form shows it."""
        if self.kind == "open_closed":
            return "open" if value else "closed"
        if self.kind == "discord":
            return ", ".join(f"{name}={dc_id}" for name, dc_id in value or ())
        if isinstance(value, dict):
            return ", ".join(f"{key}={alias}" for key, alias in value.items())
        return "" if value is None else str(value)


def parse_channels(raw: str) -> dict:
    """``Public=pub, Staff=stf`` as {"Public": "pub", "Staff": "stf"}: each an
    existing channel with the alias a character gets for it."""
    from evennia.comms.models import ChannelDB

    from features.channels.aliases import valid_alias

    found: dict = {}
    for part in filter(None, (p.strip() for p in raw.strip().split(","))):
        name, _, alias = (x.strip() for x in part.partition("="))
        channel = ChannelDB.objects.filter(db_key__iexact=name[:80]).first() if name else None
        if channel is None:
            raise Invalid(f"There is no channel called {name[:80] or '(nothing)'}: write Name=alias, "
                          "separated by commas.")
        if not valid_alias(alias.lower()):
            raise Invalid(f"Give {channel.key} an alias (Name=alias): a letter, then up to 15 letters, "
                          "digits or _.")
        found[channel.key] = alias.lower()
    return found


def parse_discord(raw: str) -> list:
    """``Public=123456789`` (comma-separated) as [["Public", "123456789"]]:
    each an existing game channel and a Discord channel id (digits), as
    ops/discord.py takes them."""
    from evennia.comms.models import ChannelDB

    found: list = []
    for part in filter(None, (p.strip() for p in raw.strip().split(","))):
        name, _, dc_id = (x.strip() for x in part.partition("="))
        channel = ChannelDB.objects.filter(db_key__iexact=name[:80]).first() if name else None
        if channel is None:
            raise Invalid(f"There is no channel called {name[:80] or '(nothing)'}: write Channel=Discord id, "
                          "separated by commas.")
        if not re.fullmatch(r"[0-9]{5,25}", dc_id):
            raise Invalid(f"Give {channel.key} the Discord channel's id, a number (Channel=id).")
        if [channel.key, dc_id] not in found:
            found.append([channel.key, dc_id])
    return found


MOTD = "motd"

EDITABLE: tuple[Editable, ...] = (
    Editable("FOURFOLD_GAME_NAME", "The game's name",
             "Shown on every page of the website. Empty: the name in the settings file (SERVERNAME). "
             "The telnet login screen keeps its own text (below).",
             "line", max_length=60, section="The game"),
    Editable("FOURFOLD_GAME_SLOGAN", "Tagline",
             "Shown beside the name on the website. Empty: GAME_SLOGAN from the settings file.",
             "line", max_length=120, section="The game"),
    Editable("FOURFOLD_REGISTRATION_OPEN", "Registration",
             "Whether new accounts may be made, in the game (create) and on the site. "
             "Returning players can always connect.",
             "open_closed", section="The game"),
    Editable(MOTD, "Message of the day",
             "Shown to every player as they log in (the same text as +motd). Empty: none.",
             "text", max_length=2000, section="Welcome"),
    Editable("FOURFOLD_CONNECTION_SCREEN", "Login screen",
             "What a telnet client sees before logging in (colour codes such as |w work). "
             "Empty: the built-in screen. Keep the connect and create lines.",
             "text", max_length=4000, section="Welcome"),
    Editable("FOURFOLD_CHANNEL_ALIASES", "Channels new characters join",
             "Each as Name=alias, separated by commas (Public=pub, Staff=stf). A character is put on "
             "each the next time it comes into play, once; a staff channel only for staff.",
             "channels", section="Welcome"),
    Editable("FOURFOLD_DISCORD_LINKS", "Discord links",
             "Game channels relayed to Discord, each as Channel=Discord channel id, separated by commas. "
             "Needs Discord turned on with its token in the secret settings.",
             "discord", section="Welcome", reload=True),
    Editable("FOURFOLD_FS3_ATTRIBUTE_POINTS", "FS3 attribute points",
             "fs3 chargen: attribute points to spend above the minimum.",
             "int", low=0, high=200, section="Chargen budgets"),
    Editable("FOURFOLD_FS3_SKILL_POINTS", "FS3 skill points",
             "fs3 chargen: skill points to spend above the minimum.",
             "int", low=0, high=500, section="Chargen budgets"),
    Editable("FOURFOLD_MUSE_TRAIT_POINTS", "Muse Trait points",
             "muse chargen: points to spend raising Traits above 1.",
             "int", low=0, high=200, section="Chargen budgets"),
    Editable("FOURFOLD_FS3_XP_WEEKLY_AMOUNT", "FS3 XP per week",
             "fs3: the XP the weekly award gives.",
             "int", low=0, high=100, section="Experience"),
    Editable("FOURFOLD_FS3_XP_CAP", "FS3 XP cap",
             "fs3: the most XP a character banks. Empty: no cap.",
             "int", low=0, high=10000, blank_is_none=True, section="Experience"),
    Editable("FOURFOLD_IDLE_DAYS", "Idle days",
             "Days without a login after which a character is marked idle.",
             "int", low=1, high=3650, section="Idle and roster"),
    Editable("FOURFOLD_IDLE_WARNING_DAYS", "Idle warning days",
             "Days before the idle mark that its player is mailed.",
             "int", low=0, high=365, section="Idle and roster"),
)

BY_NAME = {e.name: e for e in EDITABLE}
