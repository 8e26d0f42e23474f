"""``@entrances``: the exits that lead into a room, and the rooms they leave
from; one query on the exits' destination."""

from __future__ import annotations

from evennia.objects.models import ObjectDB

from commands.building_lists import LIST_LIMIT, capped_table, kind, label
from core.command import FourfoldCommand


class CmdEntrances(FourfoldCommand):
    """
    List the exits that lead into a room.

    Usage:
      @entrances
      @entrances <room or #dbref>

    With no name, the room you are in. Each exit is listed with its dbref
    and the room it leaves from, up to 50 of them with a count of the rest.
    Objects whose home is the room are not entrances and are not listed.

    Examples:
      @entrances
      @entrances #2
      @entrances Town Square
    """

    key = "@entrances"
    aliases = ["@entrance"]
    locks = "cmd:perm(Builder)"
    help_category = "Building"
    syntax = "@entrances [<room or #dbref>]"

    def run(self):
        room = self.find_room(self.args.strip())
        found = ObjectDB.objects.filter(db_destination=room).select_related("db_location")
        total = found.count()
        if not total:
            self.caller.msg(f"No exit leads into {label(room)}.")
            return
        rows = [(f"#{ex.id}", label(ex).rsplit("(", 1)[0], label(ex.location))
                for ex in found.order_by("id")[:LIST_LIMIT]]
        count = "One exit leads" if total == 1 else f"{total} exits lead"
        self.caller.msg(f"{count} into {label(room)}:\n"
                        + capped_table(("Dbref", "Exit", "From"), rows, total))

    def find_room(self, name: str):
        if not name or name.lower() == "here":
            room = self.caller.location
            if room is None:
                self.fail("You are nowhere; name a room.")
            return room
        found = self.caller.search(name, global_search=True, quiet=True)
        rooms = [o for o in found if kind(o) == "room"]
        if not rooms:
            self.fail(f"There is no room called '{name}'.", syntax=False)
        if len(rooms) > 1:
            names = ", ".join(label(r) for r in rooms[:5])
            self.fail(f"'{name}' could be any of: {names}. Use a #dbref.", syntax=False)
        return rooms[0]
