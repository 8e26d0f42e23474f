"""One co-building rule for every building command: a Builder changes what
another Builder made (@name, @set, @lock, @destroy, @desc, tag, @open,
@link, +places/create, +ruleset), never what an Admin made; a player
builds nothing."""

from evennia.objects.models import ObjectDB

from commands.ruleset_cmd import CmdRuleset
from core.building import builder_may_edit, made_by_admin, maker
from features.community.commands.describe import CmdDesc
from features.places import store as places
from features.places.commands.places import CmdPlaces
from rulesets import registry
from tests.helpers.building_rule import EXIT, THING, BuildingTest, command


def evennia_command(name):
    from evennia.commands.default import building

    return getattr(building, name)()


class CoBuildingTest(BuildingTest):
    def setUp(self):
        super().setUp()
        self.hall = self.built_by(self.wright, "Wright Hall")
        self.vault = self.built_by(self.char1, "Admin Vault")
        self.crate = self.built_by(self.wright, "crate", THING, location=self.hall)
        self.chest = self.built_by(self.char1, "chest", THING, location=self.vault)


class TestTheRule(CoBuildingTest):
    def test_who_made_what(self):
        self.assertEqual(maker(self.hall), self.wright)
        self.assertFalse(made_by_admin(self.hall))
        self.assertTrue(made_by_admin(self.vault))
        self.assertTrue(made_by_admin(self.room1))  # the game made it: kept for Admins

    def test_builders_share_builders_work(self):
        self.assertTrue(builder_may_edit(self.mason, self.hall))
        self.assertTrue(self.hall.access(self.mason, "control"))
        self.assertTrue(self.crate.access(self.mason, "delete"))
        self.assertFalse(builder_may_edit(self.mason, self.vault))
        self.assertFalse(self.vault.access(self.mason, "edit"))
        self.assertFalse(self.chest.access(self.mason, "delete"))

    def test_players_and_characters_are_outside_it(self):
        self.assertFalse(self.hall.access(self.char2, "control"))
        self.assertFalse(self.wright.access(self.mason, "control"))
        self.assertFalse(builder_may_edit(self.mason, self.char2))

    def test_an_accounts_object_names_its_account(self):
        box = ObjectDB.objects.get(id=self.built_by(self.wright, "box", THING).id)
        box.locks.add(f"control:pid({self.wright.account.id}) or perm(Admin)")
        self.assertEqual(maker(box), self.wright.account)
        self.assertTrue(box.access(self.mason, "control"))


class TestSecondBuilderMay(CoBuildingTest):
    """Mason changes Wright's room and thing with every building command."""

    def setUp(self):
        super().setUp()
        self.mason.move_to(self.hall, quiet=True)

    def test_name(self):
        self.call(command("changing", "CmdName"), "here = Mason Hall", "Object's name changed",
                  caller=self.mason)
        self.assertEqual(self.hall.key, "Mason Hall")

    def test_set_and_lock(self):
        self.call(command("changing", "CmdSetAttribute"), "crate/weight = 12", "Created attribute",
                  caller=self.mason)
        self.assertEqual(self.crate.db.weight, 12)
        self.call(evennia_command("CmdLock"), "crate = get:false()", "Added lock",
                  caller=self.mason)
        self.assertFalse(self.crate.access(self.char2, "get"))

    def test_destroy(self):
        self.call(evennia_command("CmdDestroy"), "/force crate", "crate was destroyed",
                  caller=self.mason)
        self.assertFalse(ObjectDB.objects.filter(db_key="crate").exists())

    def test_desc_places_and_ruleset(self):
        self.call(CmdDesc(), "here=Stone walls.", "Wright Hall's description is set.",
                  caller=self.mason, cmdstring="@desc")
        self.assertEqual(self.hall.db.desc, "Stone walls.")
        self.call(CmdPlaces(), "/create the bar", "Wright Hall has a new place", caller=self.mason)
        self.assertEqual(len(places.places(self.hall)), 1)
        self.call(CmdRuleset(), "here=muse", "Wright Hall now plays under muse", caller=self.mason)
        self.assertEqual(registry.room_setting(self.hall), "muse")

    def test_tag_open_and_link(self):
        self.call(command("changing", "CmdTag"), "here = mossreach:area", "Added tag",
                  caller=self.mason)
        self.assertEqual(registry.room_areas(self.hall), ["mossreach"])
        self.call(command("making", "CmdOpen"), f"gate = #{self.room1.id}", "Created new Exit",
                  caller=self.mason)
        gate = ObjectDB.objects.get(db_key="gate")
        self.call(command("changing", "CmdLink"), f"gate = #{self.vault.id}", "Link created",
                  caller=self.mason)
        self.assertEqual(gate.destination, self.vault)


