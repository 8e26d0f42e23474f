"""The places commands: ``+places`` (and staff's /create and /destroy),
``join``, ``depart``, ``tt`` and the pose that names your place.

Table talk goes to each character at the place with a ``msg`` of its own,
never through the room's ``msg_contents``: nobody else hears it and no
scene log sees it (docs/rulings.md, "Places"). A pose at a place goes to the room
as any pose does, its text starting with the place's name, so the room and
the scene log both get it with the place.
"""

from __future__ import annotations

from evennia.commands.default.general import CmdPose as EvenniaPose

from core.command import FourfoldCommand
from core.message_types import POSE, SAY
from core.text.plain import plain
from core.text.player import one_line
from features.community import speech
from features.places import store

NOT_SEATED = "You are at no place here: join one first (+places lists them)."
TT_TYPE = {SAY: SAY, POSE: POSE}


def _title(name: str) -> str:
    """``[At the bar]``: how table talk starts."""
    return f"|c[At {name}|c]|n"


def _line_of_names(chars, viewer) -> str:
    names = [("you" if c == viewer else c.key) for c in chars]
    return ", ".join(names) if names else "nobody"


class PlaceCommand(FourfoldCommand):
    help_category = "Places"

    def room(self):
        room = self.caller.location
        if room is None:
            self.fail("You are nowhere with places.", syntax=False)
        return room

    def find_place(self, room, name: str) -> tuple[list[dict], int]:
        found, index = store.find(room, name)
        if index is None:
            could = store.matches(room, name)
            if len(could) > 1:
                self.fail(f"'{name}' could be {', '.join(could)}: type more of its name.",
                          syntax=False)
            listed = ", ".join(p["name"] for p in found) or "none"
            self.fail(f"There is no place called '{name}' here (places here: {listed}).",
                      syntax=False)
        return found, index


class CmdPlaces(PlaceCommand):
    """
    The places in this room (a table, the bar) and who sits at each.

    Usage:
      +places
      +places/create <name>[=<description>]     (staff)
      +places/destroy <name>                    (staff)

    A place is a spot in the room where a few people talk among
    themselves: join one to sit there, tt to talk to those at it, depart
    to leave it. What you pose while at a place the whole room still sees,
    with the place's name in front. Staff make and remove places in rooms
    they may build in (help building); a name reads well after 'At', such
    as 'the bar' or 'a corner table'.

    Examples:
      +places
      +places/create the bar=A long zinc counter with tall stools.
      +places/destroy the bar
    """

    key = "+places"
    aliases = ["places"]
    switch_options = ("create", "destroy")
    syntax = "+places  or  +places/create <name>[=<description>]  or  +places/destroy <name>"

    def run(self):
        if self.has_switch("create"):
            self.require_staff("+places/create")
            self.require_may_build(self.room())
            self.create()
        elif self.has_switch("destroy"):
            self.require_staff("+places/destroy")
            self.require_may_build(self.room())
            self.destroy()
        elif self.args.strip():
            self.fail("+places takes no name; join <place> sits you at one.")
        else:
            self.show()

    def show(self):
        room = self.room()
        found = store.places(room)
        if not found:
            self.caller.msg("There are no places here.")
            return
        lines = [f"|wPlaces in {room.key}:|n"]
        for place in found:
            desc = f" - {place['desc']}" if place["desc"] else ""
            lines.append(f"  |w{place['name']}{desc}")
            lines.append(f"      at it: {_line_of_names(store.seated(room, place), self.caller)}")
        lines.append("join <place> to sit at one, tt <text> to talk there, depart to leave.")
        self.caller.msg("\n".join(lines))

    def create(self):
        room = self.room()
        name, _, desc = self.args.partition("=")
        name, desc = one_line(" ".join(name.split())), one_line(desc.strip())
        if not plain(name).strip():
            self.fail("Name the place: +places/create <name>[=<description>].")
        if len(plain(name)) > store.NAME_LENGTH:
            self.fail(f"Keep a place's name to {store.NAME_LENGTH} characters.", syntax=False)
        if len(plain(desc)) > store.DESC_LENGTH:
            self.fail(f"Keep a place's description to {store.DESC_LENGTH} characters.",
                      syntax=False)
        found = store.places(room)
        if len(found) >= store.MAX_PLACES:
            self.fail(f"A room holds at most {store.MAX_PLACES} places.", syntax=False)
        if any(store.bare(p["name"]) == store.bare(name) for p in found):
            self.fail(f"There is a place called '{name}' here already.", syntax=False)
        store.create(room, name, desc)
        self.caller.msg(f"{room.key} has a new place: {name}.")

    def destroy(self):
        room = self.room()
        name = self.args.strip()
        if not name:
            self.fail("Name the place to remove.")
        found, index = self.find_place(room, name)
        gone = store.destroy(room, index)
        for char in store.seated(room, gone):
            if char != self.caller:
                char.msg(f"{gone['name']} is gone: you are no longer at it.")
        self.caller.msg(f"{gone['name']} is gone from {room.key}.")


