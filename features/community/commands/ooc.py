"""Out-of-character speech and the stage: ``ooc <text>`` (OOC say or pose in
the room), ``offstage`` / ``onstage`` (to the OOC lounge and back), ``+room``
(staff: a room's IC/OOC and private settings) and ``@ooc`` (Evennia's
unpuppet command, renamed so that ``ooc`` can speak).

OOC speech goes to the room as one message per listener whose text kwargs
carry ``type="ooc"`` (Evennia's say uses ``type="say"``), and never through
``at_say``, ``say`` or ``pose``: a scene log that records say and pose, or
filters the room's messages by type, leaves it out.
"""

from __future__ import annotations

from evennia.commands.default.account import CmdOOC as EvenniaCmdOOC

from core.command import FourfoldCommand
from core.text.controls import strip_controls
from features.community import speech, stage
from features.community.speech import OOC_PREFIX, ooc_line  # noqa: F401 (callers read them here)


class CmdOOCSay(FourfoldCommand):
    """
    Speak out of character in the room.

    Usage:
      ooc <message>
      ooc :<pose>
      ooc ;<pose without a space>

    Everyone in the room sees the line marked <OOC>, so it is plain that
    your character did not say or do it. OOC lines are never written into
    a scene's log. To stop playing this character and pick another, use
    @ooc (it was called 'ooc' in plain Evennia).

    Examples:
      ooc brb, phone
      ooc :waves to everyone.
    """

    key = "ooc"
    aliases = ["+ooc"]
    locks = "cmd:all()"
    help_category = "Community"
    syntax = "ooc <message>  or  ooc :<pose>"

    def parse(self):
        # The whole line is speech: slashes and '=' stay as typed.
        self.args = strip_controls(self.args or "")
        self.switches = []

    def check_switches(self):
        self.switches = []  # "ooc /me" is speech, not a switch

    def run(self):
        room = self.caller.location
        if room is None:
            self.fail("You are nowhere: there is nobody to hear you.", syntax=False)
        try:
            speech.ooc(self.caller, room, self.args)
        except speech.Gagged as err:
            self.fail(str(err), syntax=False)
        except speech.NothingToSay as err:
            self.fail(str(err))


class CmdOffstage(FourfoldCommand):
    """
    Step out of the story into the OOC lounge.

    Usage:
      offstage

    Takes you to the OOC lounge, where you can chat out of character.
    The game remembers the in-character room you left, and 'onstage'
    brings you back there. Going offstage from one OOC room to the lounge
    keeps the IC room remembered before.

    Example:
      offstage
    """

    key = "offstage"
    aliases = ["+offstage"]
    locks = "cmd:all()"
    help_category = "Community"
    syntax = "offstage"

    def run(self):
        if self.args.strip():
            self.fail("offstage takes no arguments.")
        lounge = stage.lounge()
        if lounge is None:
            self.fail("There is no OOC lounge yet: staff make one with +demo/build.", syntax=False)
        here = self.caller.location
        if here == lounge:
            self.fail("You are already in the OOC lounge.", syntax=False)
        if here is not None and not stage.is_ooc_room(here):
            stage.remember_ic_room(self.caller, here)
        self.caller.msg(f"You step offstage to {lounge.key}. Type |wonstage|n to go back.")
        self.caller.move_to(lounge, move_type="teleport")


class CmdOnstage(FourfoldCommand):
    """
    Step back into the story.

    Usage:
      onstage

    Takes you from an OOC room back to the in-character room you left
    with 'offstage' (the hub when there is none, or when that room is
    gone). In an IC room already, it does nothing.

    Example:
      onstage
    """

    key = "onstage"
    aliases = ["+onstage"]
    locks = "cmd:all()"
    help_category = "Community"
    syntax = "onstage"

    def run(self):
        if self.args.strip():
            self.fail("onstage takes no arguments.")
        here = self.caller.location
        if here is not None and not stage.is_ooc_room(here):
            self.fail("You are already onstage (this room is in character).", syntax=False)
        target = stage.last_ic_room(self.caller)
        if target is None or stage.is_ooc_room(target):
            target = stage.hub()
        if target is None:
            self.fail("There is no in-character room to go back to; ask staff.", syntax=False)
        self.caller.msg(f"You step back onstage, into {target.key}.")
        self.caller.move_to(target, move_type="teleport")


class CmdRoom(FourfoldCommand):
    """
    Staff: a room's settings (in character or not, private or not).

    Usage:
      +room [<room>]            (show the settings)
      +room/ooc [<room>]        (out of character: who shows OOC there)
      +room/ic [<room>]         (in character again, the default)
      +room/private [<room>]    (who and +where hide it from players)
      +room/public [<room>]     (shown again, the default)

    <room> is 'here' (the default), a #dbref or a room's name. The settings
    are tags in category room_setting, so @tag works too. Rooms are IC and
    public unless set otherwise; the OOC lounge is OOC.

    Examples:
      +room/ooc here
      +room/private #42
    """

    key = "+room"
    locks = "cmd:perm(Builder)"
    help_category = "Building"
    switch_options = ("ooc", "ic", "private", "public")
    syntax = "+room[/ooc, /ic, /private or /public] [<room>]"

    def target_room(self):
        from typeclasses.rooms import Room

        name = self.args.strip()
        if not name or name.lower() == "here":
            if self.caller.location is None:
                self.fail("You are nowhere; name a room.")
            return self.caller.location
        found = self.caller.search(name, global_search=True, typeclass=Room, quiet=True)
        if len(found) != 1:
            self.fail(f"No single room matches '{name}'." if found else f"There is no room '{name}'.")
        return found[0]

    def run(self):
        self.require_staff("+room")  # the lock keeps players out; this is a second guard
        if len(self.switches) > 1:
            self.fail("Use one switch at a time.")
        room = self.target_room()
        if self.switches:
            what = self.switches[0]
            if what in ("ooc", "ic"):
                stage.set_ooc_room(room, what == "ooc")
            else:
                stage.set_private_room(room, what == "private")
        ic = "OOC (out of character)" if stage.is_ooc_room(room) else "IC (in character)"
        private = "private" if stage.is_private_room(room) else "public"
        verb = "is now" if self.switches else "is"
        self.caller.msg(f"{room.key} ({room.dbref}) {verb} {ic} and {private}.")


class CmdUnpuppet(EvenniaCmdOOC):
    """
    Stop playing your character (go out of character as an account).

    Usage:
      @ooc

    Leaves your character and returns you to your account, where you can
    pick another character with 'ic <name>'. To speak out of character in
    a room, use 'ooc <message>' instead.

    Example:
      @ooc
    """

    key = "@ooc"
    aliases = ["unpuppet"]
    help_category = "General"
