"""Rooms, exits and things always get a name that shows: @create, @open,
@dig and @name refuse an empty name (or a bare dbref) and make nothing; an
object left unnamed by an older version is never shown to players as a
bare dbref."""

from evennia.objects.models import ObjectDB
from evennia.utils import create

from tests.helpers.building_rule import EXIT, THING, BuildingTest, command


def CmdCreate():
    return command("making", "CmdCreate")


def CmdOpen():
    return command("making", "CmdOpen")


def CmdDig():
    return command("making", "CmdDig")


def CmdName():
    return command("changing", "CmdName")


class TestEmptyNamesRefused(BuildingTest):
    def test_create_without_a_name_makes_nothing(self):
        for args in (";crate", "  ", "|r|n", "#12", "crate, ;box"):
            with self.subTest(args=args):
                self.refuse(CmdCreate(), args, "", caller=self.wright)
        self.assertFalse(ObjectDB.objects.filter(db_key__icontains="crate").exists())

    def test_create_refusal_says_why(self):
        out = self.refuse(CmdCreate(), ";crate", "Give the new thing a name.", caller=self.wright)
        self.assertIn("letter or a digit", out)

    def test_open_without_a_name_makes_nothing(self):
        exits = ObjectDB.objects.filter(db_destination__isnull=False).count()
        out = self.refuse(CmdOpen(), f"= #{self.room2.id}", "Give the new exit a name.",
                          caller=self.char1)
        self.assertNotIn("Created", out)
        self.refuse(CmdOpen(), f";o = #{self.room2.id}", "Give the new exit a name.")
        self.refuse(CmdOpen(), f"out, ;in = #{self.room2.id}", "Give the new exit a name.")
        self.assertEqual(ObjectDB.objects.filter(db_destination__isnull=False).count(), exits)

    def test_dig_without_names_makes_nothing(self):
        self.refuse(CmdDig(), ";hollow", "Give the new room a name.")
        self.refuse(CmdDig(), "Hollow = ;d", "Give the new exit a name.")
        self.assertFalse(ObjectDB.objects.filter(db_key="Hollow").exists())

    def test_name_needs_a_new_name(self):
        crate = self.built_by(self.wright, "crate", THING, location=self.room1)
        self.refuse(CmdName(), "crate =", "Give the new name after the =.", extra=(crate,))
        self.refuse(CmdName(), "crate = #5", "Give the new name after the =.", extra=(crate,))
        self.refuse(CmdName(), "crate", "Usage: @name", extra=(crate,))

    def test_named_things_are_made(self):
        self.call(CmdCreate(), "crate;box", "You create a new Object: crate", caller=self.wright)
        self.call(CmdOpen(), f"gate;g = #{self.room2.id}", "Created new Exit 'gate'")
        self.call(CmdDig(), "Hollow = down;d", "Created room Hollow")
        self.assertTrue(ObjectDB.objects.filter(db_key="Hollow").exists())
        self.call(CmdName(), "gate = old gate;og", "Object's name changed to 'old gate'")
        self.call(CmdName(), "old gate = ;archway", "Object's name changed")
        gate = ObjectDB.objects.get(db_key="old gate")
        self.assertIn("archway", gate.aliases.all())


class TestUnnamedObjectsShownPlainly(BuildingTest):
    """An exit or thing made empty-named before (Evennia then names it after
    its dbref) is left out of players' lists and called "(unnamed)";
    Builders still see it, to name it."""

    def setUp(self):
        super().setUp()
        self.exit = create.create_object(EXIT, key="", location=self.room1, destination=self.room2)
        self.thing = create.create_object(THING, key="", location=self.room1)
        self.named = create.create_object(EXIT, key="out", location=self.room1,
                                          destination=self.room2)

    def test_evennia_names_them_after_their_dbref(self):
        self.assertEqual(self.exit.key, f"#{self.exit.id}")

    def test_a_player_sees_no_bare_dbref(self):
        seen = self.room1.return_appearance(self.char2)
        self.assertNotIn(f"#{self.exit.id}", seen)
        self.assertNotIn(f"#{self.thing.id}", seen)
        self.assertIn("out", seen)
        self.assertEqual(self.exit.get_display_name(self.char2), "(unnamed)")

    def test_a_builder_sees_them_to_name_them(self):
        seen = self.room1.return_appearance(self.wright)
        self.assertIn(f"(unnamed #{self.exit.id})", seen)
        self.assertIn(f"(unnamed #{self.thing.id})", seen)
        self.call(CmdName(), f"#{self.exit.id} = back", "Object's name changed to 'back'",
                  caller=self.char1)
        self.assertIn("back", self.room1.return_appearance(self.char2))
