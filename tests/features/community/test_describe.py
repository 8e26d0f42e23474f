"""`@desc me=`, `@desc here=`, `desc` and `+desc` set a description
(the one `look` shows), where the caller may; `help desc` finds it; +finger
and the web profile show that same description (one field, not two); an
older game's profile description is moved over by a data migration."""

import importlib

from django.apps import apps as django_apps
from django.test import Client
from evennia.typeclasses.attributes import Attribute
from evennia.utils.idmapper.models import flush_cache

from features.community import profile
from features.community.commands.describe import CmdDesc
from features.community.commands.finger import CmdFinger
from tests.helpers.community import CommunityTest
from tests.helpers.help import HelpTest, title

migration = importlib.import_module("upgrades.migrations.0003_profile_desc")


class TestDescribeYourself(CommunityTest):
    def test_each_name_sets_your_own_description(self):
        for name, text in (("desc", "Tall and grey-eyed."), ("+desc", "A patched cloak."),
                           ("setdesc", "Freckled."), ("@desc", "Quick hands.")):
            self.call(CmdDesc(), text, "Your description is set.", caller=self.char2, cmdstring=name)
            self.assertEqual(self.char2.db.desc, text)

    def test_at_desc_me_and_colour(self):
        self.call(CmdDesc(), "me=|gGreen|n coat.|/Second line.", "Your description is set.",
                  caller=self.char2, cmdstring="@desc")
        self.assertEqual(self.char2.db.desc, "|gGreen|n coat.|/Second line.")
        looked = self.char1.at_look(self.char2)
        self.assertIn("Green", looked)

    def test_desc_text_may_hold_an_equals_sign(self):
        self.call(CmdDesc(), "Counts 2+2=4 on her fingers.", "Your description is set.",
                  caller=self.char2, cmdstring="desc")
        self.assertEqual(self.char2.db.desc, "Counts 2+2=4 on her fingers.")

    def test_desc_me_equals_names_yourself(self):
        self.call(CmdDesc(), "me=Short.", "Your description is set.", caller=self.char2,
                  cmdstring="+desc")
        self.assertEqual(self.char2.db.desc, "Short.")

    def test_bad_input_changes_nothing(self):
        self.char2.db.desc = "Before."
        self.refuse(CmdDesc(), "", "Give the description's text.", caller=self.char2, cmdstring="desc")
        self.refuse(CmdDesc(), "me=", "Give the text for", caller=self.char2, cmdstring="@desc")
        self.refuse(CmdDesc(), "=Words", "Name what to describe", caller=self.char2, cmdstring="@desc")
        self.refuse(CmdDesc(), "Nowhere thing=Words", "There is nothing called 'Nowhere thing'",
                    caller=self.char2, cmdstring="@desc")
        self.refuse(CmdDesc(), "x" * 2001, "Keep a description to 2000 characters",
                    caller=self.char2, cmdstring="desc")
        self.refuse(CmdDesc(), "/shout Hi", "Unknown switch /shout", caller=self.char2, cmdstring="@desc")
        self.assertEqual(self.char2.db.desc, "Before.")


