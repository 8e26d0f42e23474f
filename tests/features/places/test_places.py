"""Places (docs/rulings.md, "Places"): staff make and remove them; players
list them, join, depart and talk at them with tt, heard by those at the
place only and never logged; a pose at a place is the room's, with the
place's name, and the scene log keeps it so; leaving the room or the game
departs the place; bad input changes nothing."""

from unittest import mock

from evennia.utils import create

from features.places import hooks, store
from features.places.commands.places import CmdDepart, CmdJoin, CmdPlaces, CmdPose, CmdTableTalk
from features.scenes.models import SceneEntry
from tests.helpers.community import CommunityTest
from tests.helpers.game import CHARACTER
from tests.helpers.scenes import SceneTest


class PlacesTest(CommunityTest):
    def setUp(self):
        super().setUp()
        self.dee = create.create_object(CHARACTER, key="Dee", location=self.room1, home=self.room1)
        self.call(CmdPlaces(), "/create the bar=A long zinc counter.", "Room has a new place: the bar.")
        self.call(CmdPlaces(), "/create a corner table", "Room has a new place: a corner table.")

    def hear(self, cmd, args, caller, **expected):
        """Run ``cmd`` as ``caller``; what Char, Char2 and Dee were sent."""
        who = {"char1": self.char1, "char2": self.char2, "dee": self.dee}
        receivers = {obj: expected.get(name) for name, obj in who.items()}
        out = self.call(cmd, args, receivers, caller=caller)
        return {name: out[obj] for name, obj in who.items()}


class TestMakingPlaces(PlacesTest):
    def test_staff_make_a_place_with_a_description(self):
        found = store.places(self.room1)
        self.assertEqual([(p["name"], p["desc"], p["seated"]) for p in found],
                         [("the bar", "A long zinc counter.", []), ("a corner table", "", [])])

    def test_a_player_may_not_make_or_remove_places(self):
        self.refuse(CmdPlaces(), "/create the snug", "places/create is for staff only.",
                    caller=self.char2)
        self.refuse(CmdPlaces(), "/destroy bar", "places/destroy is for staff only.",
                    caller=self.char2)
        self.assertEqual(len(store.places(self.room1)), 2)

    def test_bad_names_are_refused_and_change_nothing(self):
        self.refuse(CmdPlaces(), "/create", "Name the place")
        self.refuse(CmdPlaces(), "/create =just a description", "Name the place")
        self.refuse(CmdPlaces(), "/create The Bar", "There is a place called 'The Bar' here already.")
        self.refuse(CmdPlaces(), "/create bar", "There is a place called 'bar' here already.")
        self.refuse(CmdPlaces(), "/create " + "x" * 41, "Keep a place's name to 40 characters.")
        self.refuse(CmdPlaces(), "/create the snug=" + "y" * 301,
                    "Keep a place's description to 300 characters.")
        self.refuse(CmdPlaces(), "/destroy snug", "There is no place called 'snug' here")
        self.refuse(CmdPlaces(), "/destroy", "Name the place to remove.")
        self.refuse(CmdPlaces(), "/burn bar", "Unknown switch /burn")
        self.refuse(CmdPlaces(), "bar", "places takes no name")

    def test_a_name_cannot_break_the_line(self):
        self.call(CmdPlaces(), "/create the |rred|/booth", "Room has a new place")
        self.assertEqual(store.places(self.room1)[-1]["name"], "the |rred||/booth|n")

    def test_a_room_holds_a_limited_number(self):
        for n in range(store.MAX_PLACES - 2):
            self.call(CmdPlaces(), f"/create table {n}", "Room has a new place")
        self.refuse(CmdPlaces(), "/create one more", "A room holds at most 12 places.")

    def test_destroying_a_place_unseats_and_tells_those_at_it(self):
        self.call(CmdJoin(), "bar", "You join the bar", caller=self.char2)
        heard = self.hear(CmdPlaces(), "/destroy the bar", self.char1)
        self.assertEqual(heard["char1"], "the bar is gone from Room.")
        self.assertEqual(heard["char2"], "the bar is gone: you are no longer at it.")
        self.assertEqual([p["name"] for p in store.places(self.room1)], ["a corner table"])
        self.assertIsNone(store.place_of(self.room1, self.char2))


