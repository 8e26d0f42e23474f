"""@find lists every object whose name holds the text (dbref, kind, place),
capped with a count; @entrances lists the exits into a room with their
rooms; @sweep lists what listens here; bad input is one clear line and
players are refused."""

from unittest import mock

from evennia.utils import create

from commands.building_lists import LIST_LIMIT
from tests.helpers.building import THING, BuildTest


def command(name):
    """A fresh instance of a lookup command (Evennia's building module, which
    @find builds on, loads only once Evennia is set up)."""
    from commands.entrances import CmdEntrances
    from commands.find import CmdFind
    from commands.sweep import CmdSweep

    return {"@find": CmdFind, "@entrances": CmdEntrances, "@sweep": CmdSweep}[name]()


class TestFind(BuildTest):
    def test_a_name_lists_matches_with_kind_and_place(self):
        create.create_object(THING, key="brass lantern", location=self.char2, home=self.room1)
        out = self.call(command("@find"), "lantern", "2 matches for 'lantern':")
        self.assertIn(f"#{self.lantern.id}", out)
        self.assertIn("Room(#", out)
        self.assertIn("Char2(#", out)
        self.assertIn("thing", out)

    def test_an_exit_shows_where_it_leads_and_switches_narrow(self):
        out = self.call(command("@find"), "/exit out", "One match for 'out':")
        self.assertIn(f"Room(#{self.room1.id}) to Room2(#{self.room2.id})", out)
        self.call(command("@find"), "/room Room", "2 matches for 'Room':")
        self.call(command("@find"), "/char/exact cha", "Nothing is called anything like 'cha'.")
        self.call(command("@find"), "/char/startswith char", "2 matches")

    def test_a_long_list_is_capped_with_a_count(self):
        for n in range(LIST_LIMIT + 3):
            create.create_object(THING, key=f"pebble {n}", location=self.room2, home=self.room2)
        out = self.call(command("@find"), "pebble", f"{LIST_LIMIT + 3} matches")
        self.assertIn("... and 3 more; narrow the search to see them.", out)
        self.assertEqual(out.count("pebble "), LIST_LIMIT)

    def test_evennias_dbref_search_is_kept(self):
        self.call(command("@find"), f"#{self.exit.id}", "Exact dbref match")
        self.call(command("@find"), f"lantern = 1-{self.lantern.id}", "One Match")

    def test_bad_input(self):
        self.refuse(command("@find"), "", "Give part of a name to look for.")
        self.refuse(command("@find"), "/bogus lantern", "Unknown switch /bogus")
        self.refuse(command("@find"), "lantern=Wit/-9", "After the = give a dbref range")
        self.call(command("@find"), "zzz", "Nothing is called anything like 'zzz'.")

    def test_a_player_is_refused(self):
        self.assertFalse(command("@find").access(self.char2, "cmd"))
        self.assertTrue(command("@find").access(self.bea, "cmd"))


class TestEntrances(BuildTest):
    def test_the_exits_into_a_room_with_their_rooms(self):
        back = create.create_object("typeclasses.exits.Exit", key="back", location=self.room2,
                                    destination=self.room1)
        self.call(command("@entrances"), "", f"One exit leads into Room(#{self.room1.id}):")
        out = self.call(command("@entrances"), f"#{self.room1.id}", "One exit leads")
        self.assertIn(f"#{back.id}", out)
        self.assertIn(f"Room2(#{self.room2.id})", out)
        out = self.call(command("@entrances"), "Room2", "One exit leads into Room2")
        self.assertIn(f"#{self.exit.id}", out)

    def test_a_room_with_none(self):
        self.call(command("@entrances"), "here", f"No exit leads into Room(#{self.room1.id}).")

    def test_bad_input(self):
        self.refuse(command("@entrances"), "Nowhere Land", "There is no room called 'Nowhere Land'.")
        self.refuse(command("@entrances"), "lantern", "There is no room called 'lantern'.")

    def test_a_player_is_refused(self):
        self.assertFalse(command("@entrances").access(self.char2, "cmd"))
        self.assertTrue(command("@entrances").access(self.bea, "cmd"))


class TestSweep(BuildTest):
    def test_connected_puppets_and_hearing_objects_are_listed(self):
        from typeclasses.objects import Object

        class Recorder(Object):
            def at_msg_receive(self, text=None, from_obj=None, **kwargs):
                return True

        recorder = create.create_object(THING, key="recorder", location=self.room1,
                                        home=self.room1)
        recorder.__class__ = Recorder
        connected = {self.char2.id, self.lantern.id}
        count = mock.patch("evennia.objects.objects.ObjectSessionHandler.count",
                           autospec=True, side_effect=lambda h: 1 if h.obj.id in connected else 0)
        with count:
            out = self.call(command("@sweep"), "", f"Listening in Room(#{self.room1.id}):")
        self.assertIn("Char2", out)
        self.assertIn("connected", out)
        self.assertIn("lantern", out)
        self.assertIn("puppeted", out)
        self.assertIn("recorder", out)
        self.assertIn("hears (at_msg_receive)", out)
        self.assertNotIn("Bea", out)  # her player is away: she hears nothing

    def test_nothing_listening(self):
        with mock.patch("evennia.objects.objects.ObjectSessionHandler.count", return_value=0):
            self.call(command("@sweep"), "", f"Nothing listens in Room(#{self.room1.id}).")

    def test_bad_input(self):
        self.refuse(command("@sweep"), "Room2", "@sweep takes no name")

    def test_a_player_is_refused(self):
        self.assertFalse(command("@sweep").access(self.char2, "cmd"))
        self.assertTrue(command("@sweep").access(self.bea, "cmd"))
