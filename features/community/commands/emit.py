"""Emits and the nospoof setting: +nospoof and emit.

Poses and emits may run over several lines (``|/``), as MUSH players
expect; a player who turns nospoof on sees the author's name on every emit
and on every line a pose breaks into (core/text/player.py).
"""

from evennia.commands.default.admin import CmdEmit as EvenniaEmit

from core.command import FourfoldCommand
from core.message_types import EMIT
from core.staff import passes
from core.text.player import nospoof, set_nospoof
from features.community import speech

ON, OFF = ("on", "yes", "1"), ("off", "no", "0")
STAFF_EMIT_LOCK = "perm(emit) or perm(Builder)"


class CmdNospoof(FourfoldCommand):
    """
    See who wrote every emit and every line of a pose.

    Usage:
      +nospoof            (show whether it is on)
      +nospoof on
      +nospoof off

    With nospoof on, an emit reaches you as '[Name] text', and each line
    after the first of a pose that breaks into several lines starts with
    '[Name] ' too, so nobody can make a line look as if someone else said
    or did it. It is the NOSPOOF flag of PennMUSH and TinyMUX, where you
    type @set me=NOSPOOF; here @nospoof works as well as +nospoof.

    Example:
      +nospoof on
    """

    key = "+nospoof"
    aliases = ["@nospoof"]
    syntax = "+nospoof [on||off]"
    help_category = "General"

    def run(self):
        word = self.args.strip().lower()
        if not word:
            state = "on" if nospoof(self.caller) else "off"
            self.caller.msg(f"Nospoof is {state}. +nospoof on shows the author of every emit and pose line.")
            return
        if word not in ON + OFF:
            self.fail("Say on or off.")
        set_nospoof(self.caller, word in ON)
        if word in ON:
            self.caller.msg("Nospoof is on: every emit and every line of a pose shows who wrote it.")
        else:
            self.caller.msg("Nospoof is off.")


class CmdEmit(EvenniaEmit):
    """
    Send text to the room without your name in front.

    Usage:
      emit <text>
      emit[/switches] <obj>[, <obj> ...] = <text>     (staff)
      remit <room>[, <room> ...] = <text>           (staff)
      pemit <character>[, <character> ...] = <text> (staff)

    Everyone in your location sees the text as you wrote it; |/ starts a
    new paragraph. Anybody who turned on +nospoof sees '[YourName] ' before
    each line, so an emit cannot pass for someone else's words. Staff may
    also emit to other rooms and people (switches /room, /accounts,
    /contents, as in Evennia).

    Example:
      emit The lamps gutter as the wind rises.
    """

    locks = "cmd:all()"
    help_category = "General"

    def _staff(self) -> bool:
        return passes(self.caller, STAFF_EMIT_LOCK)

    def func(self):
        caller = self.caller
        staff = self._staff()
        if not staff or (self.rhs is None and not self.switches and self.cmdstring.lstrip("@") == "emit"):
            if self.cmdstring.lstrip("@") != "emit" or self.switches:
                caller.msg("Only staff may emit to other places or people; emit <text> emits here.")
                return
            if caller.location is None and self.args.strip():
                caller.msg("You are nowhere to emit to.")
                return
            try:
                speech.emit(caller, caller.location, self.args)
            except speech.NothingToSay as err:
                caller.msg(str(err))
            return
        self._staff_emit()

    def _staff_emit(self):
        """Evennia's emit, with the author attached for nospoof."""
        caller = self.caller
        if not self.args:
            caller.msg("Usage: emit[/switches] [<obj>, <obj>, ... =] <message>")
            return
        rooms_only = "rooms" in self.switches or "room" in self.switches
        accounts_only = "accounts" in self.switches
        send_to_contents = "contents" in self.switches
        name = self.cmdstring.lstrip("@")
        if name == "remit":
            rooms_only = send_to_contents = True
        elif name == "pemit":
            accounts_only = True
        if not self.rhs:
            message, objnames = self.args, [caller.location.key]
        else:
            message, objnames = self.rhs, self.lhslist
        text = (message, {"type": EMIT})
        for objname in objnames:
            obj = caller.search(objname, global_search=True)
            if not obj:
                return
            if rooms_only and obj.location is not None:
                caller.msg(f"{objname} is not a room. Ignored.")
                continue
            if accounts_only and not obj.has_account:
                caller.msg(f"{objname} has no active account. Ignored.")
                continue
            if not obj.access(caller, "tell"):
                caller.msg(f"You are not allowed to emit to {objname}.")
                continue
            obj.msg(text=text, from_obj=caller)
            if send_to_contents and hasattr(obj, "msg_contents"):
                obj.msg_contents(text=text, from_obj=caller)
                caller.msg(f"Emitted to {objname} and contents:\n{message}")
            else:
                caller.msg(f"Emitted to {objname}:\n{message}")
