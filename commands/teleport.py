"""@tel that prefers a room to an exit of the same name.

The demo wings name each exit after the room it leads to, so a global
search for "Hunters' Camp" finds the room and the exit into it, and
Evennia's @tel gives up with "More than one match". A teleport goes to a
place: when the matches hold exactly one room (an object with no location),
that room is meant.
"""

from evennia.commands.default.building import CmdTeleport as EvenniaTeleport


def prefer_room(matches):
    """The one room among ``matches``, or None when there is not exactly one."""
    rooms = [m for m in matches if m.location is None and not m.destination]
    return rooms[0] if len(rooms) == 1 else None


class CmdTeleport(EvenniaTeleport):
    """
    Move yourself or something else straight to a place (staff).

    Usage:
      @tel[/switches] <place>
      @tel[/switches] <thing> = <place>

    Switches:
      quiet    - nobody in either room is told of the move
      intoexit - when the place is an exit, put the thing inside the exit
      tonone   - take the thing out of the world (not a puppeted character;
                 only what you may change: help building)
      loc      - go to where the named object stands, not inside it

    A place may be a name, a #dbref, "here" or "me". When a name matches a
    room and an exit leading to it (the demo wings name exits after their
    rooms), the room is chosen. Builders move themselves and things
    anywhere; moving another character is for Admins. A 'teleport' lock on
    the thing and a 'teleport_here' lock on the place are checked; Admins
    pass them.

    Examples:
      @tel Hunters' Camp
      @tel Wren = here
      @tel/quiet #12 = Limbo
    """

    key = "@teleport"
    aliases = ["@tel"]
    help_category = "Building"

    def parse(self):
        from core.text.controls import strip_controls

        self.args = strip_controls(self.args)  # a NUL or escape never reaches a search
        super(EvenniaTeleport, self).parse()  # the default class's parse, not the searching one
        self.obj_to_teleport = self.caller
        self.destination = None
        self.nothing_to_move = False
        if self.rhs:
            self.obj_to_teleport = self.caller.search(self.lhs, global_search=True)
            if not self.obj_to_teleport:
                self.msg("Did not find object to teleport.")
                self.nothing_to_move = True  # (func stops; no InterruptCommand escapes)
                return
            self.destination = self.find_place(self.rhs)
        elif self.lhs:
            self.destination = self.find_place(self.lhs)

    def func(self):
        if self.nothing_to_move:
            return
        from core.building import is_character, may_build

        if "tonone" in self.switches:
            gone = self.destination or self.obj_to_teleport
            if gone is not None and not may_build(self.caller, gone):
                self.msg(f"{gone.get_display_name(self.caller)} is not yours to take out of "
                         "the world: an Admin keeps it.")
                return
        moved = self.obj_to_teleport
        if (moved is not None and moved != self.caller and is_character(moved)
                and not self.caller.permissions.check("Admin")):
            self.msg(f"Moving {moved.get_display_name(self.caller)} is for Admins; "
                     "Builders move themselves and things.")
            return
        super().func()

    def find_place(self, text):
        matches = self.caller.search(text, global_search=True, quiet=True)
        if len(matches) > 1 and "intoexit" not in self.switches and "tonone" not in self.switches:
            room = prefer_room(matches)
            if room is not None:
                return room
        # no match or a real ambiguity: Evennia's own search says so
        return self.caller.search(text, global_search=True)
