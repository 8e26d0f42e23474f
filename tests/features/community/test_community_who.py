"""who/+who, +where, +staff (and /duty), +afk: characters not accounts,
private places hidden from players but not from staff, IC/OOC status, idle
times, away messages stored in the database."""

from evennia.typeclasses.attributes import Attribute

from features.community import presence, stage
from features.community.commands.who import CmdAfk, CmdStaff, CmdWhere, CmdWho
from tests.helpers.community import CommunityTest, online


class TestWho(CommunityTest):
    def setUp(self):
        super().setUp()
        self.char2.location = self.room2
        online(self, (self.char1, 5), (self.char2, 3700), (self.char2, 4000), self.account2)

    def test_lists_characters_with_place_idle_and_status(self):
        out = self.call(CmdWho(), "", caller=self.char2)
        self.assertIn("Char ", out)
        self.assertIn("Char2", out)
        self.assertNotIn("TestAccount", out)
        self.assertIn("Room2", out)
        self.assertIn("1h", out)  # the shorter idle time of Char2's two sessions
        self.assertIn("IC", out)
        self.assertIn("2 characters online. 1 account logged in without one.", out)

    def test_private_room_hidden_from_players_not_staff(self):
        stage.set_private_room(self.room2, True)
        out = self.call(CmdWho(), "", caller=self.char2)
        self.assertIn("(private)", out)
        self.assertNotIn("Room2", out)
        out = self.call(CmdWho(), "", caller=self.char1)
        self.assertIn("Room2 (private)", out)
        self.assertIn("TestAccount2", out)  # staff see whose character it is

    def test_ooc_room_and_afk_show(self):
        stage.set_ooc_room(self.room2, True)
        presence.set_afk(self.char2, "dinner")
        out = self.call(CmdWho(), "", caller=self.char1)
        self.assertIn("OOC, AFK: dinner", out)

    def test_plus_who_is_the_same(self):
        self.assertIn("+who", CmdWho().aliases)


class TestWhere(CommunityTest):
    def setUp(self):
        super().setUp()
        self.char2.location = self.room2
        self.room1.tags.add("demo_fs3", category="area")
        online(self, self.char1, self.char2)

    def test_grouped_by_area(self):
        out = self.call(CmdWhere(), "", caller=self.char2)
        self.assertIn("demo fs3 wing (FS3 d8 pools)\n  Room: Char", out)
        self.assertNotIn("demo_fs3", out)  # no internal tag shown
        self.assertIn("elsewhere\n  Room2: Char2", out)

    def test_private_places_left_out_for_players(self):
        stage.set_private_room(self.room2, True)
        out = self.call(CmdWhere(), "", caller=self.char2)
        self.assertNotIn("Room2", out)
        self.assertIn("1 more in private places.", out)
        out = self.call(CmdWhere(), "", caller=self.char1)
        self.assertIn("Room2 (private): Char2", out)

    def test_bad_input(self):
        self.refuse(CmdWhere(), " north", "where takes no arguments.")
        self.refuse(CmdWhere(), "/all", "This command takes no switches")


class TestStaff(CommunityTest):
    def setUp(self):
        super().setUp()
        online(self, self.char1, self.char2)

    def test_players_see_staff_on_duty(self):
        out = self.call(CmdStaff(), "", caller=self.char2)
        self.assertIn("Char ", out)
        self.assertNotIn("Char2", out)  # a plain player is not staff
        presence.set_on_duty(self.char1, False)
        out = self.call(CmdStaff(), "", caller=self.char2)
        self.assertIn("No staff are online and on duty", out)
        out = self.call(CmdStaff(), "", caller=self.char1)
        self.assertIn("off", out)

    def test_duty_toggles_and_is_stored(self):
        self.call(CmdStaff(), "/duty", "You are now off duty")
        self.assertFalse(presence.on_duty(self.char1))
        self.call(CmdStaff(), "/duty on", "You are now on duty.")
        self.call(CmdStaff(), "/duty", "You are now off duty")
        self.assertEqual(Attribute.objects.filter(db_key="on_duty").count(), 1)

    def test_player_may_not_use_duty(self):
        self.refuse(CmdStaff(), "/duty off", "staff/duty is for staff only.", caller=self.char2)

    def test_bad_input(self):
        self.refuse(CmdStaff(), "/duty maybe", "Say on or off")
        self.refuse(CmdStaff(), " everyone", "staff takes no arguments.")


class TestAfk(CommunityTest):
    def test_set_toggle_and_replace(self):
        self.call(CmdAfk(), "", "You are away: away.", caller=self.char2)
        self.assertEqual(presence.afk(self.char2), "away")
        self.call(CmdAfk(), "", "You are back", caller=self.char2)
        self.assertIsNone(presence.afk(self.char2))
        self.call(CmdAfk(), " dinner", "You are away: dinner.", caller=self.char2)
        self.call(CmdAfk(), " phone", "You are away: phone.", caller=self.char2)
        self.assertEqual(presence.afk(self.char2), "phone")

    def test_stored_in_the_database(self):
        self.call(CmdAfk(), " dinner", caller=self.char2)
        self.char2.attributes.reset_cache()
        self.assertEqual(Attribute.objects.get(db_key="afk").value, "dinner")

    def test_bad_input(self):
        self.refuse(CmdAfk(), " " + "x" * 41, "Keep it to 40 characters.", caller=self.char2)
        self.refuse(CmdAfk(), "/loud hi", "This command takes no switches", caller=self.char2)

    def test_one_line(self):
        self.call(CmdAfk(), " a|/b", caller=self.char2)
        self.assertNotIn("|/", presence.afk(self.char2))