class TestBuilderMayNotChangeAnAdminsRoom(CoBuildingTest):
    def setUp(self):
        super().setUp()
        self.mason.move_to(self.vault, quiet=True)

    def test_every_command_refuses_and_changes_nothing(self):
        exit_to = self.built_by(self.char1, "door", EXIT, location=self.vault,
                                destination=self.room1)
        attempts = [
            (command("changing", "CmdName"), "here = Mine"),
            (command("changing", "CmdSetAttribute"), "chest/weight = 1"),
            (evennia_command("CmdLock"), "chest = get:false()"),
            (evennia_command("CmdDestroy"), "/force chest"),
            (command("changing", "CmdTag"), "here = mossreach:area"),
            (command("changing", "CmdTag"), "/del here"),
            (command("making", "CmdOpen"), f"gate = #{self.room1.id}"),
            (command("making", "CmdDig"), "Annex = annex"),
            (command("changing", "CmdLink"), f"door = #{self.room2.id}"),
            (command("changing", "CmdUnLink"), "door"),
            (command("changing", "CmdSetHome"), f"chest = #{self.room2.id}"),
            (command("changing", "CmdCpAttr"), "me/x = chest/x"),
            (CmdDesc(), "here=Mine now."),
            (CmdPlaces(), "/create the bar"),
            (CmdRuleset(), "here=muse"),
        ]
        self.vault.tags.add("kept", category="test")
        self.mason.db.x = 1
        before = self.state(self.vault, self.chest, exit_to)
        for cmd, args in attempts:
            with self.subTest(cmd=cmd.key, args=args):
                out = self.call(cmd, args, caller=self.mason, cmdstring=cmd.key)
                self.assertRegex(out, r"not yours to change|permission|don't have|You need|"
                                      r"may not change|not allowed")
        self.assertEqual(self.state(self.vault, self.chest, exit_to), before)
        self.assertTrue(ObjectDB.objects.filter(id=self.chest.id).exists())

    def test_area_ruleset_with_an_admins_room_is_refused(self):
        self.vault.tags.add("deepwing", category="area")
        self.hall.tags.add("deepwing", category="area")
        self.refuse(CmdRuleset(), "/area deepwing=muse", "Area 'deepwing' holds rooms an Admin keeps",
                    caller=self.mason)
        self.assertEqual(registry.area_rulesets().get("deepwing"), None)

    def test_the_admin_may(self):
        self.call(command("changing", "CmdName"), f"#{self.hall.id} = Great Hall",
                  "Object's name changed", caller=self.char1)


class TestPlayersBuildNothing(CoBuildingTest):
    def test_building_commands_are_locked_to_builders(self):
        for name in ("CmdCreate", "CmdOpen", "CmdDig"):
            self.assertFalse(command("making", name).access(self.char2, "cmd"), name)
        for name in ("CmdName", "CmdTag", "CmdSetAttribute", "CmdLink"):
            self.assertFalse(command("changing", name).access(self.char2, "cmd"), name)
        self.assertTrue(command("making", "CmdCreate").access(self.mason, "cmd"))

    def test_a_player_may_not_describe_or_rule_a_builders_room(self):
        self.char2.move_to(self.hall, quiet=True)
        out = self.call(CmdDesc(), "here=Mine.", caller=self.char2, cmdstring="@desc")
        self.assertIn("You may not change the description", out)
        out = self.call(CmdRuleset(), "here=muse", caller=self.char2)
        self.assertIn("staff only", out)
        self.assertIsNone(registry.room_setting(self.hall))
