"""mw chargen: +archetype, +word/add, +word/remove, +chargen[/submit],
+approve / +unapprove, and +words."""

from rulesets.mw.commands.chargen import CmdApprove, CmdArchetype, CmdChargen, CmdWord
from rulesets.mw.commands.sheet import CmdWords
from tests.helpers.mw import MwCommandTest


def dice(char):
    return {w.name: (w.die, w.full, w.injured) for w in char.mw.sheet().words}


class TestArchetypeAndWords(MwCommandTest):
    def test_build_a_true_muscle(self):
        self.call(CmdArchetype(), "True Muscle",
                  "You are a True Muscle. New MUSCLE Words start at d6, WIZARD Words at d4.", caller=self.char2)
        self.call(CmdWord(), "/add M=Might/muscle", "Might (M, MUSCLE) joins your Words at d6.", caller=self.char2)
        self.call(CmdWord(), "/add z = Zap / Wiz", "Zap (Z, WIZARD) joins your Words at d4.", caller=self.char2)
        self.assertEqual(dice(self.char2), {"Might": (6, 6, False), "Zap": (4, 4, False)})
        self.call(CmdArchetype(), "true wiz", "You are a True Wizard.", caller=self.char2)
        self.assertEqual(dice(self.char2), {"Might": (4, 4, False), "Zap": (6, 6, False)})
        self.call(CmdWord(), "/remove Z/wizard", "Zap (Z) is gone from your Words.", caller=self.char2)
        self.assertEqual(dice(self.char2), {"Might": (4, 4, False)})
        self.assertEqual(self.char2.mw.sheet().archetype, "true_wizard")

    def test_muscle_wizard_starts_everything_at_d4(self):
        self.call(CmdArchetype(), "Muscle Wizard", "You are a Muscle Wizard. New MUSCLE Words start at d4,",
                  caller=self.char2)
        self.call(CmdWord(), "/add W=Werewolf/wizard", "Werewolf (W, WIZARD) joins your Words at d4.",
                  caller=self.char2)

    def test_bad_input_changes_nothing(self):
        self.refuse(CmdWord(), "/add M=Might/muscle",
                    "You have no Muscle Wizard sheet yet; start with +archetype.", caller=self.char2)
        self.call(CmdArchetype(), "Muscle Wizard", None, caller=self.char2)
        self.call(CmdWord(), "/add M=Might/muscle", None, caller=self.char2)
        cases = [
            (CmdArchetype(), "", "Name an archetype."),
            (CmdArchetype(), "Bogus", "There is no archetype called 'Bogus'."),
            (CmdArchetype(), "True", "'True' could be True Muscle, True Wizard: type more of it."),
            (CmdWord(), "M=Might/muscle", "Say /add or /remove."),
            (CmdWord(), "/bogus M=Might/muscle", "Unknown switch /bogus."),
            (CmdWord(), "/add M=Mass/wizard", "M is a letter of MUSCLE, not WIZARD."),
            (CmdWord(), "/add Q=Quick/muscle", "'Q' is not a letter of MUSCLE or WIZARD."),
            (CmdWord(), "/add MU=Might/muscle", "'MU' is not one letter."),
            (CmdWord(), "/add S=Zap/muscle", "The Word for S must start with S; 'Zap' does not."),
            (CmdWord(), "/add M=Mass/muscle", "You already have a Word for M."),
            (CmdWord(), "/add M=Might", "Give a letter, a name and a side."),
            (CmdWord(), "/add =Might/muscle", "Give a letter, a name and a side."),
            (CmdWord(), "/add S=Strength/sideways", "A side is muscle or wizard, not 'sideways'."),
            (CmdWord(), "/add S=" + "S" * 31 + "/muscle", "A Word's name runs from 1 to 30 characters."),
            (CmdWord(), "/remove Z/wizard", "You have no Word for Z."),
            (CmdWord(), "/remove M/wizard", "M is a letter of MUSCLE, not WIZARD."),
            (CmdWord(), "/remove M", "Give a letter and a side."),
            (CmdWord(), "/remove Q/muscle", "'Q' is not a letter of MUSCLE or WIZARD."),
        ]
        for cmd, args, expected in cases:
            with self.subTest(args=args):
                self.refuse(cmd, args, expected, caller=self.char2)
        self.assertEqual(dice(self.char2), {"Might": (4, 4, False)})

    def test_approved_sheet_is_locked(self):
        self.give_sheet(self.char2, words={"M": "Might"}, approved=True)
        locked = "Your sheet is approved and locked; ask staff to reopen it."
        self.refuse(CmdArchetype(), "True Muscle", locked, caller=self.char2)
        self.refuse(CmdWord(), "/add Z=Zap/wizard", locked, caller=self.char2)
        self.refuse(CmdWord(), "/remove M/muscle", locked, caller=self.char2)


