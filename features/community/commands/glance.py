"""``+glance``: everyone in the room at a glance, each with the one line
they chose as their short description (``+shortdesc``, the profile's
``shortdesc`` field that ``+finger/set`` and the web's profile form also
set), as AresMUSH's glance and many MUSHes' +glance show it."""

from __future__ import annotations

from core.command import FourfoldCommand
from core.lookup.player_characters import is_player_character
from core.text import tables
from features.community import profile

NO_SHORT_DESC = "|x(no short description)|n"


def present_characters(room, viewer) -> list:
    """Characters in ``room`` that ``viewer`` can see, in name order: player
    characters and NPCs alike (an NPC standing in a scene is part of it)."""
    from evennia.objects.objects import DefaultCharacter

    found = [obj for obj in room.contents
             if obj.is_typeclass(DefaultCharacter, exact=False) and obj.access(viewer, "view")]
    return sorted(found, key=lambda obj: obj.key.lower())


def glance_row(char) -> list[str]:
    name = char.key if char.sessions.count() or not is_player_character(char) \
        else f"{char.key} |x(asleep)|n"
    return [name, (profile.get(char, "shortdesc") or NO_SHORT_DESC) + "|n"]


class CmdGlance(FourfoldCommand):
    """
    Everyone here at a glance.

    Usage:
      +glance            (everyone in the room, with their short descriptions)
      +glance <name>     (one of them)

    Each character's short description is one line they set themselves
    with +shortdesc: what you would take in at first sight. Characters whose
    players are not connected are marked asleep. To read someone's full
    description, look at them.

    Examples:
      +glance
      +glance Wren
    """

    key = "+glance"
    aliases = ["glance"]
    help_category = "Community"
    syntax = "+glance [<name>]"

    def run(self):
        room = self.caller.location
        if room is None:
            self.fail("You are nowhere: there is nobody to glance at.", syntax=False)
        present = present_characters(room, self.caller)
        if self.args.strip():
            target = self.caller.search(self.args.strip(), location=room, quiet=True)
            chars = [t for t in (target or []) if t in present]
            if len(chars) != 1:
                self.fail(f"Nobody here is called '{self.args.strip()}'."
                          if not chars else f"'{self.args.strip()}' could be "
                          + ", ".join(c.key for c in chars) + ": give more of the name.")
            rows = [glance_row(chars[0])]
        else:
            rows = [glance_row(char) for char in present]
        self.caller.msg(tables.table(("Name", "Short description"), rows))


class CmdShortDesc(FourfoldCommand):
    """
    Set the one line +glance shows for you.

    Usage:
      +shortdesc <text>    (set it)
      +shortdesc           (show yours)
      +shortdesc/clear     (remove it)

    A short description is what others take in at first sight, in one
    line (100 characters unless the game says otherwise; colour codes
    allowed). It is a field of your profile, so +finger/set shortdesc=
    and your profile page on the web set it too.

    Examples:
      +shortdesc A tall woman in a rain-dark cloak, watching the door.
      +shortdesc/clear
    """

    key = "+shortdesc"
    aliases = ["shortdesc", "+sdesc"]
    help_category = "Community"
    switch_options = ("clear",)
    syntax = "+shortdesc <text>  or  +shortdesc/clear"

    def run(self):
        if self.has_switch("clear"):
            if self.args.strip():
                self.fail("Nothing goes after /clear: it removes your short description.")
            profile.set_field(self.caller, "shortdesc", None)
            self.caller.msg("Your short description is cleared.")
            return
        if not self.args.strip():
            mine = profile.get(self.caller, "shortdesc")
            self.caller.msg(f"Your short description: {mine}|n" if mine else
                            "You have no short description. Set one: +shortdesc <text>.")
            return
        try:
            text = profile.check_field("shortdesc", self.args)
        except profile.ProfileError as err:
            self.fail(err.message)
        profile.set_field(self.caller, "shortdesc", text)
        self.caller.msg(f"Your short description is now: {text}|n")
