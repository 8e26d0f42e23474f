"""@succ, @osucc, @fail, @ofail, @drop, @odrop: a builder sets them on an
exit or a thing they control; the traveller, the room left and the room
reached read them (the "o" ones after the actor's name) in place of the
usual lines; a refused traveller reads @fail before Evennia's
err_traverse; a thing's messages come with get and drop; every message is
one line; bad input and a player change nothing."""

from evennia.commands.default.general import CmdDrop

from commands.get import CmdGet
from commands.mush_messages import CmdMushMessage
from tests.helpers.building import BuildTest, texts
from typeclasses.exits import LockedExitCommand


class MessageTest(BuildTest):
    def set(self, name, args, expected=None, caller=None):
        return self.call(CmdMushMessage(), args, expected, caller=caller, cmdstring="@" + name)

    def traverse(self, who, exit_obj=None):
        """``who`` types the exit's name; what who, Room and Room2 heard."""
        exit_obj = exit_obj or self.exit
        watcher1 = self.make_char("Watcher", self.room1)
        watcher2 = self.make_char("Greeter", self.room2)
        heard = self.heard(who, watcher1, watcher2)
        cmd = LockedExitCommand(key=exit_obj.key, obj=exit_obj)
        cmd.caller, cmd.obj, cmd.args = who, exit_obj, ""
        cmd.func()
        return texts(heard[who]), texts(heard[watcher1]), texts(heard[watcher2])


class TestSettingMessages(MessageTest):
    def test_each_message_is_stored_and_shown(self):
        for name in ("succ", "osucc", "fail", "ofail", "drop", "odrop"):
            with self.subTest(name):
                self.set(name, f"out=the {name} text", f"Set @{name} on out(#{self.exit.id})")
                self.assertEqual(self.exit.attributes.get(name), f"the {name} text")
                self.set(name, "out", f"@{name} on out(#{self.exit.id}): the {name} text")

    def test_an_empty_text_clears_it(self):
        self.set("succ", "out=You step out.")
        self.set("succ", "out=", f"Cleared @succ on out(#{self.exit.id}).")
        self.assertIsNone(self.exit.attributes.get("succ"))
        self.set("succ", "out", f"out(#{self.exit.id}) has no @succ message.")

    def test_a_thing_takes_messages_too(self):
        self.set("succ", "lantern=The lantern is warm.", "Set @succ on lantern")
        self.assertEqual(self.lantern.db.succ, "The lantern is warm.")

    def test_examine_lists_them(self):
        from evennia.commands.default.building import CmdExamine

        self.set("osucc", "out=ducks out.")
        out = self.call(CmdExamine(), "out")
        self.assertIn("osucc", out)
        self.assertIn("ducks out.", out)

    def test_bad_input_is_refused_and_changes_nothing(self):
        self.refuse(CmdMushMessage(), "", "Name the exit or thing for @succ.")
        self.refuse(CmdMushMessage(), "=text", "Name the exit or thing for @succ.")
        self.refuse(CmdMushMessage(), "nowhere=text", "There is nothing called 'nowhere' here.")
        self.refuse(CmdMushMessage(), "here=text", "Room is a room; @succ is for exits")
        self.refuse(CmdMushMessage(), "Char2=text", "Char2 is a character; @succ is for exits")
        self.refuse(CmdMushMessage(), "out=" + "x" * 301, "Keep @succ to 300 characters")
        self.refuse(CmdMushMessage(), "/loud out=hi", "This command takes no switches")

    def test_a_builder_may_not_change_what_they_do_not_control(self):
        self.refuse(CmdMushMessage(), "out=mine now", "You may not change the messages on out.",
                    caller=self.bea)

    def test_a_player_is_refused_every_one(self):
        for name in ("@succ", "@osucc", "@fail", "@ofail", "@drop", "@odrop"):
            cmd = CmdMushMessage()
            self.assertFalse(cmd.access(self.char2, "cmd"), name)
            self.assertTrue(cmd.access(self.bea, "cmd"), name)
        before = self.state()
        self.char2.execute_cmd("@osucc out=is gone")
        self.assertEqual(self.state(), before)


