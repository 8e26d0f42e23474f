"""@name, @link, @unlink, @sethome, @cpattr, tag, @set and @wipe under
the co-building rule (core/building.py); Evennia's @desc, @lock, @destroy,
@wipe, @typeclass and @alias already ask the object's locks, which the
rule extends. A name that shows is needed; a room's area tags and its own
ruleset, however changed, re-sync those standing in it."""

from evennia.commands.default import building

from commands.building.checks import ControlsStripped, Guarded, find_quietly, refusal
from core.building import name_problem
from rulesets import registry


class CmdName(Guarded, building.CmdName):
    """
    Rename a room, exit or thing, or give it aliases (Builders).

    Usage:
      @name <thing> = <new name>[;alias;alias...]
      @name <thing> = ;<alias>          (adds aliases, keeps the name)

    A name needs a letter or digit in it. You may rename what you or
    another Builder made; what an Admin made is kept for Admins.

    Examples:
      @name crate = old crate;box
      @name here = Ember Camp
    """

    def problem(self):
        if not self.lhs.strip() or self.rhs is None:
            return "Usage: @name <thing> = <new name>[;alias...]"
        if self.lhs.strip().startswith("*"):
            return None  # an account's name: Evennia's own checks
        new = self.rhs_objs[0] if self.rhs_objs else {"name": "", "aliases": []}
        if new["name"] or not new["aliases"]:
            problem = name_problem(new["name"])
            if problem:
                return f"Give the new name after the =. {problem}"
        return refusal(self.caller, find_quietly(self.caller, self.lhs_objs[0]["name"]))


class CmdLink(Guarded, building.CmdLink):
    """
    Point an exit at a room, or see where it leads (Builders).

    Usage:
      @link[/twoway] <exit> = <room>
      @link <exit>

    /twoway also links the exit back when both ends are exits. You may
    change exits you or another Builder made, not an Admin's.

    Examples:
      @link north = Ember Camp
      @link north
    """

    def problem(self):
        if self.rhs is None:
            return None  # only looks
        return refusal(self.caller, find_quietly(self.caller, self.lhs))


class CmdUnLink(Guarded, building.CmdUnLink):
    """
    Take away where an exit leads (Builders).

    Usage:
      @unlink <exit>

    The exit stays, leading nowhere, until @link points it again.

    Example:
      @unlink north
    """

    def problem(self):
        return refusal(self.caller, find_quietly(self.caller, self.lhs))


class CmdSetHome(Guarded, building.CmdSetHome):
    """
    See or set the home of a thing or a character (Builders).

    Usage:
      @sethome <thing>
      @sethome <thing> = <room>

    A thing's home is where it goes when its place is destroyed; a
    character's is where `home` takes them.

    Examples:
      @sethome crate
      @sethome crate = Ember Camp
    """

    def problem(self):
        if not self.rhs:
            return None  # only looks
        return refusal(self.caller, find_quietly(self.caller, self.lhs))


class CmdCpAttr(ControlsStripped, building.CmdCpAttr):
    """
    Copy an Attribute from one object to others (Builders).

    Usage:
      @cpattr[/move] <obj>/<attr> = <obj1>[/<attr1>][, <obj2>[/<attr2>]...]
      @cpattr[/move] <attr> = <obj1>[/<attr1>]...   (from yourself)

    Switches:
      move - take the Attribute off the first object afterwards

    You may write to (and, with /move, take from) what you or another
    Builder made, not what an Admin made.

    Examples:
      @cpattr crate/weight = barrel/weight
      @cpattr/move crate/label = box
    """

    def check_from_attr(self, obj, attr, category=None, clear=False):
        text = refusal(self.caller, obj) if clear else None
        if text:
            self.msg(text)
            return False
        return super().check_from_attr(obj, attr, category=category, clear=clear)

    def check_to_attr(self, obj, attr, category=None):
        text = refusal(self.caller, obj)
        if text:
            self.msg(text)
            return False
        return super().check_to_attr(obj, attr, category=category)


TAG_MAX, CATEGORY_MAX = 255, 64  # the lengths Evennia's Tag table holds


class CmdTag(Guarded, building.CmdTag):
    """
    See, add or remove an object's tags (Builders).

    Usage:
      tag <thing>
      tag <thing> = <tag>[:<category>]
      tag/del <thing> = <tag>[:<category>]
      tag/del <thing>                    (all its tags)
      tag/search <tag>[:<category>]

    A tag in the 'area' category puts a room in an area: the room then
    plays under the area's ruleset (+ruleset/area) unless it has its own,
    and those standing there get its commands at once. A tag needs a name
    before the ':'. You may tag what you or another Builder made.

    Examples:
      tag here = mossreach:area
      tag/del here = mossreach:area
      tag/search mossreach:area
    """

    def problem(self):
        if "search" in self.switches or not self.args.strip():
            return None
        if self.rhs is not None:
            tag, _, category = self.rhs.partition(":")
            if not tag.strip():
                return "Name the tag before the ':': tag <thing> = <tag>[:<category>]"
            if len(tag.strip()) > TAG_MAX or len(category.strip()) > CATEGORY_MAX:
                return (f"A tag is at most {TAG_MAX} characters and its category at most "
                        f"{CATEGORY_MAX}.")
        elif "del" not in self.switches:
            return None  # lists the tags
        return refusal(self.caller, find_quietly(self.caller, self.lhs))


class CmdSetAttribute(ControlsStripped, building.CmdSetAttribute):
    """
    See, set or clear an Attribute on an object (Builders).

    Usage:
      @set <obj>/<attr>[:category] = <value>
      @set <obj>/<attr>[:category] =            (clears it)
      @set <obj>/<attr>[:category]              (shows it)

    You may set Attributes on what you or another Builder made, not on
    what an Admin made. A room's own ruleset (here/ruleset:fourfold) is
    better set with +ruleset here=<key>; set either way, those standing
    in the room get its commands at once.

    Examples:
      @set crate/weight = 12
      @set here/ruleset:fourfold = muse
    """

    def func(self):
        super().func()
        if self.rhs is not None and self.lhs_objattr:
            resync_if_room(self.caller, self.lhs_objattr[0]["name"])


class CmdWipe(ControlsStripped, building.CmdWipe):
    """
    Clear some or all Attributes of an object (Builders).

    Usage:
      @wipe <obj>
      @wipe <obj>/<attr>[/<attr>...]

    With no Attribute named, every Attribute goes. You may wipe what you
    or another Builder made, not what an Admin made. Wiping a room's own
    ruleset gives those standing there the commands of the one it now
    plays under.

    Examples:
      @wipe crate/weight
      @wipe crate
    """

    def func(self):
        super().func()
        if self.lhs_objattr:
            resync_if_room(self.caller, self.lhs_objattr[0]["name"])


def resync_if_room(caller, name):
    """After an Attribute change on ``name``: when it is a room, whose own
    ruleset may have changed, re-sync those standing in it."""
    obj = find_quietly(caller, name)
    if obj is not None and obj.location is None:
        registry.sync_room(obj)