class TestDescribeOthers(CommunityTest):
    def test_a_player_may_not_describe_the_room_or_others(self):
        self.refuse(CmdDesc(), "here=A grand hall.", "You may not change the description of",
                    caller=self.char2, cmdstring="@desc")
        self.refuse(CmdDesc(), "Char=Scruffy.", "You may not change the description of",
                    caller=self.char2, cmdstring="@desc")
        self.assertEqual(self.room1.db.desc, "room_desc")

    def test_the_room_owner_may(self):
        self.room1.locks.add(f"edit:pid({self.account2.id}) or perm(Admin)")
        self.call(CmdDesc(), "here=A low cellar.", "Room's description is set.", caller=self.char2,
                  cmdstring="@desc")
        self.assertEqual(self.room1.db.desc, "A low cellar.")

    def test_a_builder_may_describe_builders_rooms_but_not_players(self):
        self.account2.permissions.add("Builder")
        mason = self.make_char("Mason")  # another Builder built this room
        self.room1.locks.add(f"control:id({mason.id}) or perm(Admin)")
        self.call(CmdDesc(), "here=A bright yard.", "Room's description is set.", caller=self.char2,
                  cmdstring="@desc")
        self.assertEqual(self.room1.db.desc, "A bright yard.")
        self.refuse(CmdDesc(), "Char=Scruffy.", "You may not change the description of",
                    caller=self.char2, cmdstring="@desc")

    def test_a_builder_may_not_describe_an_admins_room(self):
        self.account2.permissions.add("Builder")
        self.room1.locks.add(f"control:id({self.char1.id}) or perm(Admin)")
        self.refuse(CmdDesc(), "here=Mine now.", "You may not change the description of Room",
                    caller=self.char2, cmdstring="@desc")

    def test_the_line_editor_opens_only_where_you_may(self):
        self.refuse(CmdDesc(), "/edit here", "You may not change the description of", caller=self.char2,
                    cmdstring="@desc")
        self.assertIsNone(self.char2.ndb._eveditor)
        self.call(CmdDesc(), "/edit", caller=self.char2, cmdstring="@desc")
        self.assertIsNotNone(self.char2.ndb._eveditor)
        self.assertEqual(self.char2.db.evmenu_target, self.char2)
        self.char2.ndb._eveditor.quit()

    def test_an_admin_may_describe_a_player(self):
        self.call(CmdDesc(), "Char2=Wet through.", "Char2's description is set.", caller=self.char1,
                  cmdstring="@desc")
        self.assertEqual(self.char2.db.desc, "Wet through.")


class TestOneDescription(CommunityTest):
    def test_finger_shows_the_real_description(self):
        self.call(CmdDesc(), "A tall hunter.|/Bow on her back.", caller=self.char2, cmdstring="desc")
        out = self.call(CmdFinger(), " Char2", caller=self.char1)
        self.assertIn("Description: A tall hunter.\n             Bow on her back.", out)

    def test_finger_set_desc_sets_the_real_description(self):
        self.call(CmdFinger(), "/set desc=Small and quiet.", caller=self.char2)
        self.assertEqual(self.char2.db.desc, "Small and quiet.")
        self.assertIsNone(self.char2.attributes.get("desc", category="profile"))
        self.call(CmdFinger(), "/set desc=", "Description cleared.", caller=self.char2)
        self.assertIsNone(self.char2.db.desc)

    def test_the_web_profile_shows_it(self):
        self.char2.db.desc = "|rA red scarf|n and <b>boots</b>."
        page = Client().get(f"/characters/{self.char2.id}/profile/").content.decode()
        self.assertIn("A red scarf and &lt;b&gt;boots&lt;/b&gt;.", page)


class TestMigration(CommunityTest):
    def test_a_profile_only_description_becomes_the_real_one(self):
        self.char2.attributes.add("desc", "Old profile text.", category="profile")
        self.char1.db.desc = "Real one."
        self.char1.attributes.add("desc", "Old profile copy.", category="profile")
        for _ in range(2):  # a second run changes nothing
            migration.forward(django_apps, None)
            flush_cache()
            self.assertEqual(stored(self.char2), {None: "Old profile text."})
            # both kept where the character had both: its real one is shown
            self.assertEqual(stored(self.char1), {None: "Real one.", "profile": "Old profile copy."})
        self.char1.attributes.reset_cache()
        self.assertEqual(profile.get(self.char1, "desc"), "Real one.")


def stored(obj) -> dict:
    """category -> value of the 'desc' Attributes in the database."""
    return {a.db_category: a.db_value for a in Attribute.objects.filter(db_key="desc", objectdb=obj.pk)}


class TestHelpDesc(HelpTest):
    def test_help_desc_finds_it(self):
        for name in ("desc", "@desc", "+desc"):
            out = self.help(name, self.player)
            self.assertTrue(title(out).startswith("Help for @desc"), title(out))
            self.assertIn("@desc here=", out)
        out = self.help("think", self.player)
        self.assertTrue(title(out).startswith("Help for think"), title(out))
