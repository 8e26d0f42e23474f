"""muse chargen and sheet: +stat (/path, /key), +chargen, +approve,
+unapprove, +setstat and +sheet."""

import time

from django.test import override_settings

from rules.muse.sheet import Penalty
from rules.muse.tribulations import impose
from rulesets.muse.commands.chargen import CmdApprove, CmdChargen, CmdSetStat, CmdStat
from rulesets.muse.commands.sheet import CmdSheet
from tests.helpers.muse import MuseCommandTest


class TestStat(MuseCommandTest):
    def test_set_traits_path_and_key(self):
        self.call(CmdStat(), "Swiftness=5", "Swiftness is now 5.")
        self.call(CmdStat(), "end=3", "Endurance is now 3.")
        self.call(CmdStat(), "/path Storm Caller", "Your Path is now Storm Caller.")
        self.call(CmdStat(), "/key pow", "Your Key Trait is now Power.")
        h = self.char1.muse
        self.assertEqual((h.rating("Swiftness"), h.rating("Endurance")), (5, 3))
        self.assertEqual((h.path, h.key_trait), ("Storm Caller", "Power"))
        self.assertEqual(h.max_life, 13)
        self.assertEqual(self.char1.fs3.ratings, {})

    def test_budget(self):
        self.set_traits(self.char1, Might=10, Sage=9)  # 9 + 8 = 17 of 18
        self.call(CmdStat(), "Charm=2", "Charm is now 2.")
        self.refuse(CmdStat(), "Awareness=2", "That spends 19 Trait points; chargen allows 18.")
        self.call(CmdStat(), "Sage=1", "Sage is now 1.")  # lowering always fits

    @override_settings(FOURFOLD_MUSE_TRAIT_POINTS=3)
    def test_budget_is_a_setting(self):
        self.refuse(CmdStat(), "Might=5", "That spends 4 Trait points; chargen allows 3.")
        self.call(CmdStat(), "Might=4", "Might is now 4.")

    def test_bad_input(self):
        self.refuse(CmdStat(), "Might=11", "Traits run from 1 to 10; Might cannot be 11.")
        self.refuse(CmdStat(), "Might=0", "Traits run from 1 to 10; Might cannot be 0.")
        self.refuse(CmdStat(), "Might=lots", "'lots' is not a whole number.")
        self.refuse(CmdStat(), "Might=2.5", "'2.5' is not a whole number.")
        self.refuse(CmdStat(), "Muscle=3", "There is no Trait called 'Muscle'")
        self.refuse(CmdStat(), "Might", "Give a Trait and a rating.")
        self.refuse(CmdStat(), "=3", "Give a Trait and a rating.")
        self.refuse(CmdStat(), "/path", "Name the Path.")
        self.refuse(CmdStat(), "/path 1337 h4x0r", "A Path is a name of letters")
        self.refuse(CmdStat(), "/path " + "x" * 31, "A Path is a name of letters")
        self.refuse(CmdStat(), "/key", "Name one Trait as your Key Trait.")
        self.refuse(CmdStat(), "/key Zap", "There is no Trait called 'Zap'")
        self.refuse(CmdStat(), "/key Might=3", "Name one Trait as your Key Trait.")
        self.refuse(CmdStat(), "/level Might=3", "Unknown switch /level")

    def test_locked_after_approval(self):
        self.char1.muse.approved = True
        self.refuse(CmdStat(), "Might=3", "Your muse sheet is approved and locked")
        self.refuse(CmdStat(), "/path Wayfinder", "Your muse sheet is approved and locked")

    def test_fs3_approval_does_not_lock_muse(self):
        self.char1.fs3.approved = True
        self.call(CmdStat(), "Might=3", "Might is now 3.")


