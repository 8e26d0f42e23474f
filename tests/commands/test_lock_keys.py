"""@lock reads the keys MUSH builders type (me, a name, #dbref, Builder,
perm:X, !, |, &), stores the Evennia lock string of the object's basic
lock (an exit's traverse, a thing's get, or the type named) and shows it;
Evennia's own lock strings and switches still work; a key that names
nobody is refused and nothing changes; players are refused."""

from core import lock_keys
from core.errors import CommandFailed
from tests.helpers.building import BuildTest


def CmdLock():  # noqa: N802 - stands for the class; Evennia's building module loads late
    from commands.lock import CmdLock as cls

    return cls()


class TestTranslate(BuildTest):
    def key(self, text):
        from core.lookup.find import find_character

        return lock_keys.translate(
            text, self.char1, lambda name: find_character(self.char1, self.room1, name, True),
            lambda dbid: dbid in (self.exit.id, self.char2.id))

    def test_atoms_and_combinations(self):
        me, two = self.char1.id, self.char2.id
        self.assertEqual(self.key("me"), f"id(#{me})")
        self.assertEqual(self.key(f"#{two}"), f"id(#{two})")
        self.assertEqual(self.key("char2"), f"id(#{two})")
        self.assertEqual(self.key("builder"), "perm(Builder)")
        self.assertEqual(self.key("perm:Builder"), "perm(Builder)")
        self.assertEqual(self.key("flag:quiet_ones"), "perm(quiet_ones)")
        self.assertEqual(self.key("!me"), f"not id(#{me})")
        self.assertEqual(self.key("me|Admin"), f"id(#{me}) or perm(Admin)")
        self.assertEqual(self.key("me & !Char2 | Admin"),
                         f"id(#{me}) and not id(#{two}) or perm(Admin)")

    def test_unreadable_keys(self):
        for text, why in [("", "Give a key"), ("me|", "empty part"), ("!", "empty part"),
                          ("#99999", "There is no object #99999"),
                          ("Nobody", "There is no character called 'Nobody'"),
                          ("id(3)", "is no key"), ("perm:two words", "is no permission name")]:
            with self.subTest(text), self.assertRaises(CommandFailed) as caught:
                self.key(text)
            self.assertIn(why, str(caught.exception))


class TestLockCommand(BuildTest):
    def test_me_on_an_exit_is_its_traverse_lock(self):
        self.call(CmdLock(), "out=me", f"Locked out(#{self.exit.id}): traverse:id(#{self.char1.id})")
        self.assertEqual(self.exit.locks.get("traverse"), f"traverse:id(#{self.char1.id})")
        self.assertTrue(self.exit.access(self.char1, "traverse"))
        self.assertFalse(self.exit.access(self.char2, "traverse"))

    def test_a_name_on_a_thing_is_its_get_lock(self):
        self.call(CmdLock(), "lantern=Char2|Builder",
                  f"Locked lantern(#{self.lantern.id}): get:id(#{self.char2.id}) or perm(Builder)")
        self.assertTrue(self.lantern.access(self.char2, "get"))
        self.assertTrue(self.lantern.access(self.bea, "get"))

    def test_the_type_as_a_switch_or_before_a_colon(self):
        self.call(CmdLock(), "/view out", None)  # Evennia's form, unchanged
        self.call(CmdLock(), f"/traverse out=!#{self.char2.id}",
                  f"Locked out(#{self.exit.id}): traverse:not id(#{self.char2.id})")
        self.call(CmdLock(), "lantern=examine:perm:Admin",
                  f"Locked lantern(#{self.lantern.id}): examine:perm(Admin)")
        self.assertEqual(self.lantern.locks.get("examine"), "examine:perm(Admin)")

    def test_evennias_lock_strings_still_work(self):
        self.call(CmdLock(), "lantern=get:perm(Admin) or tag(keyholder)", None)
        self.assertEqual(self.lantern.locks.get("get"), "get:perm(Admin) or tag(keyholder)")
        self.call(CmdLock(), "out=perm(Admin)",
                  f"Locked out(#{self.exit.id}): traverse:perm(Admin)")

    def test_broken_keys_are_refused_and_change_nothing(self):
        self.refuse(CmdLock(), "out=Nobody", "There is no character called 'Nobody'.")
        self.refuse(CmdLock(), "out=#99999", "There is no object #99999.")
        self.refuse(CmdLock(), "out=me|", "A key has an empty part")
        self.refuse(CmdLock(), "nothing=me", "There is nothing called 'nothing' here.")
        self.refuse(CmdLock(), "=me", "Name the exit or thing to lock.")
        self.refuse(CmdLock(), "", "Name the exit or thing to lock, and give a key.")
        self.refuse(CmdLock(), "/get/drop out=me", "Name one lock type.")
        self.refuse(CmdLock(), "/get out=traverse:me", "Name the lock type once")
        self.refuse(CmdLock(), "out=nosuchfunc(1)", "Evennia did not accept traverse:nosuchfunc(1)")

    def test_a_builder_may_not_lock_what_they_do_not_control(self):
        self.refuse(CmdLock(), "out=me", "You may not change the locks on out.", caller=self.bea)

    def test_a_player_is_refused(self):
        self.assertFalse(CmdLock().access(self.char2, "cmd"))
        self.assertTrue(CmdLock().access(self.bea, "cmd"))
        before = self.state()
        self.char2.execute_cmd("@lock out=me")
        self.assertEqual(self.state(), before)
