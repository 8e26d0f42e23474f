"""``@find`` (also ``@search``, ``@locate``): Evennia's find, whose answer to a
name is a table of every match with its dbref, kind and place, at most
LIST_LIMIT rows. A #dbref, a *account or a dbref range (``= 10-50``) is
Evennia's search, unchanged."""

from __future__ import annotations

import re

from django.db.models import Q
from evennia.commands.default.building import CmdFind as EvenniaFind
from evennia.objects.models import ObjectDB
from evennia.utils import utils

from commands.building_lists import LIST_LIMIT, capped_table, kind, label
from core.command import FourfoldCommand
from core.text.player import one_line

_RANGE = re.compile(r"^\s*#?\d+\s*(?:-\s*#?\d+\s*)?$")
KINDS = {"room": "room", "exit": "exit", "char": "character"}


class CmdFind(FourfoldCommand, EvenniaFind):
    """
    Find objects by name: what exists, what kind it is, and where.

    Usage:
      @find[/switches] <text>
      @find <#dbref or *account>
      @find <text> = <low dbref>[-<high dbref>]

    Switches:
      room       - rooms only
      exit       - exits only
      char       - characters only
      exact      - the whole name, not a part of it
      startswith - names beginning with the text
      loc        - (kept for Evennia's form; the place is always shown)

    Every object whose name or alias holds the text is listed with its
    dbref, its kind (room, exit, character or thing) and where it is (for
    an exit, the room it leaves and where it leads). Up to 50 are listed,
    with a count of the rest. @search and @locate are the same command.

    Examples:
      @find lantern
      @find/exit north
      @find/char/startswith Ma
      @find #12
    """

    key = "@find"
    aliases = ["@search", "@locate"]
    locks = "cmd:perm(find) or perm(Builder)"
    help_category = "Building"
    switch_options = ("room", "exit", "char", "exact", "loc", "startswith")
    syntax = "@find[/room, /exit, /char, /exact or /startswith] <text>"

    def run(self):
        text = self.lhs.strip()
        if not text and not self.rhs:
            self.fail("Give part of a name to look for.")
        if self.rhs and not _RANGE.match(self.rhs):
            self.fail("After the = give a dbref range, such as 10-50 or #10-#50.")
        if self.rhs or utils.dbref(text) or text.startswith("*"):
            EvenniaFind.func(self)  # dbrefs, accounts and dbref ranges: Evennia's
            return
        if "exact" in self.switches:
            query = Q(db_key__iexact=text) | Q(db_tags__db_key__iexact=text,
                                               db_tags__db_tagtype__iexact="alias")
        elif "startswith" in self.switches:
            query = Q(db_key__istartswith=text) | Q(db_tags__db_key__istartswith=text,
                                                    db_tags__db_tagtype__iexact="alias")
        else:
            query = Q(db_key__icontains=text) | Q(db_tags__db_key__icontains=text,
                                                  db_tags__db_tagtype__iexact="alias")
        wanted = {KINDS[s] for s in self.switches if s in KINDS}
        rows, total = [], 0
        found = ObjectDB.objects.filter(query).distinct().order_by("id")
        for obj in found.select_related("db_location", "db_destination").iterator():
            what = kind(obj)
            if wanted and what not in wanted:
                continue
            total += 1
            if len(rows) < LIST_LIMIT:
                rows.append((f"#{obj.id}", one_line(obj.key), what, where(obj)))
        if not total:
            self.caller.msg(f"Nothing is called anything like '{one_line(text)}'.")
            return
        count = "One match" if total == 1 else f"{total} matches"
        self.caller.msg(f"{count} for '{one_line(text)}':\n"
                        + capped_table(("Dbref", "Name", "Kind", "Where"), rows, total))


def where(obj) -> str:
    """Where ``obj`` is: an exit's room and destination, anything else's location."""
    if obj.destination is not None:
        return f"{label(obj.location)} to {label(obj.destination)}"
    return label(obj.location)
