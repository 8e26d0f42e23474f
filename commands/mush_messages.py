"""``@succ``, ``@osucc``, ``@fail``, ``@ofail``, ``@drop``, ``@odrop``: the
messages of an exit or a thing, stored as Attributes of the same name and
shown by the typeclasses (typeclasses/mush_messages.py)."""

from __future__ import annotations

from core.command import FourfoldCommand
from core.lookup.find import one_thing_here
from core.text.player import one_line
from typeclasses.mush_messages import NAMES

LIMIT = 300
SYNTAX = "@succ <exit or thing>=<text>   (also @osucc @fail @ofail @drop @odrop)"

WHEN = {
    "succ": "shown to whoever passes it or picks it up",
    "osucc": "shown to the room, after their name, as they pass or pick it up",
    "fail": "shown to whoever its lock refuses",
    "ofail": "shown to the room, after their name, when its lock refuses them",
    "drop": "shown to whoever arrives through it or drops it",
    "odrop": "shown to the room, after their name, as they arrive or drop it",
}


class CmdMushMessage(FourfoldCommand):
    """
    Set what an exit or a thing says when it is used.

    Usage:
      @succ <exit or thing>=<text>
      @osucc, @fail, @ofail, @drop, @odrop (the same form)
      @succ <exit or thing>          (show the message)
      @succ <exit or thing>=         (clear it)

    On an exit:
      @succ   the traveller reads it as they go through
      @osucc  the room left behind reads "<name> <text>" instead of the
              usual leaving line
      @fail   the traveller reads it when the exit's lock refuses them
      @ofail  the room reads "<name> <text>" then
      @drop   the traveller reads it on arrival, after the new room
      @odrop  the room arrived in reads "<name> <text>" instead of the
              usual arrival line
    On a thing, @succ/@osucc are for picking it up, @fail/@ofail for a
    refused get and @drop/@odrop for dropping it.

    The text is one line, up to 300 characters; colour is kept, line
    breaks are shown as typed. Builders set messages on what they
    control. `examine` lists them with the other Attributes.

    Examples:
      @succ north=You duck under the low lintel.
      @osucc north=ducks under the lintel and is gone.
      @fail vault=The wheel will not turn for you.
      @ofail vault=strains at the vault's wheel.
      @odrop north=comes in from the street, shaking off the rain.
    """

    key = "@succ"
    aliases = ["@osucc", "@fail", "@ofail", "@drop", "@odrop"]
    locks = "cmd:perm(Builder)"
    help_category = "Building"
    syntax = SYNTAX

    def run(self):
        name = (self.cmdstring or self.key).strip().lower().lstrip("@")
        if name not in NAMES:
            name = "succ"
        label = "@" + name
        target_name = self.lhs.strip()
        if not target_name:
            self.fail(f"Name the exit or thing for {label}.")
        obj = self.target(target_name, label)
        if "=" not in self.args:
            current = obj.attributes.get(name)
            if current:
                self.caller.msg(f"{label} on {obj.key}(#{obj.id}): {one_line(current)}")
            else:
                self.caller.msg(f"{obj.key}(#{obj.id}) has no {label} message.")
            return
        text = (self.rhs or "").strip()
        if len(text) > LIMIT:
            self.fail(f"Keep {label} to {LIMIT} characters (that was {len(text)}).")
        if not text:
            obj.attributes.remove(name)
            self.caller.msg(f"Cleared {label} on {obj.key}(#{obj.id}).")
            return
        obj.attributes.add(name, text)
        self.caller.msg(f"Set {label} on {obj.key}(#{obj.id}), {WHEN[name]}: {one_line(text)}")

    def target(self, name: str, label: str):
        obj = one_thing_here(self.caller, name)
        if obj.location is None and not obj.destination:
            self.fail(f"{obj.key} is a room; {label} is for exits and things.", syntax=False)
        if obj.has_account or obj.is_typeclass("evennia.objects.objects.DefaultCharacter",
                                                exact=False):
            self.fail(f"{obj.key} is a character; {label} is for exits and things.", syntax=False)
        if not (obj.access(self.caller, "control") or obj.access(self.caller, "edit")):
            self.fail(f"You may not change the messages on {obj.key}.", syntax=False)
        return obj