class TestChargenFlow(MuseCommandTest):
    def test_submit_needs_path_and_key_then_approve(self):
        self.call(CmdChargen(), "", "Your muse sheet is open: set Traits, your Path and Key Trait with "
                                        "+stat. Trait points: 0 of 18 spent, 18 left. See +sheet.")
        self.refuse(CmdChargen(), "/submit", "Choose a Path (+stat/path) and a Key Trait (+stat/key)")
        self.set_traits(self.char1, path="Wayfinder", key_trait="Survival", Survival=4)
        self.call(CmdChargen(), "/submit", "Submitted.")
        self.assertTrue(self.char1.muse.submitted)
        self.assertFalse(self.char1.fs3.submitted)
        self.assertIn("Char submitted their muse sheet for approval.", self.channel_lines())
        self.refuse(CmdChargen(), "/submit", "You have already submitted")
        self.call(CmdChargen(), "", "Your muse sheet is submitted, waiting for staff.")
        self.call(CmdStat(), "Might=2", "Might is now 2. Your submission is withdrawn")
        self.assertFalse(self.char1.muse.submitted)
        self.call(CmdChargen(), "/submit", "Submitted.")
        self.call(CmdApprove(), "Char", "Char's muse sheet is approved and locked.")
        self.assertTrue(self.char1.muse.approved)
        self.assertFalse(self.char1.muse.submitted)
        self.assertFalse(self.char1.fs3.approved)
        self.refuse(CmdChargen(), "/submit", "Your muse sheet is already approved.")
        self.call(CmdChargen(), "", "Your muse sheet is approved.")
        self.refuse(CmdApprove(), "Char", "Char's muse sheet is already approved.")
        self.call(CmdApprove(), "Char", "Char's muse sheet is open for chargen again.",
                  cmdstring="+unapprove")
        self.assertFalse(self.char1.muse.approved)
        self.refuse(CmdApprove(), "Char", "Char's muse sheet is not approved.", cmdstring="+unapprove")

    def test_bad_chargen(self):
        self.refuse(CmdChargen(), "/approve", "Unknown switch /approve")
        self.refuse(CmdChargen(), "now", "+chargen takes no arguments.".lstrip("+"))

    def test_players_cannot_approve(self):
        self.refuse(CmdApprove(), "Char2", "Approving sheets is for staff only.", caller=self.char2)
        self.refuse(CmdApprove(), "Char2", "Approving sheets is for staff only.", caller=self.char2,
                    cmdstring="+unapprove")
        self.refuse(CmdApprove(), "Nobody", "There is no character called 'Nobody'.")
        self.refuse(CmdApprove(), "", "Name a character.")


class TestSetStat(MuseCommandTest):
    def test_staff_set_everything(self):
        self.call(CmdSetStat(), "Char2/Might=9", "Char2's muse sheet now has Might 9.")
        self.call(CmdSetStat(), "Char2/level=12", "Char2's muse sheet now has level 12.")
        self.call(CmdSetStat(), "Char2/maxlp=25", "Char2's muse sheet now has maximum Life Points 25.")
        self.call(CmdSetStat(), "Char2/lp=-3", "Char2's muse sheet now has Life Points -3.")
        self.call(CmdSetStat(), "Char2/path=Iron Saint", "Char2's muse sheet now has Path Iron Saint.")
        self.call(CmdSetStat(), "Char2/key=Endurance", "Char2's muse sheet now has Key Trait Endurance.")
        h = self.char2.muse
        self.assertEqual((h.rating("Might"), h.level, h.max_life, h.life_points), (9, 12, 25, -3))
        self.call(CmdSetStat(), "Char2/maxlp=default",
                  "Char2's muse sheet now has maximum Life Points back to the default (11)")
        h.add_penalty(Penalty("Might", 1, None))
        h.add_penalty(Penalty("Sage", 1, time.time() + 9999))
        self.call(CmdSetStat(), "Char2/penalties=clear", "Char2's muse sheet now has no overexertion")
        self.assertEqual(h.penalties(), [])
        self.assertEqual(self.char2.fs3.ratings, {})

    def test_setstat_ignores_budget_and_approval(self):
        self.char2.muse.approved = True
        for trait in ("Might", "Sage", "Charm"):
            self.call(CmdSetStat(), f"Char2/{trait}=10", f"Char2's muse sheet now has {trait} 10.")

    def test_bad_setstat(self):
        self.refuse(CmdSetStat(), "Char2/Might=11", "Traits run from 1 to 10")
        self.refuse(CmdSetStat(), "Char2/level=0", "Level runs from 1 to 999.")
        self.refuse(CmdSetStat(), "Char2/level=high", "'high' is not a whole number.")
        self.refuse(CmdSetStat(), "Char2/maxlp=0", "Maximum Life Points run from 1 to 999.")
        self.refuse(CmdSetStat(), "Char2/lp=12", "Life Points can be at most the maximum, 11.")
        self.refuse(CmdSetStat(), "Char2/Muscle=3", "There is no Trait called 'Muscle'")
        self.refuse(CmdSetStat(), "Char2/penalties=none", "Penalties can only be cleared")
        self.refuse(CmdSetStat(), "Nobody/Might=3", "There is no character called 'Nobody'.")
        self.refuse(CmdSetStat(), "Char2=3", "Give a name, what to set and a value.")
        self.refuse(CmdSetStat(), "Char2/Might", "Give a name, what to set and a value.")
        self.refuse(CmdSetStat(), "/x Char2/Might=3", "This command takes no switches")

    def test_players_cannot_setstat(self):
        self.refuse(CmdSetStat(), "Char2/Might=5", "Setting other people's sheets is for staff only.",
                    caller=self.char2)
        self.refuse(CmdSetStat(), "me/level=50", "Setting other people's sheets is for staff only.",
                    caller=self.char2)