class CmdJoin(PlaceCommand):
    """
    Sit at one of the room's places.

    Usage:
      join <place>

    The place may be named without 'the' or 'a', or by the start of its
    name. You leave any other place in the room as you sit. The room sees
    you go over; from then on tt talks to those at your place alone, and
    your poses show the place's name. Leaving the room, or the game,
    leaves the place.

    Examples:
      join bar
      join corner table
    """

    key = "join"
    aliases = ["+join"]
    syntax = "join <place>"

    def run(self):
        name = self.args.strip()
        if not name:
            self.fail("Name the place to join (+places lists them).")
        room = self.room()
        found, index = self.find_place(room, name)
        place = found[index]
        if store.place_of(room, self.caller) == place["name"]:
            self.fail(f"You are at {place['name']} already.", syntax=False)
        store.sit(room, index, self.caller)
        others = _line_of_names([c for c in store.seated(room, place) if c != self.caller], None)
        self.caller.msg(f"You join {place['name']} (with {others}).")
        room.msg_contents((f"{self.caller.key} joins {place['name']}.", {"type": "place"}),
                          exclude=[self.caller], from_obj=self.caller)


class CmdDepart(PlaceCommand):
    """
    Leave the place you sit at.

    Usage:
      depart

    You stay in the room; the room sees you leave the place. Going out of
    the room leaves the place by itself.

    Example:
      depart
    """

    key = "depart"
    aliases = ["+depart"]
    syntax = "depart"

    def run(self):
        if self.args.strip():
            self.fail("depart takes nothing after it.")
        room = self.room()
        name = store.stand(room, self.caller)
        if name is None:
            self.fail("You are not at any place.", syntax=False)
        self.caller.msg(f"You leave {name}.")
        room.msg_contents((f"{self.caller.key} leaves {name}.", {"type": "place"}),
                          exclude=[self.caller], from_obj=self.caller)


class CmdTableTalk(PlaceCommand):
    """
    Talk to the people at your place alone.

    Usage:
      tt <text>        (say it)
      tt :<pose>       (pose it)
      tt ;<pose>       (pose it without a space after your name)

    Only those at your place hear table talk, and no scene log keeps it:
    the rest of the room hears nothing. To be seen by the whole room, pose
    as usual: your place's name comes before the pose.

    Examples:
      tt Keep your voice down.
      tt :slides a folded note across the table.
    """

    key = "tt"
    aliases = ["+tt"]
    syntax = "tt <text>  or  tt :<pose>"

    def run(self):
        text = self.args.strip()
        if not text or text in (":", ";"):
            self.fail("Say what? tt <text> or tt :<pose>.")
        room = self.room()
        found, index = store.find(room, store.place_of(room, self.caller) or "")
        if index is None:
            self.fail(NOT_SEATED, syntax=False)
        place = found[index]
        name, me = place["name"], self.caller.key
        if text[0] in ":;":
            gap = " " if text[0] == ":" else ""
            line = (f"{_title(name)} {me}{gap}{text[1:].strip()}", {"type": TT_TYPE["pose"]})
            own = line
        else:
            said = one_line(text)
            line = (f'{_title(name)} {me} says, "{said}"', {"type": TT_TYPE["say"]})
            own = (f'{_title(name)} You say, "{said}"', {"type": TT_TYPE["say"]})
        self.caller.msg(own)
        for char in store.seated(room, place):
            if char != self.caller:
                char.msg(line, from_obj=self.caller)


class CmdPose(EvenniaPose):
    """
    Show what you do.

    Usage:
      pose <text>        (also : and emote)
      ;<text>            (semipose: no space after your name)

    Everyone in the room sees your name followed by the text, with a space
    between unless the text starts with ' , or : ('pose 's grin fades' and
    ':'s grin fades' both show "Dee's grin fades"). The semipose, ; (or
    semipose), never puts a space there, for what a MUSH player types
    with it: ';'s boots creak.' or ';-shaped shadow moves.' At a place
    (join), the place's name comes first: 'At the bar, Dee leans in.'
    A running scene logs the pose as the room saw it.

    Examples:
      pose leans on the wall, smiling.
      :'s eyes narrow.
      ;'s coat drips on the floor.
    """

    aliases = [":", "emote", ";", "semipose"]
    help_category = "General"

    def func(self):
        caller = self.caller
        room = caller.location
        if room is None or not self.args.strip():
            return super().func()
        semipose = self.cmdstring in (";", "semipose")
        try:
            speech.pose(caller, room, self.args, place=store.place_of(room, caller),
                        semipose=semipose)
        except speech.Gagged as err:
            caller.msg(str(err))
        return None
