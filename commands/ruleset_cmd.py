"""+ruleset: which rule system this room plays under."""


from core.command import FourfoldCommand
from core.text import tables
from rulesets import registry as rulesets

CLEAR_WORDS = ("default", "none", "clear")


def _active_combat(room) -> bool:
    return any(getattr(s, "is_combat", False) or getattr(s, "is_fs3_combat", False)
               for s in room.scripts.all())


class CmdRuleset(FourfoldCommand):
    """
    See or set the rule system a room plays under.

    Usage:
      +ruleset
      +ruleset here=<key>            (Builders; 'default' clears it)
      +ruleset/area <area>=<key>     (Builders; 'default' clears it)

    Every room plays under one ruleset. Its commands (+roll, +sheet,
    +combat, +stat and the rest) and its help topics are the ones you get
    while you stand there; your sheet for each ruleset is kept apart from
    the others. A room uses its own setting if it has one, otherwise the
    setting of its area, otherwise the game's default.

    An area is a tag in the 'area' category that rooms share; tag a room
    with: tag here = <area>:area. Everyone in a room gets its new commands
    as soon as its ruleset changes. Builders set rooms they may build in
    (help building).

    A room's ruleset cannot change while a fight is going on in it.

    Examples:
      +ruleset
      +ruleset here=muse
      +ruleset/area northwing=pbta
    """

    key = "+ruleset"
    aliases = ["+rulesets"]
    switch_options = ("area",)
    syntax = "+ruleset  or  +ruleset here=<key>  or  +ruleset/area <area>=<key>"
    help_category = "General"

    def run(self):
        if self.has_switch("area"):
            return self.set_area()
        if self.rhs is not None or "=" in self.args:
            return self.set_here()
        if self.args.strip():
            self.fail("To set the ruleset here, use +ruleset here=<key>.")
        self.show()

    def show(self):
        room = self.caller.location
        key, source = rulesets.ruleset_for_room(room)
        inst = rulesets.installed()
        why = {"room": "set on this room", "default": "the game's default"}.get(source, f"from {source}")
        table = tables.table(("|wKey|n", "|wRuleset|n"),
                             [(f"{k}{' (here)' if k == key else ''}", info.name)
                              for k, info in inst.items()])
        self.caller.msg(f"This room plays under |w{key}|n ({inst[key].name}), {why}.\n{table}")

    def _key(self, text: str):
        text = (text or "").strip().lower()
        if text in CLEAR_WORDS:
            return None
        key = rulesets.check_key(text)
        if not key:
            known = ", ".join(rulesets.installed())
            self.fail(f"There is no ruleset '{text}'. Installed: {known}.")
        return key

    def set_here(self):
        self.require_staff("Setting a room's ruleset")
        if (self.lhs or "").strip().lower() != "here":
            self.fail("Set the ruleset of the room you are in: +ruleset here=<key>.")
        room = self.caller.location
        if room is None:
            self.fail("You are not in a room.", syntax=False)
        self.require_may_build(room)
        key = self._key(self.rhs)
        if _active_combat(room):
            self.fail("A fight is going on here; stop it before changing the ruleset.", syntax=False)
        rulesets.set_room_ruleset(room, key)
        rulesets.sync_room(room)
        now, source = rulesets.ruleset_for_room(room)
        self.caller.msg(f"{room.key} now plays under {now}" + ("." if key else f" ({source})."))
        room.msg_contents(f"This place now plays under the {now} rules.", exclude=[self.caller])

    def set_area(self):
        self.require_staff("Setting an area's ruleset")
        area = (self.lhs or "").strip().lower()
        if not area or self.rhs is None:
            self.fail("Name the area and the ruleset.")
        if len(area) > 60:
            self.fail("That area name is too long.")
        key = self._key(self.rhs)
        from evennia.objects.models import ObjectDB

        from core.building import may_build

        rooms = ObjectDB.objects.get_by_tag(area, category=rulesets.AREA_TAG_CATEGORY)
        kept = [room.get_display_name(self.caller) for room in rooms
                if not may_build(self.caller, room)]
        if kept:
            self.fail(f"Area '{area}' holds rooms an Admin keeps ({', '.join(kept[:3])}"
                      f"{'...' if len(kept) > 3 else ''}); an Admin sets its ruleset.",
                      syntax=False)
        rulesets.set_area_ruleset(area, key)
        for room in rooms:
            rulesets.sync_room(room)
        what = key or "the default"
        self.caller.msg(f"Area '{area}' now plays under {what} ({len(rooms)} room(s) tagged so far).")
