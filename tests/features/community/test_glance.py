"""+glance (everyone in the room with their short descriptions) and
+shortdesc (setting that one line, a profile field +finger/set and the web
form share): happy paths, bad input, and that one cannot set another's."""

from django.conf import settings

from features.community import profile
from features.community.commands.finger import CmdFinger
from features.community.commands.glance import CmdGlance, CmdShortDesc
from tests.helpers.community import CommunityTest


class TestShortDesc(CommunityTest):
    def test_set_show_and_clear(self):
        self.call(CmdShortDesc(), " A tall woman in a |grain-dark|n cloak.",
                  "Your short description is now: A tall woman in a rain-dark cloak.")
        self.assertTrue(profile.get(self.char1, "shortdesc").startswith(
            "A tall woman in a |grain-dark|n cloak."))
        self.call(CmdShortDesc(), "", "Your short description: A tall woman")
        self.call(CmdShortDesc(), "/clear", "Your short description is cleared.")
        self.assertIsNone(profile.get(self.char1, "shortdesc"))
        self.call(CmdShortDesc(), "", "You have no short description.")

    def test_finger_set_sets_the_same_field(self):
        self.call(CmdFinger(), "/set short=Freckled, quick, a satchel of maps.", "Short desc set to")
        self.call(CmdShortDesc(), "", "Your short description: Freckled, quick")

    def test_too_long_is_refused_and_nothing_changes(self):
        limit = settings.FOURFOLD_PROFILE_LENGTHS["shortdesc"]
        self.refuse(CmdShortDesc(), " " + "x" * (limit + 1), f"Keep shortdesc to {limit} characters.")

    def test_no_forged_lines(self):
        self.call(CmdShortDesc(), " One line|/Char2 says, \"hi\"", "Your short description is now:")
        self.assertNotIn("|/", profile.get(self.char1, "shortdesc"))
        self.assertNotIn("\n", profile.get(self.char1, "shortdesc"))

    def test_clear_takes_nothing_after_it(self):
        profile.set_field(self.char1, "shortdesc", "Kept.")
        self.refuse(CmdShortDesc(), "/clear now", "Nothing goes after /clear")
        self.assertEqual(profile.get(self.char1, "shortdesc"), "Kept.")


class TestGlance(CommunityTest):
    def test_everyone_here_with_their_short_description(self):
        profile.set_field(self.char1, "shortdesc", "A tall woman in a cloak.")
        out = self.call(CmdGlance(), "", caller=self.char1)
        lines = out.splitlines()
        char = next(line for line in lines if line.startswith("Char ") or line.strip().startswith("Char "))
        self.assertIn("A tall woman in a cloak.", char)
        char2 = next(line for line in lines if "Char2" in line)
        self.assertIn("(asleep)", char2)  # no session puppets Char2 here
        self.assertIn("(no short description)", char2)

    def test_only_those_in_the_room(self):
        far = self.make_char("Faraway", location=self.room2)
        profile.set_field(far, "shortdesc", "Not here.")
        out = self.call(CmdGlance(), "")
        self.assertNotIn("Faraway", out)

    def test_one_by_name(self):
        profile.set_field(self.char2, "shortdesc", "Stooped, grey-bearded.")
        out = self.call(CmdGlance(), " char2")
        self.assertIn("Stooped, grey-bearded.", out)
        self.assertNotIn("Char ", out.replace("Char2", ""))

    def test_nobody_by_that_name(self):
        self.refuse(CmdGlance(), " Nobodyhere", "Nobody here is called 'Nobodyhere'.")
