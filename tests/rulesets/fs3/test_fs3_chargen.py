"""Chargen: +stat, +chargen[/submit], +approve / +unapprove, +setstat."""

from django.test import override_settings

from rulesets.fs3.commands.chargen import CmdApprove, CmdChargen, CmdSetStat, CmdStat
from tests.helpers.game import FS3CommandTest

STAFF_APPROVE = "Approving sheets is for staff only."
STAFF_SETSTAT = "Setting other people's ratings is for staff only."


class ChargenTest(FS3CommandTest):
    def setUp(self):
        super().setUp()
        self.far = self.make_char("Far", location=self.room2)

    def rating(self, char, name):
        return char.fs3.rating(name)


class TestStat(ChargenTest):
    def test_sets_own_ratings(self):
        self.call(CmdStat(), "Wit=3", "Wit is now 3.", caller=self.char2)
        self.call(CmdStat(), "alert = 4", "Alertness is now 4.", caller=self.char2)
        self.call(CmdStat(), "Alertness=0", "Alertness is now 0.", caller=self.char2)
        self.call(CmdStat(), "Composure=8", "Composure is now 8.", caller=self.char2)
        self.assertEqual(self.char2.fs3.ratings, {"Wit": 3, "Alertness": 0, "Composure": 8})

    def test_within_the_default_budget(self):
        # 8 attribute points above the 1s, 20 skill points above the 0s
        for name, value in (("Wit", 5), ("Brawn", 5), ("Alertness", 8), ("Stealth", 8), ("Melee", 4)):
            self.call(CmdStat(), f"{name}={value}", f"{name} is now {value}.", caller=self.char2)
        self.refuse(CmdStat(), "Finesse=2", "That spends 9 attribute points; chargen allows 8.", caller=self.char2)
        self.refuse(CmdStat(), "Dodge=1", "That spends 21 skill points; chargen allows 20.", caller=self.char2)
        # lowering one rating frees points for another
        self.call(CmdStat(), "Melee=3", "Melee is now 3.", caller=self.char2)
        self.call(CmdStat(), "Dodge=1", "Dodge is now 1.", caller=self.char2)

    @override_settings(FOURFOLD_FS3_ATTRIBUTE_POINTS=2, FOURFOLD_FS3_SKILL_POINTS=5)
    def test_budget_comes_from_settings(self):
        self.call(CmdStat(), "Wit=3", "Wit is now 3.", caller=self.char2)
        self.refuse(CmdStat(), "Brawn=2", "That spends 3 attribute points; chargen allows 2.", caller=self.char2)
        self.call(CmdStat(), "Alertness=5", "Alertness is now 5.", caller=self.char2)
        self.refuse(CmdStat(), "Stealth=1", "That spends 6 skill points; chargen allows 5.", caller=self.char2)
        self.assertEqual(self.char2.fs3.ratings, {"Wit": 3, "Alertness": 5})

    def test_bad_input_changes_nothing(self):
        self.set_sheet(self.char2, Wit=2)
        cases = [
            ("", "Give an ability and a rating.\nUsage: +stat <ability>=<rating>"),
            ("Wit", "Give an ability and a rating."),
            ("Wit=", "Give an ability and a rating."),
            ("=3", "Give an ability and a rating."),
            ("Bogus=3", "There is no ability called 'Bogus' (see +abilities)."),
            ("Wït=3", "There is no ability called 'Wït' (see +abilities)."),
            ("A=3", "'A' could be Alertness, Archery, Athletics: type more of it."),
            ("Wit=abc", "'abc' is not a whole number."),
            ("Wit=3.5", "'3.5' is not a whole number."),
            ("Wit=²", "'²' is not a whole number."),
            ("Wit=٣", "'٣' is not a whole number."),
            ("Wit=3-", "'3-' is not a whole number."),
            ("Wit=--3", "'"),  # crashed int() once; Evennia's call() strips '--' from what it compares
            ("Wit=-3-", "'-3-' is not a whole number."),
            ("Wit=+3", "'+3' is not a whole number."),
            ("Wit=99999999999", "'99999999999' is not a whole number."),
            ("Wit=6", "Attributes run from 1 to 5; Wit cannot be 6."),
            ("Wit=0", "Attributes run from 1 to 5; Wit cannot be 0."),
            ("Wit=-1", "Attributes run from 1 to 5; Wit cannot be -1."),
            ("Alertness=9", "Skills run from 0 to 8; Alertness cannot be 9."),
            ("Alertness=-1", "Skills run from 0 to 8; Alertness cannot be -1."),
            ("Alertness=9999", "Skills run from 0 to 8; Alertness cannot be 9999."),
            ("/force Wit=3", "This command takes no switches (you gave /force)."),
        ]
        for args, expected in cases:
            with self.subTest(args=args):
                self.refuse(CmdStat(), args, expected, caller=self.char2)
        self.assertEqual(self.char2.fs3.ratings, {"Wit": 2})

    def test_approval_locks_and_unapproval_reopens(self):
        self.call(CmdApprove(), "Char2", "Char2's fs3 sheet is approved and locked.")
        self.refuse(CmdStat(), "Wit=3", "Your sheet is approved and locked; ask staff to change it.",
                    caller=self.char2)
        self.call(CmdApprove(), "Char2", "Char2's fs3 sheet is open for chargen again.", cmdstring="+unapprove")
        self.call(CmdStat(), "Wit=3", "Wit is now 3.", caller=self.char2)

    def test_changing_a_submitted_sheet_withdraws_it(self):
        self.call(CmdChargen(), "/submit", "Submitted.", caller=self.char2)
        self.assertTrue(self.char2.fs3.submitted)
        self.call(CmdStat(), "Wit=2", "Wit is now 2. Your submission is withdrawn; +chargen/submit again when ready.",
                  caller=self.char2)
        self.assertFalse(self.char2.fs3.submitted)
        out = self.call(CmdStat(), "Wit=3", "Wit is now 3.", caller=self.char2)
        self.assertNotIn("withdrawn", out)
        # a refused change leaves the submission standing
        self.call(CmdChargen(), "/sub", "Submitted.", caller=self.char2)
        self.refuse(CmdStat(), "Wit=6", "Attributes run from 1 to 5", caller=self.char2)
        self.assertTrue(self.char2.fs3.submitted)