class TestSheet(MuseCommandTest):
    def test_fresh_sheet(self):
        out = self.call(CmdSheet(), "", "Char  (muse sheet, in chargen)")
        self.assertIn("Path: (none yet)", out)
        self.assertIn("Life Points: 11/11", out)
        self.assertIn("Trait points: 0 of 18 spent, 18 left.", out)
        self.assertIn("Tribulations: none.", out)
        for trait in ("Awareness", "Charm", "Endurance", "Might", "Power", "Sage", "Subterfuge",
                      "Survival", "Swiftness"):
            self.assertIn(trait, out)

    def test_full_sheet(self):
        self.set_traits(self.char1, path="Storm Caller", key_trait="Power", Power=10, Might=4,
                        Endurance=3)
        h = self.char1.muse
        h.level = 21
        h.life_points = 7
        h.tribulations = impose(impose({}, "Enfeebled"), "Bleeding")
        h.add_penalty(Penalty("Might", 1, None))
        h.add_penalty(Penalty("Sage", 1, time.time() + 2 * 86400 + 60))
        h.approved = True
        out = self.call(CmdSheet(), "")
        self.assertIn("(muse sheet, approved)", out)
        self.assertIn("Path: Storm Caller   Key Trait: Power   Level: 21   Actions per turn: 4", out)
        self.assertIn("Life Points: 7/13", out)
        self.assertNotIn("Trait points:", out)
        self.assertIn("Key Trait; Mastered", out)
        self.assertIn("-1 overexerted; halved", out)  # Might 4 -1 = 3, halved to 2
        self.assertIn("Enfeebled", out)
        self.assertIn("5 rounds left", out)
        self.assertIn("until dealt with", out)
        self.assertIn("Overexerted: Might -1 die until a scene that counts ends.", out)
        self.assertIn("Overexerted: Sage -1 die for 2d 0h more.", out)
        for line in out.splitlines():
            self.assertLessEqual(len(line), 78, line)
        import re
        might = [line for line in out.splitlines() if re.match(r"\s*Might\s", line)][0]
        self.assertEqual(might.split()[:3], ["Might", "4", "2"])

    def test_banked_assist_shows(self):
        self.char1.muse.add_assist(self.char2)
        out = self.call(CmdSheet(), "")
        self.assertIn("Assist banked from Char2", out)

    def test_other_sheets(self):
        self.set_traits(self.char2, Charm=6)
        out = self.call(CmdSheet(), "Char2", "Char2  (muse sheet")
        self.assertIn("Charm", out)
        self.refuse(CmdSheet(), "Char", "Other people's sheets are for staff to see.", caller=self.char2)
        self.refuse(CmdSheet(), "Nobody", "There is no character called 'Nobody'.")
        self.refuse(CmdSheet(), "/all", "This command takes no switches")
        self.call(CmdSheet(), "me", "Char2  (muse sheet", caller=self.char2)
