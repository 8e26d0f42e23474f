"""+finger: fields set by the player (timezone checked against zoneinfo),
one line each, last online, sheets and approval; anyone may read anyone's,
nobody may set another's."""

from evennia.typeclasses.attributes import Attribute

from features.community import profile
from features.community.commands.finger import CmdFinger
from tests.helpers.community import CommunityTest


class TestFingerSet(CommunityTest):
    def test_set_each_field_and_show(self):
        self.call(CmdFinger(), "/set fullname=Wren of the Hollow", "Full name set to: Wren of the Hollow.",
                  caller=self.char2)
        self.call(CmdFinger(), "/set pos=Scout", "Position set to: Scout.", caller=self.char2)
        self.call(CmdFinger(), "/set timezone=europe/paris", "Timezone set to: Europe/Paris.",
                  caller=self.char2)
        self.call(CmdFinger(), "/set desc=Small, quick, quiet.", caller=self.char2)
        self.call(CmdFinger(), "/set hooks=Owes the guild a favour.", caller=self.char2)
        out = self.call(CmdFinger(), " Char2", caller=self.char1)
        for text in ("Wren of the Hollow", "Scout", "Europe/Paris", "Small, quick, quiet.",
                     "Owes the guild a favour.", "Approved:    no", "Sheets:      none yet",
                     f"/characters/{self.char2.id}/profile/"):
            self.assertIn(text, out)

    def test_clear_a_field(self):
        profile.set_field(self.char2, "position", "Scout")
        self.call(CmdFinger(), "/set position=", "Position cleared.", caller=self.char2)
        self.assertIsNone(profile.get(self.char2, "position"))

    def test_stored_in_the_database(self):
        self.call(CmdFinger(), "/set hooks=Boats", caller=self.char2)
        self.assertEqual(Attribute.objects.get(db_key="hooks", db_category="profile").value, "Boats")

    def test_bad_input(self):
        self.refuse(CmdFinger(), "/set timezone=Mars/Olympus", "'Mars/Olympus' is not a timezone name",
                    caller=self.char2)
        self.refuse(CmdFinger(), "/set shoesize=12", "No profile field 'shoesize'", caller=self.char2)
        self.refuse(CmdFinger(), "/set hooks", "Give a field and its text", caller=self.char2)
        self.refuse(CmdFinger(), "/set fullname=" + "x" * 61, "Keep fullname to 60 characters.",
                    caller=self.char2)
        self.refuse(CmdFinger(), " Nobody", "There is no character called 'Nobody'.", caller=self.char2)
        self.refuse(CmdFinger(), "/poke Char", "Unknown switch /poke", caller=self.char2)

    def test_one_line_and_colour_ends(self):
        self.call(CmdFinger(), "/set desc=|rred|/Approved: yes", caller=self.char2)
        self.assertNotIn("|/", profile.get(self.char2, "desc"))
        out = self.call(CmdFinger(), "", caller=self.char2, noansi=False)
        self.assertIn("red Approved: yes\x1b[0m", out)  # one line, colour reset

    def test_long_text_wraps_to_78_columns(self):
        self.call(CmdFinger(), "/set desc=" + "word " * 100, caller=self.char2)
        out = self.call(CmdFinger(), "", caller=self.char2)
        self.assertLessEqual(max(len(line) for line in out.splitlines()), 78)

    def test_nobody_sets_anothers_profile(self):
        """/set always writes the caller's own profile: no name is taken."""
        self.call(CmdFinger(), "/set hooks=Char2=mine", caller=self.char1)
        self.assertIsNone(profile.get(self.char2, "hooks"))
        self.assertEqual(profile.get(self.char1, "hooks"), "Char2=mine")


class TestFingerFacts(CommunityTest):
    def test_sheets_approval_and_last_online(self):
        from rulesets.fs3.catalogue import catalogue

        self.char2.fs3.set_rating(catalogue().find("Wit"), 3)
        self.char2.fs3.approved = True
        profile.mark_online(self.char2)
        out = self.call(CmdFinger(), " Char2", caller=self.char1)
        self.assertIn("fs3 (approved)", out)
        self.assertIn("Approved:    yes", out)
        self.assertRegex(out, r"Last online: \d{4}-\d\d-\d\d \d\d:\d\d UTC")

    def test_never_online(self):
        out = self.call(CmdFinger(), " Char2", caller=self.char1)
        self.assertIn("Last online: never", out)

    def test_last_online_in_the_viewers_timezone(self):
        profile.set_field(self.char1, "timezone", "Asia/Tokyo")
        profile.mark_online(self.char2)
        out = self.call(CmdFinger(), " Char2", caller=self.char1)
        self.assertIn("JST", out)

    def test_puppeting_marks_last_online(self):
        self.char2.at_post_unpuppet()
        self.assertIsNotNone(profile.last_online(self.char2))

    def test_timezone_names(self):
        self.assertEqual(profile.check_timezone("utc"), "UTC")
        self.assertEqual(profile.check_timezone("AMERICA/NEW_YORK"), "America/New_York")
        self.assertIsNone(profile.check_timezone("Nowhere/Special"))
        self.assertIsNone(profile.check_timezone(""))


class TestFingerWebAddress(CommunityTest):
    """The web profile is given as a full address a client can open."""

    def test_address_from_the_public_url(self):
        from django.test import override_settings

        with override_settings(FOURFOLD_PUBLIC_URL="https://mush.example.net/"):
            out = self.call(CmdFinger(), " Char2", caller=self.char1)
        self.assertIn(f"https://mush.example.net/characters/{self.char2.id}/profile/", out)

    def test_address_from_the_host_and_web_port(self):
        from django.test import override_settings

        with override_settings(FOURFOLD_PUBLIC_URL=None, FOURFOLD_PUBLIC_HOST="mush.example.net",
                               WEBSERVER_PORTS=[(4101, 4105)]):
            out = self.call(CmdFinger(), " Char2", caller=self.char1)
        self.assertIn(f"http://mush.example.net:4101/characters/{self.char2.id}/profile/", out)
        with override_settings(FOURFOLD_PUBLIC_URL=None, FOURFOLD_PUBLIC_HOST=None):
            out = self.call(CmdFinger(), " Char2", caller=self.char1)
        self.assertRegex(out, rf"http://localhost:\d+/characters/{self.char2.id}/profile/")
