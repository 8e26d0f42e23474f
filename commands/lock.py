"""``@lock`` that also reads the keys MUSH builders type (core/lock_keys.py):
``@lock north=me``, ``@lock box=!Mara``, ``@lock gate=Builder|#12``. The
key becomes an Evennia lock string of the object's basic type
(``traverse`` for an exit, ``get`` for anything else, or the type named
as a switch or before a colon), which is stored and shown. Evennia's own
forms (``@lock obj``, ``@lock obj/type``, ``@lock obj=type:func()``,
``@lock/del``) are Evennia's command, unchanged.
"""

from __future__ import annotations

import re

from evennia.commands.default.building import CmdLock as EvenniaLock
from evennia.locks.lockhandler import LockException
from evennia.objects.models import ObjectDB

from core import lock_keys
from core.command import FourfoldCommand
from core.lookup.find import find_character, one_thing_here

_TYPED = re.compile(r"^\s*([A-Za-z_]\w*)\s*:(.*)$", re.S)
SYNTAX = "@lock[/<type>] <object>=<key>   (key: me, a name, #dbref, Builder, !x, a||b, a&b)"


def basic_type(obj) -> str:
    """The lock a MUSH's basic lock means here: passing an exit, taking a thing."""
    return "traverse" if obj.destination else "get"


class CmdLock(FourfoldCommand, EvenniaLock):
    """
    Lock an exit or a thing, in MUSH shorthand or Evennia's lock strings.

    Usage:
      @lock <object>=<key>
      @lock/<type> <object>=<key>
      @lock <object>=<type>:<key>
      @lock <object>                 (list its locks)
      @lock/del <object>/<type>      (remove one)

    A key is who may pass: me (you), a character's name, a #dbref, a
    permission (Builder, Admin, or perm:<name>), ! for "not", || for "or"
    and & for "and" (& binds tighter). With no type, an exit's traverse
    lock (who may go through) or a thing's get lock (who may pick it up)
    is set. Each key is turned into Evennia's lock string, which is what
    is stored and what you are shown. Evennia's own lock functions work
    too: @lock box=get:perm(Admin) or tag(keyholder).

    Examples:
      @lock north=me
      @lock vault door=Mara||Builder
      @lock chest=!#12
      @lock/traverse gate=perm:Admin&!Dee
    """

    key = "@lock"
    aliases = ["@locks"]
    locks = "cmd: perm(locks) or perm(Builder)"
    help_category = "Building"
    syntax = SYNTAX

    def check_switches(self):
        # any switch names a lock type (Evennia's del and view among them)
        self.switches = [s.lower() for s in self.switches]

    def run(self):
        if not self.args.strip():
            self.fail("Name the exit or thing to lock, and give a key.")
        if not self.rhs or self.lhs.startswith("*") or "del" in self.switches \
                or "view" in self.switches:
            EvenniaLock.func(self)  # listing, viewing, deleting, accounts: Evennia's
            return
        if len(self.switches) > 1:
            self.fail("Name one lock type.")
        lock_type = self.switches[0] if self.switches else None
        key = self.rhs
        typed = _TYPED.match(key)
        if typed and typed.group(1).lower() not in ("perm", "flag"):
            if lock_type:
                self.fail("Name the lock type once: as a switch or before the colon.")
            lock_type, key = typed.group(1), typed.group(2)
            if ";" in key or "(" in key:
                EvenniaLock.func(self)  # Evennia's own lock string, as typed
                return
        elif "(" in key:
            if ";" in key:
                self.fail("Give one lock at a time, or use type:func() form for several.")
            obj = self.target()
            self.store(obj, lock_type or basic_type(obj), key.strip())
            return
        obj = self.target()
        body = lock_keys.translate(key, self.caller, self.find_key_character, _exists)
        self.store(obj, lock_type or basic_type(obj), body)

    def target(self):
        name = self.lhs.strip()
        if not name:
            self.fail("Name the exit or thing to lock.")
        obj = one_thing_here(self.caller, name)
        if not (obj.access(self.caller, "control") or obj.access(self.caller, "edit")):
            self.fail(f"You may not change the locks on {obj.key}.", syntax=False)
        return obj

    def find_key_character(self, name):
        return find_character(self.caller, self.caller.location, name, anywhere=True)

    def store(self, obj, lock_type: str, body: str):
        lock_type = lock_type.strip().lower()
        if not re.match(r"^[a-z_]\w*$", lock_type):
            self.fail(f"'{lock_type}' is no lock type.")
        if lock_type == "control" and not obj.access(self.caller, "control"):
            self.fail("You need control of it to change who controls it.", syntax=False)
        lockstring = f"{lock_type}:{body}"
        try:
            added = obj.locks.add(lockstring)
        except LockException as err:
            self.fail(f"Evennia did not accept {lockstring}: {str(err).strip()}", syntax=False)
        if not added:
            self.fail(f"Evennia did not accept {lockstring}.", syntax=False)
        if lock_type == "cmd" and obj.destination:
            obj.at_init()  # an exit rebuilds its command with the new cmd lock
        self.caller.msg(f"Locked {obj.key}(#{obj.id}): {lockstring}")


def _exists(dbid: int) -> bool:
    return ObjectDB.objects.filter(id=dbid).exists()
