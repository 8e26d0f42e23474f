"""The demo world: built twice without duplicates, every wing room under
its ruleset, exits both ways, signs readable, gear and opponents in place,
templates only onto unapproved sheets, +demo/build for Admins only, and the
first-login welcome."""

from unittest import mock

from evennia.objects.models import ObjectDB

from features.demo import build as demo_build
from features.demo import data as demo_data
from features.demo.commands.demo import CmdDemo, CmdRead, CmdTemplate
from rulesets import registry as rulesets
from rulesets.fs3 import demo as fs3_demo
from tests.helpers.demo import (
    DemoTest,  # noqa: F401
    _crashed,  # noqa: F401
)


class TestBuild(DemoTest):
    def test_build_twice_makes_nothing_new(self):
        made = demo_build.build()
        self.assertTrue(made)
        first = self.idents()
        count = ObjectDB.objects.count()
        self.assertEqual(demo_build.build(), [])
        self.assertEqual(self.idents(), first)
        self.assertEqual(ObjectDB.objects.count(), count)
        self.assertEqual(len(first), len(set(first)))

    def test_wing_rooms_have_their_ruleset(self):
        demo_build.build()
        for wing in demo_data.WINGS:
            for spec in wing["rooms"]:
                room = demo_build.find(spec["ident"])
                self.assertEqual(rulesets.ruleset_for_room(room)[0], wing["ruleset"], spec["key"])
                self.assertIn(wing["area"], rulesets.room_areas(room))

    def test_exits_connect_both_ways(self):
        demo_build.build()
        hub = demo_build.find("hub")
        for wing in demo_data.WINGS:
            rooms = [demo_build.find(spec["ident"]) for spec in wing["rooms"]]
            into = [e for e in hub.exits if e.key == wing["exit"]]
            self.assertEqual([e.destination for e in into], [rooms[0]])
            self.assertIn(hub, [e.destination for e in rooms[0].exits])
            for here, there in zip(rooms, rooms[1:]):
                self.assertIn(there, [e.destination for e in here.exits])
                self.assertIn(here, [e.destination for e in there.exits])

    def test_gear_signs_and_opponents(self):
        demo_build.build()
        armory = demo_build.find(fs3_demo.RACK_ROOM)
        keys = {o.key for o in armory.contents}
        self.assertTrue({"Sword", "Bow", "Light Grounder Armor", "weapon rack"} <= keys, keys)
        sergeant = demo_build.find("fs3_sergeant")
        self.assertTrue(sergeant.is_npc)
        self.assertEqual(sergeant.npc_level, "Goon")
        self.assertEqual(demo_build.find("muse_bramble").muse.rating("Might"), 3)
        for wing in demo_data.WINGS:
            sign = demo_build.find(f"{wing['ruleset']}_sign")
            self.assertEqual(sign.location, demo_build.find(wing["rooms"][0]["ident"]))

    def test_read_sign(self):
        demo_build.build()
        self.char1.move_to(demo_build.find("fs3_yard"), quiet=True)
        out = self.call(CmdRead(), "sign", caller=self.char1)
        self.assertIn("+template/apply Rook", out)
        self.assertIn("Read what?", self.call(CmdRead(), "", caller=self.char1))

    def test_taken_gear_is_not_restocked(self):
        demo_build.build()
        sword = demo_build.find("gear_fs3_sword")
        sword.move_to(self.char1, quiet=True)
        demo_build.build()
        self.assertEqual(len(ObjectDB.objects.get_by_tag("gear_fs3_sword", category="demo_id")), 1)


class TestDemoCommand(DemoTest):
    def test_player_refused(self):
        out = self.call(CmdDemo(), "/build", caller=self.char2)
        self.assertIn("for Admins and Developers only", out)
        self.assertEqual(demo_build.demo_objects(), [])

    def test_staff_builds_and_rebuilds(self):
        out = self.call(CmdDemo(), "/build", caller=self.char1)
        self.assertIn("Demo world built", out)
        out = self.call(CmdDemo(), "/build", caller=self.char1)
        self.assertIn("up to date", out)


class TestTemplates(DemoTest):
    def setUp(self):
        super().setUp()
        demo_build.build()

    def go(self, ident, char=None):
        char = char or self.char2
        char.move_to(demo_build.find(ident), quiet=True)

    def apply(self, name):
        return self.call(CmdTemplate(), f"/apply {name}", caller=self.char2)

    def test_list(self):
        self.go("muse_grove")
        self.assertIn("Wren (muse)", self.call(CmdTemplate(), "", caller=self.char2))
        self.assertIn("Brick (mw)", self.call(CmdTemplate(), "mw", caller=self.char2))
        self.assertIn("not a ruleset", self.call(CmdTemplate(), "chess", caller=self.char2))

    def test_apply_in_each_wing(self):
        self.go("fs3_yard")
        self.assertIn("Copied Rook", self.apply("Rook"))
        self.assertEqual(self.char2.fs3.rating("Alertness"), 4)
        self.go("muse_grove")
        self.apply("wren")
        self.assertEqual(self.char2.muse.rating("Might"), 5)
        self.assertEqual(self.char2.muse.key_trait, "Might")
        self.go("pbta_camp")
        self.apply("Ash")
        self.assertEqual(self.char2.pbta.sheet().stats["Forceful"], 2)
        self.go("mw_gym")
        self.apply("Brick")
        self.assertEqual(self.char2.mw.sheet().word("M").die, 6)

    def test_only_unapproved_sheets(self):
        self.go("fs3_yard")
        self.char2.fs3.approved = True
        out = self.apply("Rook")
        self.assertIn("approved", out)
        self.assertEqual(self.char2.fs3.ratings, {})

    def test_wrong_wing_and_unknown(self):
        self.go("fs3_yard")
        self.assertIn("Walk into the muse wing", self.apply("Wren"))
        self.assertIn("no template called", self.apply("Nobody"))


class TestWelcome(DemoTest):
    def test_first_login_only(self):
        account = self.account
        account.db.fourfold_welcomed = False
        with mock.patch.object(type(account), "msg") as msg:
            account.at_post_login(session=self.session)
            account.at_post_login(session=self.session)
        texts = [str(c.args[0]) for c in msg.call_args_list if c.args]
        self.assertEqual(sum("Welcome to Fourfold" in t for t in texts), 1)
