"""@create, @open and @dig: nothing is made without a name, and exits are
added only to rooms the builder may change (core/building.py)."""

from evennia.commands.cmdhandler import InterruptCommand
from evennia.commands.default import building

from commands.building.checks import Guarded, bad_names, refusal


class CmdCreate(Guarded, building.CmdCreate):
    """
    Make a new thing, carried by you (Builders).

    Usage:
      @create[/drop] <name>[;alias;alias...][:typeclass][, <name>...]

    Switches:
      drop - put it down in the room at once (its home is then the room)

    Every thing needs a name with a letter or digit in it; aliases are
    extra words that find it. Nothing is made when a name is missing.

    Examples:
      @create crate;box
      @create/drop lantern, rope
    """

    def problem(self):
        if not self.args.strip():
            return "Usage: @create[/drop] <name>[;alias...][:typeclass]"
        return bad_names(self.lhs_objs or [{}], "thing")


class CmdOpen(Guarded, building.CmdOpen):
    """
    Make an exit from this room to another (Builders).

    Usage:
      @open <exit>[;alias...][:typeclass][, <way back>[;alias...]] = <room>

    The exit goes from the room you stand in to the room named after the =
    (a name or a #dbref). A second name makes the way back too. Every exit
    needs a name with a letter or digit in it, and you add exits only to
    rooms you may change: your own, another Builder's, not an Admin's.

    Examples:
      @open north;n, south;s = Ember Camp
      @open gate = #12
    """

    def parse(self):
        # Evennia's parse says what is wrong and stops the command by raising;
        # here it stops through problem(), so nothing escapes the command.
        self.stopped = False
        try:
            super().parse()
        except InterruptCommand:
            self.stopped = True

    def problem(self):
        text = bad_names(self.lhs_objs or [{}], "exit")
        if text:
            return text
        if len(self.lhs_objs) > 1:
            text = refusal(self.caller, self.destination)
        return refusal(self.caller, self.location) or text


class CmdDig(Guarded, building.CmdDig):
    """
    Make a new room, and exits to it and back if you name them (Builders).

    Usage:
      @dig[/teleport] <room>[;alias...][:typeclass] [= <exit>[;alias...][, <way back>[;alias...]]]

    Switches:
      teleport - go to the new room once it is made

    The exits leave from the room you stand in, which must be yours to
    change (your own, another Builder's, not an Admin's). Every room and
    exit needs a name with a letter or digit in it.

    Examples:
      @dig Ember Camp
      @dig/teleport Mossy Hollow = down;d, up;u
    """

    def problem(self):
        if not self.lhs.strip():
            return "Usage: @dig <room>[;alias...] [= <exit>[;alias...][, <way back>]]"
        text = bad_names(self.lhs_objs[:1], "room")
        if text:
            return text
        if self.rhs is not None and self.rhs.strip():
            text = bad_names(self.rhs_objs, "exit")
            if text:
                return text
            return refusal(self.caller, self.caller.location)
        return None