class TestJoiningAndListing(PlacesTest):
    def test_join_by_a_short_name_and_the_room_sees_it(self):
        heard = self.hear(CmdJoin(), "corner", self.char2)
        self.assertEqual(heard["char2"], "You join a corner table (with nobody).")
        self.assertEqual(heard["dee"], "Char2 joins a corner table.")
        self.assertEqual(store.place_of(self.room1, self.char2), "a corner table")

    def test_joining_another_place_leaves_the_first(self):
        self.call(CmdJoin(), "bar", "You join the bar", caller=self.char2)
        self.call(CmdJoin(), "bar", "You join the bar (with Char2).", caller=self.dee)
        self.call(CmdJoin(), "table", "You join a corner table", caller=self.char2)
        bar, table = store.places(self.room1)
        self.assertEqual((bar["seated"], table["seated"]), ([self.dee.id], [self.char2.id]))

    def test_places_lists_who_sits_where(self):
        self.call(CmdJoin(), "bar", "You join", caller=self.dee)
        out = self.call(CmdPlaces(), "", "Places in Room:", caller=self.char2)
        self.assertIn("the bar - A long zinc counter.", out)
        self.assertRegex(out, r"the bar.*\n\s+at it: Dee\n")
        self.assertRegex(out, r"a corner table\n\s+at it: nobody")

    def test_no_places_here(self):
        self.char2.location = self.room2
        self.call(CmdPlaces(), "", "There are no places here.", caller=self.char2)

    def test_bad_joins_and_departs_change_nothing(self):
        self.refuse(CmdJoin(), "", "Name the place to join", caller=self.char2)
        self.refuse(CmdJoin(), "stage", "There is no place called 'stage' here (places here: "
                    "the bar, a corner table).", caller=self.char2)
        self.refuse(CmdDepart(), "", "You are not at any place.", caller=self.char2)
        self.refuse(CmdDepart(), "bar", "depart takes nothing after it.", caller=self.char2)
        self.call(CmdPlaces(), "/create the bandstand", "Room has a new place")
        self.refuse(CmdJoin(), "ba", "'ba' could be the bar, the bandstand", caller=self.char2)
        self.call(CmdJoin(), "bar", "You join", caller=self.char2)
        self.refuse(CmdJoin(), "the bar", "You are at the bar already.", caller=self.char2)

    def test_depart(self):
        self.call(CmdJoin(), "bar", "You join", caller=self.char2)
        heard = self.hear(CmdDepart(), "", self.char2)
        self.assertEqual(heard["char2"], "You leave the bar.")
        self.assertEqual(heard["dee"], "Char2 leaves the bar.")
        self.assertIsNone(store.place_of(self.room1, self.char2))