class TestChargen(ChargenTest):
    def test_status_and_submit(self):
        self.call(CmdChargen(), "", "Your fs3 sheet is open: set ratings with +stat. Attribute points: "
                                           "0 of 8 spent, 8 left. Skill points: 0 of 20 spent, 20 left. See +sheet.", caller=self.char2)
        self.call(CmdChargen(), "/submit", "Submitted. Staff have been told; you can still change ratings until "
                                           "approval.", caller=self.char2)
        self.assertTrue(self.char2.fs3.submitted)
        self.assertEqual(self.channel_lines(), ["Char2 submitted their fs3 sheet for approval."])
        self.call(CmdChargen(), "", "Your fs3 sheet is submitted, waiting for staff. See +sheet.", caller=self.char2)
        self.refuse(CmdChargen(), "/submit", "You have already submitted; staff will get to it.", caller=self.char2)
        self.call(CmdApprove(), "Char2", "Char2's fs3 sheet is approved and locked.")
        self.call(CmdChargen(), "", "Your fs3 sheet is approved. See +sheet.", caller=self.char2)
        self.refuse(CmdChargen(), "/submit", "Your fs3 sheet is already approved.", caller=self.char2)

    def test_wrong_switch(self):
        self.refuse(CmdChargen(), "/approve", "Unknown switch /approve. This command takes /submit.",
                    caller=self.char2)
        self.assertFalse(self.char2.fs3.submitted)


class TestApprove(ChargenTest):
    def test_staff_approve_and_unapprove(self):
        self.call(CmdChargen(), "/submit", "Submitted.", caller=self.char2)
        self.call(CmdApprove(), "char2", {self.char1: "Char2's fs3 sheet is approved and locked.",
                                                self.char2: "Char approved your fs3 sheet. Welcome to the game!"})
        self.assertEqual((self.char2.fs3.approved, self.char2.fs3.submitted), (True, False))
        self.assertIn("Char approved Char2's fs3 sheet.", self.channel_lines())
        self.refuse(CmdApprove(), "Char2", "Char2's fs3 sheet is already approved.")
        self.call(CmdApprove(), "Char2", {self.char1: "Char2's fs3 sheet is open for chargen again.",
                                          self.char2: "Char reopened your fs3 sheet for chargen."},
                  cmdstring="+unapprove")
        self.assertFalse(self.char2.fs3.approved)
        self.refuse(CmdApprove(), "Char2", "Char2's fs3 sheet is not approved.", cmdstring="+unapprove")

    def test_staff_approve_anyone_anywhere(self):
        self.call(CmdApprove(), "Far", "Far's fs3 sheet is approved and locked.")
        self.assertTrue(self.far.fs3.approved)
        self.call(CmdApprove(), "me", "Char's fs3 sheet is approved and locked.")

    def test_players_cannot_approve(self):
        for cmdstring in ("+approve", "+unapprove"):
            for args in ("Char2", "Char", "me", ""):
                with self.subTest(cmd=cmdstring, args=args):
                    self.refuse(CmdApprove(), args, STAFF_APPROVE, caller=self.char2, cmdstring=cmdstring)
        self.char2.fs3.approved = True
        self.refuse(CmdApprove(), "Char2", STAFF_APPROVE, caller=self.char2, cmdstring="+unapprove")
        self.assertTrue(self.char2.fs3.approved)

    def test_bad_input(self):
        cases = [
            ("", "Name a character.\nUsage: +approve <name>  or  +unapprove <name>"),
            ("Nobody", "There is no character called 'Nobody'."),
            ("Zoë", "There is no character called 'Zoë'."),
            ("Ch", "'Ch' could be Char, Char2: type more of the name."),
            ("/now Char2", "Unknown switch /now. This command takes /return, /reject."),
        ]
        for args, expected in cases:
            for cmdstring in ("+approve", "+unapprove"):
                with self.subTest(cmd=cmdstring, args=args):
                    self.refuse(CmdApprove(), args, expected, cmdstring=cmdstring)


