"""speedups/call_lock.py: a lock whose answer cannot depend on who asks
is answered directly when superusers get no bypass. Every answer must be
Evennia's, the at_access hook must still hear it, and a changed lock must
be seen at once."""

from unittest import mock

from evennia.utils import create
from evennia.utils.test_resources import BaseEvenniaTest

from speedups.call_lock import QuickConstantLocks, constant_lock
from speedups.testing import unpatched
from typeclasses.characters import Character
from typeclasses.exits import Exit
from typeclasses.objects import (
    BuildingRule,  # the game's own access, below the speed-up
    Object,
)
from typeclasses.rooms import Room

LOCKS = [
    "call:true()", "call:all()", "call:false()", "call:none()",
    "call:not false()", "call:not true()", "call:NOT none()",
    "call:false() or true()", "call:true() and false()", "call:not true() or false()",
    "call:id(%d)", "call:perm(Builder)", "call:perm(Developer) or false()",
    "call:superuser()", "call:true(1)", "call:false(x=1)", "call:holds()",
]


class ConstantLockTest(BaseEvenniaTest):
    object_typeclass = "typeclasses.objects.Object"
    character_typeclass = "typeclasses.characters.Character"
    room_typeclass = "typeclasses.rooms.Room"
    exit_typeclass = "typeclasses.exits.Exit"

    def answers(self, thing, access_type="call"):
        """Every (lock, asker, bypass) answer for ``thing``."""
        out = []
        for lock in LOCKS:
            thing.locks.add(lock % self.char1.id if "%d" in lock else lock)
            for who in (self.char1, self.char2, self.account, self.account2, self.room1):
                for bypass in (True, False):
                    out.append((lock, str(who), bypass,
                                thing.access(who, access_type, no_superuser_bypass=bypass)))
        return out

    def test_every_located_typeclass_has_it(self):
        for cls in (Object, Character, Room, Exit):
            with self.subTest(cls=cls.__name__):
                self.assertIs(cls.access, QuickConstantLocks.access)

    def test_answers_are_evennias(self):
        self.account.is_superuser = True  # so that the bypass matters somewhere
        self.account.save()
        self.account.locks.reset()  # the handler notes superuser status when made
        self.assertTrue(self.account.locks.lock_bypass)
        for thing in (self.obj1, self.char2, self.room1, self.exit):
            with self.subTest(thing=thing.key):
                ours = self.answers(thing)
                with unpatched():
                    self.assertIs(type(thing).access, BuildingRule.access)
                    theirs = self.answers(thing)
                self.assertEqual(ours, theirs)
                self.assertIn(True, [a[-1] for a in ours])
                self.assertIn(False, [a[-1] for a in ours])

    def test_which_locks_are_fixed(self):
        fixed = {}
        for lock in LOCKS:
            self.obj1.locks.add(lock % self.char1.id if "%d" in lock else lock)
            fixed[lock] = constant_lock(self.obj1.locks, "call")
        self.assertEqual(fixed["call:true()"], True)
        self.assertEqual(fixed["call:none()"], False)
        self.assertEqual(fixed["call:not false()"], True)
        self.assertEqual(fixed["call:NOT none()"], True)
        self.assertEqual(fixed["call:not true()"], False)
        for lock in ("call:false() or true()", "call:id(%d)", "call:perm(Builder)",
                     "call:true(1)", "call:false(x=1)", "call:holds()"):
            self.assertIsNone(fixed[lock], lock)
        self.assertIsNone(constant_lock(self.obj1.locks, "no-such-type"))

    def test_the_lock_functions_are_not_run_and_the_hook_still_hears(self):
        self.char2.locks.add("call:false()")
        with mock.patch.object(type(self.char2), "at_access") as hook, \
                mock.patch("evennia.locks.lockhandler.LockHandler.check") as check:
            self.assertFalse(self.char2.access(self.char1, "call", no_superuser_bypass=True))
        check.assert_not_called()
        hook.assert_called_once_with(False, self.char1, "call")

    def test_a_superuser_bypass_still_goes_through_evennia(self):
        self.char2.locks.add("call:false()")
        with mock.patch("evennia.locks.lockhandler.LockHandler.check",
                        return_value=True) as check:
            self.assertTrue(self.char2.access(self.char1, "call"))
        check.assert_called_once()

    def test_a_changed_lock_is_seen_at_once(self):
        thing = create.create_object("typeclasses.objects.Object", key="box", location=self.room1)
        thing.locks.add("call:true()")
        self.assertTrue(thing.access(self.char1, "call", no_superuser_bypass=True))
        thing.locks.add("call:false()")
        self.assertFalse(thing.access(self.char1, "call", no_superuser_bypass=True))
        thing.locks.add("call:id(%d)" % self.char1.id)
        self.assertTrue(thing.access(self.char1, "call", no_superuser_bypass=True))
        self.assertFalse(thing.access(self.char2, "call", no_superuser_bypass=True))