class TestPassingAnExit(MessageTest):
    def test_without_messages_the_usual_lines(self):
        mine, left, reached = self.traverse(self.char2)
        self.assertEqual(self.char2.location, self.room2)
        self.assertTrue(any("Char2 is leaving Room" in t for t in left), left)
        self.assertTrue(any("Char2 arrives from Room" in t for t in reached), reached)

    def test_the_traveller_and_both_rooms_read_the_messages(self):
        self.set("succ", "out=You duck under the lintel.")
        self.set("osucc", "out=ducks under the lintel.")
        self.set("drop", "out=Rain hits you at once.")
        self.set("odrop", "out=comes in, dripping.")
        mine, left, reached = self.traverse(self.char2)
        self.assertEqual(self.char2.location, self.room2)
        self.assertEqual(mine[0], "You duck under the lintel.")
        self.assertEqual(mine[-1], "Rain hits you at once.")  # after the new room
        self.assertEqual(left, ["Char2 ducks under the lintel."])
        self.assertEqual(reached, ["Char2 comes in, dripping."])

    def test_a_refused_traveller_reads_fail_and_the_room_ofail(self):
        self.exit.locks.add("traverse:perm(Admin)")
        self.exit.db.err_traverse = "Evennia's refusal."
        self.set("fail", "out=The door is bolted.")
        self.set("ofail", "out=rattles the bolted door.")
        mine, left, reached = self.traverse(self.char2)
        self.assertEqual(self.char2.location, self.room1)
        self.assertEqual(mine, ["The door is bolted."])
        self.assertEqual(left, ["Char2 rattles the bolted door."])
        self.assertEqual(reached, [])

    def test_without_fail_evennias_refusals_stand(self):
        self.exit.locks.add("traverse:perm(Admin)")
        mine, left, _ = self.traverse(self.char2)
        self.assertEqual(mine, ["You cannot go there."])
        self.assertEqual(left, [])
        self.exit.db.err_traverse = "Only staff go there."
        mine, _, _ = self.traverse(self.char2)
        self.assertEqual(mine, ["Only staff go there."])

    def test_a_message_cannot_forge_a_line_or_run_code(self):
        self.set("osucc", "out=leaves.|/Mara says, \"Give me your password.\"")
        self.set("odrop", "out=arrives {you} $You() |lclook|ltlink|le")
        _, left, reached = self.traverse(self.char2)
        self.assertEqual(len(left), 1)
        self.assertNotIn("\n", left[0])
        self.assertIn("||/Mara", left[0])
        self.assertEqual(reached[0].count("\n"), 0)
        self.assertIn("{you} $You()", reached[0])
        self.assertIn("||lclook", reached[0])


class TestThings(MessageTest):
    def test_get_and_drop_show_the_things_messages(self):
        self.set("succ", "lantern=The brass is warm.")
        self.set("osucc", "lantern=lifts the lantern off its hook.")
        self.set("drop", "lantern=You set it down gently.")
        self.set("odrop", "lantern=sets the lantern down.")
        out = self.call(CmdGet(), "lantern", {self.char2: "The brass is warm.",
                                              self.char1: "Char2 lifts the lantern off its hook."},
                        caller=self.char2)
        self.assertEqual(self.lantern.location, self.char2)
        self.assertIn("You pick up", out[self.char2])
        out = self.call(CmdDrop(), "lantern", {self.char2: "You set it down gently.",
                                               self.char1: "Char2 sets the lantern down."},
                        caller=self.char2)
        self.assertEqual(self.lantern.location, self.room1)

    def test_a_refused_get_shows_fail_and_ofail(self):
        self.lantern.locks.add("get:perm(Admin)")
        self.set("fail", "lantern=It is chained to the wall.")
        self.set("ofail", "lantern=tugs at the chained lantern.")
        self.call(CmdGet(), "lantern", {self.char2: "It is chained to the wall.",
                                        self.char1: "Char2 tugs at the chained lantern."},
                  caller=self.char2)
        self.assertEqual(self.lantern.location, self.room1)

    def test_without_fail_evennias_get_refuses_as_before(self):
        self.lantern.locks.add("get:perm(Admin)")
        self.call(CmdGet(), "lantern", "You can't get that.", caller=self.char2)
        self.assertEqual(self.lantern.location, self.room1)
