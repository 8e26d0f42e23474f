"""+sheet and +abilities."""

from rulesets.fs3.catalogue import catalogue
from rulesets.fs3.commands.chargen import CmdApprove, CmdChargen
from rulesets.fs3.commands.sheet import CmdAbilities, CmdSheet
from tests.helpers.game import FS3CommandTest


class TestSheet(FS3CommandTest):
    def setUp(self):
        super().setUp()
        self.set_sheet(self.char1, Wit=3, Alertness=4)
        self.set_sheet(self.char2, Finesse=2, Stealth=3)
        self.far = self.make_char("Far", location=self.room2)

    def test_own_sheet(self):
        out = self.call(CmdSheet(), "", "Char  (fs3 sheet, in chargen)   Luck: 3\n"
                                        "Attribute points: 2 of 8 spent, 6 left.\n"
                                        "Skill points: 4 of 20 spent, 16 left.\n")
        self.assertRegex(out, r"Brawn\s+Finesse\s+Wit\s+Presence\s+Grit")
        self.assertRegex(out, r"\n\s*1\s+1\s+3\s+1\s+1\s*\n")
        self.assertRegex(out, r"Alertness\s+4\s+Wit\s+7\b")  # rating, ruling attribute, dice
        self.assertRegex(out, r"Medicine\s+0\s+Wit\s+3\b")
        self.assertRegex(out, r"Stealth\s+0\s+Finesse\s+1\b")
        for ability in catalogue().abilities:
            self.assertIn(ability.name, out)
        self.assertTrue(all(len(line) <= 78 for line in out.splitlines()), out)
        self.assertNotIn("Aid ", out)
        self.assertNotIn("Wounds", out)
        # 'me' and one's own name work for a player
        for args in ("me", "char2"):
            with self.subTest(args=args):
                out = self.call(CmdSheet(), args, "Char2  (fs3 sheet, in chargen)   Luck: 3", caller=self.char2)
                self.assertRegex(out, r"Stealth\s+3\s+Finesse\s+5\b")

    def test_status_follows_chargen(self):
        self.call(CmdChargen(), "/submit", "Submitted.", caller=self.char2)
        self.call(CmdSheet(), "", "Char2  (fs3 sheet, submitted, awaiting staff)", caller=self.char2)
        self.call(CmdApprove(), "Char2", "Char2's fs3 sheet is approved")
        out = self.call(CmdSheet(), "", "Char2  (fs3 sheet, approved)   Luck: 3\n", caller=self.char2)
        self.assertNotIn("points:", out)

    def test_staff_see_anyone_players_only_themselves(self):
        self.call(CmdSheet(), "far", "Far  (fs3 sheet, in chargen)   Luck: 3\n"
                                     "Attribute points: 0 of 8 spent, 8 left.")
        for args in ("Char", "Far"):
            with self.subTest(args=args):
                self.refuse(CmdSheet(), args, "Other people's sheets are for staff to see.", caller=self.char2)

    def test_bad_input(self):
        self.refuse(CmdSheet(), "Nobody", "There is no character called 'Nobody'.")
        self.refuse(CmdSheet(), "Zoë", "There is no character called 'Zoë'.")
        self.refuse(CmdSheet(), "Ch", "'Ch' could be Char, Char2: type more of the name.")
        self.refuse(CmdSheet(), "x" * 3000, "There is no character called 'xxx")
        self.refuse(CmdSheet(), "/all", "This command takes no switches (you gave /all).", caller=self.char2)


class TestAbilities(FS3CommandTest):
    def test_lists_every_ability_with_its_ruling_attribute(self):
        out = self.call(CmdAbilities(), "", "Attribute", caller=self.char2)
        for ability in catalogue().abilities:
            self.assertIn(ability.name, out)
        self.assertRegex(out, r"Alertness\s+Wit\s+Noticing")
        self.assertRegex(out, r"Composure\s+Grit\s+Keeping")
        self.assertTrue(out.endswith("Attributes run 1-5, skills 0-8."))
        self.assertTrue(all(len(line) <= 78 for line in out.splitlines()))
        self.refuse(CmdAbilities(), "/skills", "This command takes no switches (you gave /skills).")