class TestSubmitAndApprove(MwCommandTest):
    def test_submit_approve_unapprove(self):
        self.call(CmdChargen(), "", "Your Muscle Wizard sheet is not started", caller=self.char2)
        self.call(CmdArchetype(), "True Muscle", None, caller=self.char2)
        self.refuse(CmdChargen(), "/submit", "Choose an archetype and add at least one Word", caller=self.char2)
        self.call(CmdWord(), "/add M=Might/muscle", None, caller=self.char2)
        self.call(CmdChargen(), "/submit", "Submitted.", caller=self.char2)
        self.assertTrue(self.char2.mw.submitted)
        self.assertIn("Char2 submitted their Muscle Wizard sheet for approval.", self.channel_lines())
        self.refuse(CmdChargen(), "/submit", "You have already submitted", caller=self.char2)
        # a change takes the submission back
        self.call(CmdWord(), "/add E=Endurance/muscle", "Endurance (E, MUSCLE) joins your Words at d6. "
                  "Your submission is withdrawn", caller=self.char2)
        self.assertFalse(self.char2.mw.submitted)
        self.call(CmdChargen(), "/submit", "Submitted.", caller=self.char2)
        self.call(CmdApprove(), "Char2", {self.char1: "Char2's Muscle Wizard sheet is approved and locked.",
                                          self.char2: "Char approved your Muscle Wizard sheet."})
        self.assertTrue(self.char2.mw.approved)
        self.assertFalse(self.char2.mw.submitted)
        self.call(CmdChargen(), "", "Your Muscle Wizard sheet is approved.", caller=self.char2)
        self.refuse(CmdChargen(), "/submit", "Your Muscle Wizard sheet is already approved.", caller=self.char2)
        self.refuse(CmdApprove(), "Char2", "Char2's Muscle Wizard sheet is already approved.")
        self.call(CmdApprove(), "Char2", "Char2's Muscle Wizard sheet is open for chargen again.",
                  cmdstring="+unapprove")
        self.assertFalse(self.char2.mw.approved)
        self.refuse(CmdApprove(), "Char2", "Char2's Muscle Wizard sheet is not approved.", cmdstring="+unapprove")

    def test_player_cannot_approve(self):
        self.give_sheet(self.char2, words={"M": "Might"}, approved=False)
        self.refuse(CmdApprove(), "Char2", "Approving sheets is for staff only.", caller=self.char2)
        self.refuse(CmdApprove(), "Char2", "Approving sheets is for staff only.", caller=self.char2,
                    cmdstring="+unapprove")

    def test_approve_bad_input(self):
        self.refuse(CmdApprove(), "Nobody", "There is no character called 'Nobody'.")
        self.refuse(CmdApprove(), "Char2", "Char2 has no Muscle Wizard sheet.")
        self.refuse(CmdApprove(), "", "Name a character.")


class TestWordsSheet(MwCommandTest):
    def test_own_sheet(self):
        self.brontessa(self.char2, gains=4, items=[("Lucky Belt", "die", 6, False),
                                                    ("Iron Ring", "flat", 8, True)])
        out = self.call(CmdWords(), "", caller=self.char2)
        self.assertIn("Char2  (Muscle Wizard sheet, approved)", out)
        self.assertIn("Archetype: Muscle Wizard   Gains: 4", out)
        for bit in ("MUSCLE", "WIZARD", "Might", "d8", "Leverage", "Zap", "Wallop",
                    "Lucky Belt", "+d6", "Iron Ring", "+4 (flat, d8)", "cursed"):
            self.assertIn(bit, out)
        self.assertTrue(all(len(line) <= 78 for line in out.splitlines()), out)

    def test_hurt_injured_and_banked(self):
        from dataclasses import replace

        sheet = self.brontessa(self.char2)
        sheet = sheet.__class__.from_dict(sheet.to_dict())
        from rules.mw.sheet import put_word

        sheet = put_word(sheet, replace(sheet.word("M"), die=6))
        sheet = put_word(sheet, replace(sheet.word("Z"), injured=True))
        self.char2.mw.save(sheet)
        self.char2.mw.add_veto("L")
        out = self.call(CmdWords(), "", caller=self.char2)
        self.assertIn("d6/d8", out)
        self.assertIn("Injured", out)
        self.assertIn("Vetoed for the next roll: Leverage.", out)

    def test_others_are_for_staff(self):
        self.brontessa(self.char1)
        self.brontessa(self.char2)
        self.refuse(CmdWords(), "Char", "Other people's sheets are for staff to see.", caller=self.char2)
        out = self.call(CmdWords(), "Char2")
        self.assertIn("Char2  (Muscle Wizard sheet", out)
        self.refuse(CmdWords(), "Nobody", "There is no character called 'Nobody'.")

    def test_no_sheet(self):
        self.refuse(CmdWords(), "", "You have no Muscle Wizard sheet yet; start with +archetype.",
                    caller=self.char2)
