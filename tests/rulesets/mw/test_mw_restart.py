"""A dead Muscle Wizard restarted by staff: the old sheet is kept
as a past life, chargen opens for a new one."""

from dataclasses import replace

from rules.mw.sheet import new_sheet
from rulesets.mw.commands.chargen import CmdArchetype, CmdChargen
from rulesets.mw.commands.sheet import CmdWords
from tests.helpers.game import FourfoldCommandTest


class TestRestart(FourfoldCommandTest):
    def setUp(self):
        super().setUp()
        sheet = new_sheet("true_muscle", {"M": "Might", "Z": "Zap"})
        self.char2.mw.save(replace(sheet, gains=3, dead=True))
        self.char2.mw.approved = True

    def test_staff_restart_keeps_the_record(self):
        self.call(CmdChargen(), "/restart Char2", "Char2's dead Muscle Wizard is kept as a past life")
        self.assertIsNone(self.char2.mw.sheet())
        self.assertFalse(self.char2.mw.approved)
        [life] = self.char2.mw.past_lives
        self.assertEqual(life["sheet"]["archetype"], "true_muscle")
        self.assertEqual([w["name"] for w in life["sheet"]["words"]], ["Might", "Zap"])
        self.assertEqual(life["by"], "Char")
        self.call(CmdArchetype(), "True Wizard", caller=self.char2)
        out = self.call(CmdWords(), "", caller=self.char2)
        self.assertIn("Past life: True Muscle (Might d6, Zap d4; Gains 3), died; restarted by Char.", out)

    def test_only_the_dead_and_only_by_staff(self):
        out = self.call(CmdChargen(), "/restart Char2", caller=self.char2)
        self.assertIn("Restarting a dead Muscle Wizard is for staff only.", out)
        self.assertIsNotNone(self.char2.mw.sheet())
        self.char2.mw.save(replace(self.char2.mw.sheet(), dead=False))
        self.call(CmdChargen(), "/restart Char2", "Char2 is no dead Muscle Wizard")
        self.assertEqual(self.char2.mw.past_lives, [])
        self.call(CmdChargen(), "/restart", "Name the dead character to restart.")