class TestSetStat(ChargenTest):
    def test_staff_set_anyone_beyond_the_budget(self):
        self.call(CmdSetStat(), "Char2/Melee=8", {self.char1: "Char2's Melee is now 8.",
                                                  self.char2: "Char set your Melee to 8."})
        for name in ("Stealth", "Dodge", "Alertness"):
            self.call(CmdSetStat(), f"char2/{name.lower()}=8", f"Char2's {name} is now 8.")
        for name in ("Brawn", "Finesse", "Wit"):
            self.call(CmdSetStat(), f"Char2/{name}=5", f"Char2's {name} is now 5.")
        self.assertEqual(self.char2.fs3.ratings, {"Melee": 8, "Stealth": 8, "Dodge": 8, "Alertness": 8,
                                                  "Brawn": 5, "Finesse": 5, "Wit": 5})  # 32 and 12 points
        self.call(CmdSetStat(), "Far/Wit=1", "Far's Wit is now 1.")
        self.call(CmdSetStat(), "me/Wit=4", "Char's Wit is now 4.")

    def test_works_on_an_approved_sheet(self):
        self.char2.fs3.approved = True
        self.call(CmdSetStat(), "Char2/Melee=3", "Char2's Melee is now 3.")
        self.assertTrue(self.char2.fs3.approved)

    def test_ranges_still_hold(self):
        self.set_sheet(self.char2, Melee=2, Wit=2)
        cases = [
            ("Char2/Melee=9", "Skills run from 0 to 8; Melee cannot be 9."),
            ("Char2/Melee=-1", "Skills run from 0 to 8; Melee cannot be -1."),
            ("Char2/Wit=0", "Attributes run from 1 to 5; Wit cannot be 0."),
            ("Char2/Wit=6", "Attributes run from 1 to 5; Wit cannot be 6."),
            ("Char2/Wit=99999", "'99999' is not a whole number."),
            ("Char2/Wit=²", "'²' is not a whole number."),
            ("Char2/Wit=two", "'two' is not a whole number."),
            ("Char2=5", "Give a name, an ability and a rating.\nUsage: +setstat <name>/<ability>=<rating>"),
            ("Char2/Melee", "Give a name, an ability and a rating."),
            ("Char2/Melee=", "Give a name, an ability and a rating."),
            ("", "Give a name, an ability and a rating."),
            (" /Melee=5", "Name a character."),  # (with the space: not a switch)
            ("Char2/=5", "Name an ability (see +abilities)."),
            ("Char2/Bogus=5", "There is no ability called 'Bogus' (see +abilities)."),
            ("Nobody/Melee=5", "There is no character called 'Nobody'."),
            ("Zoë/Melee=5", "There is no character called 'Zoë'."),
            ("/force Char2/Melee=5", "This command takes no switches (you gave /force)."),
        ]
        for args, expected in cases:
            with self.subTest(args=args):
                self.refuse(CmdSetStat(), args, expected)
        self.assertEqual(self.char2.fs3.ratings, {"Melee": 2, "Wit": 2})

    def test_players_cannot_setstat(self):
        for args in ("Char2/Melee=3", "Char/Melee=3", "me/Melee=3", ""):
            with self.subTest(args=args):
                self.refuse(CmdSetStat(), args, STAFF_SETSTAT, caller=self.char2)
        self.assertEqual(self.char2.fs3.ratings, {})