class TestTableTalk(PlacesTest):
    def setUp(self):
        super().setUp()
        self.call(CmdJoin(), "table", "You join", caller=self.char2)
        self.call(CmdJoin(), "table", "You join", caller=self.dee)

    def test_tt_is_heard_at_the_place_only(self):
        self.call(CmdJoin(), "bar", "You join", caller=self.char1)
        heard = self.hear(CmdTableTalk(), "Keep your voice down.", self.char2)
        self.assertEqual(heard["char2"], '[At a corner table] You say, "Keep your voice down."')
        self.assertEqual(heard["dee"], '[At a corner table] Char2 says, "Keep your voice down."')
        self.assertEqual(heard["char1"], "")

    def test_tt_pose_and_semicolon(self):
        heard = self.hear(CmdTableTalk(), ":slides a note across.", self.char2)
        self.assertEqual(heard["dee"], "[At a corner table] Char2 slides a note across.")
        self.assertEqual(heard["char1"], "")
        heard = self.hear(CmdTableTalk(), ";'s eyes narrow.", self.dee)
        self.assertEqual(heard["char2"], "[At a corner table] Dee's eyes narrow.")

    def test_tt_say_is_one_line(self):
        heard = self.hear(CmdTableTalk(), "one|/two", self.char2)
        # shown as typed (the test's reader undoes the doubled bar), not a line break
        self.assertEqual(heard["dee"], '[At a corner table] Char2 says, "one|/two"')

    def test_tt_with_nowhere_to_sit_or_nothing_to_say(self):
        self.refuse(CmdTableTalk(), "hello", "You are at no place here", caller=self.char1)
        self.refuse(CmdTableTalk(), "", "Say what?", caller=self.char2)
        self.refuse(CmdTableTalk(), ":", "Say what?", caller=self.char2)

    def test_a_pose_at_a_place_is_the_rooms_with_the_place_name(self):
        heard = self.hear(CmdPose(), "leans in.", self.dee)
        self.assertEqual(heard["char1"], "At a corner table, Dee leans in.")
        self.assertEqual(heard["dee"], "At a corner table, Dee leans in.")

    def test_a_pose_elsewhere_is_as_before(self):
        heard = self.hear(CmdPose(), "stretches.", self.char1)
        self.assertEqual(heard["char2"], "Char stretches.")


class TestLeaving(PlacesTest):
    def test_leaving_the_room_departs_the_place(self):
        self.call(CmdJoin(), "bar", "You join", caller=self.char2)
        with mock.patch.object(self.char2, "msg") as told:
            self.char2.move_to(self.room2, quiet=True)
        self.assertIn(mock.call("You leave the bar as you go."), told.call_args_list)
        self.assertIsNone(store.place_of(self.room1, self.char2))
        self.assertEqual(store.places(self.room1)[0]["seated"], [])

    def test_a_seated_character_who_left_is_not_listed(self):
        self.call(CmdJoin(), "bar", "You join", caller=self.char2)
        self.char2.location = self.room2  # gone without the move hooks (a crash, a teleport by code)
        out = self.call(CmdPlaces(), "", "Places in Room:", caller=self.dee)
        self.assertRegex(out, r"the bar.*\n\s+at it: nobody")

    def test_logging_out_departs_the_place(self):
        self.call(CmdJoin(), "bar", "You join", caller=self.dee)
        self.dee.db.prelogout_location = self.room1
        self.dee.location = None  # what Evennia does as the last connection closes
        hooks.logged_out(self.dee)
        self.assertEqual(store.places(self.room1)[0]["seated"], [])

    def test_leaving_when_seated_nowhere_writes_nothing(self):
        before = self.state()
        self.assertEqual(hooks.room_left(self.room1, self.char2), "")
        self.assertEqual(self.state(), before)


class TestPlacesInAScene(SceneTest):
    def setUp(self):
        super().setUp()
        store.create(self.room1, "the bar")
        store.sit(self.room1, 0, self.char2)

    def test_pose_at_a_place_is_logged_with_it_and_tt_is_not(self):
        self.start("Night at the inn")
        self.call(CmdPose(), "leans in.", caller=self.char2)
        self.call(CmdTableTalk(), "Not here.", caller=self.char2)
        self.call(CmdTableTalk(), ":winks.", caller=self.char2)
        self.pose("waves.")
        logged = [(e.kind, e.text) for e in SceneEntry.objects.order_by("seq") if e.kind == "pose"]
        self.assertEqual(logged, [("pose", "At the bar, Char2 leans in."), ("pose", "Char waves.")])
        self.assertFalse(SceneEntry.objects.filter(text__contains="Not here").exists())
        self.assertFalse(SceneEntry.objects.filter(text__contains="winks").exists())
