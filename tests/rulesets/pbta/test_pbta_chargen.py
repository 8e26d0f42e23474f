"""pbta chargen and advancement: +stat (/people, /temptation), +chargen,
+approve / +unapprove, +setstat, +sheet, +token, +levelup."""

from rules.pbta.sheet import DOWN, FUNCTIONING, UP
from rulesets.pbta.commands.chargen import CmdApprove, CmdChargen, CmdLevelUp, CmdSetStat, CmdStat
from rulesets.pbta.commands.sheet import CmdSheet, CmdToken
from tests.helpers.pbta import PbtaCommandTest

STAFF_APPROVE = "Approving sheets is for staff only."
STAFF_SETSTAT = "Setting other people's sheets is for staff only."
GM_TOKENS = "Awarding tokens is for the GM (staff) only."


class TestStat(PbtaCommandTest):
    def test_sets_stats_within_the_chargen_spread(self):
        self.call(CmdStat(), "Forceful=2", "Forceful is now +2. Stat points: 2 of 4 spent, 2 left.", caller=self.char2)
        self.call(CmdStat(), "agi = +1", "Agile is now +1. Stat points: 3 of 4 spent, 1 left.", caller=self.char2)
        self.call(CmdStat(), "Insightful=1", "Insightful is now +1. Stat points: 4 of 4 spent, 0 left.", caller=self.char2)
        self.refuse(CmdStat(), "Charming=1", "Your stats add up to +5; a new character may have at most +4",
                    caller=self.char2)
        self.call(CmdStat(), "Charming=-1", "Charming is now -1. Stat points: 3 of 4 spent, 1 left.", caller=self.char2)
        self.call(CmdStat(), "Agile=2", "Agile is now +2. Stat points: 4 of 4 spent, 0 left.", caller=self.char2)
        self.assertEqual(self.sheet(self.char2).stats,
                         {"Forceful": 2, "Agile": 2, "Insightful": 1, "Charming": -1})

    def test_people_sets_hp(self):
        for people, hp in (("Woodling", 8), ("wall", 9), ("Human", 10), ("neanderthal", 12), ("GIANT", 14)):
            with self.subTest(people=people):
                self.call(CmdStat(), f"/people {people}", "You are one of the", caller=self.char2)
                sheet = self.sheet(self.char2)
                self.assertEqual((sheet.hp, sheet.max_hp), (hp, hp))
        self.call(CmdStat(), "/people Wall Person", "You are one of the Wall Person people now: 9 HP.",
                  caller=self.char2)
        self.assertEqual(self.sheet(self.char2).people, "wall_person")

    def test_people_keeps_stats_and_temptation(self):
        self.call(CmdStat(), "Forceful=2", "Forceful is now +2", caller=self.char2)
        self.call(CmdStat(), "/temptation  honey   cakes ", "Your Minor Temptation: honey cakes", caller=self.char2)
        self.call(CmdStat(), "/people Giant", "You are one of the Giant people now: 14 HP.", caller=self.char2)
        sheet = self.sheet(self.char2)
        self.assertEqual((sheet.stats["Forceful"], sheet.temptation), (2, "honey cakes"))

    def test_temptation_may_change_after_approval(self):
        self.char2.pbta.approved = True
        self.call(CmdStat(), "/temp shiny stones", "Your Minor Temptation: shiny stones", caller=self.char2)
        self.assertEqual(self.sheet(self.char2).temptation, "shiny stones")

    def test_bad_input_changes_nothing(self):
        self.call(CmdStat(), "Forceful=1", "Forceful is now +1", caller=self.char2)
        cases = [
            ("", "Give a stat and a number.\nUsage: +stat <stat>=<n>"),
            ("Forceful", "Give a stat and a number."),
            ("=2", "Give a stat and a number."),
            ("Bogus=1", "There is no stat called 'Bogus'."),
            ("Forceful=abc", "'abc' is not a whole number."),
            ("Forceful=1.5", "'1.5' is not a whole number."),
            ("Forceful=²", "'²' is not a whole number."),
            ("Forceful=99999", "'99999' is not a whole number."),
            ("Forceful=3", "Forceful must be from -1 to +2; +3 is out of range."),
            ("Forceful=-2", "Forceful must be from -1 to +2; -2 is out of range."),
            ("/people", "Name your people."),
            ("/people Martian", "There is no people called 'Martian'."),
            ("/people W", "'W' could be Wall Person, Woodling: type more of it."),
            ("/temptation", "Describe your Minor Temptation in a few words."),
            ("/temptation " + "x" * 130, "Keep your Minor Temptation under 120 characters."),
            ("/force Forceful=2", "Unknown switch /force. This command takes /people, /temptation."),
        ]
        for args, expected in cases:
            with self.subTest(args=args):
                self.refuse(CmdStat(), args, expected, caller=self.char2)
        self.assertEqual(self.sheet(self.char2).stats["Forceful"], 1)

    def test_approval_locks_and_unapproval_reopens(self):
        self.call(CmdApprove(), "Char2", "Char2's pbta sheet is approved and locked.")
        self.refuse(CmdStat(), "Forceful=2", "Your sheet is approved and locked; ask staff to change it.",
                    caller=self.char2)
        self.refuse(CmdStat(), "/people Giant", "Your sheet is approved and locked", caller=self.char2)
        self.call(CmdApprove(), "Char2", "Char2's pbta sheet is open for chargen again.", cmdstring="+unapprove")
        self.call(CmdStat(), "Forceful=2", "Forceful is now +2", caller=self.char2)

    def test_changing_a_submitted_sheet_withdraws_it(self):
        self.call(CmdChargen(), "/submit", "Submitted.", caller=self.char2)
        self.call(CmdStat(), "Agile=1", "Agile is now +1. Your submission is withdrawn; +chargen/submit "
                                        "again when ready. Stat points: 1 of 4 spent, 3 left.", caller=self.char2)
        self.assertFalse(self.char2.pbta.submitted)
        self.call(CmdChargen(), "/submit", "Submitted.", caller=self.char2)
        self.refuse(CmdStat(), "Agile=5", "Agile must be from", caller=self.char2)
        self.assertTrue(self.char2.pbta.submitted)


class TestChargenAndApproval(PbtaCommandTest):
    def test_status_submit_approve(self):
        self.call(CmdChargen(), "", "Your pbta sheet is open: set stats with +stat, your people with "
                                    "+stat/people. Stat points: 0 of 4 spent, 4 left. See +sheet.", caller=self.char2)
        self.call(CmdChargen(), "/submit", "Submitted. Staff have been told", caller=self.char2)
        self.assertEqual(self.channel_lines(), ["Char2 submitted their pbta sheet for approval."])
        self.call(CmdChargen(), "", "Your pbta sheet is submitted, waiting for staff.", caller=self.char2)
        self.refuse(CmdChargen(), "/submit", "You have already submitted; staff will get to it.", caller=self.char2)
        self.call(CmdApprove(), "char2", {self.char1: "Char2's pbta sheet is approved and locked.",
                                          self.char2: "Char approved your pbta sheet."})
        self.assertTrue(self.char2.pbta.approved)
        self.assertFalse(self.char2.pbta.submitted)
        self.assertTrue(self.char2.pbta.has_sheet)
        self.call(CmdChargen(), "", "Your pbta sheet is approved.", caller=self.char2)
        self.refuse(CmdChargen(), "/submit", "Your pbta sheet is already approved.", caller=self.char2)
        self.refuse(CmdApprove(), "Char2", "Char2's pbta sheet is already approved.")

    def test_restart_after_death(self):
        self.refuse(CmdChargen(), "/restart", "Only a character who has died starts over.", caller=self.char2)
        self.set_pbta(self.char2, people="giant", Forceful=2, hp=0, condition="dead", tokens=4)
        self.char2.pbta.approved = True
        self.refuse(CmdChargen(), "/restart now", "Restart takes nothing more.", caller=self.char2)
        self.call(CmdChargen(), "/restart", "Your pbta sheet is clear", caller=self.char2)
        self.assertFalse(self.char2.pbta.has_sheet)
        self.assertFalse(self.char2.pbta.approved)
        sheet = self.sheet(self.char2)
        self.assertEqual((sheet.people, sheet.hp, sheet.tokens, sheet.condition), ("human", 10, 0, "up"))

    def test_wrong_switch_and_refusals(self):
        self.refuse(CmdChargen(), "/approve", "Unknown switch /approve. This command takes /submit, /restart.",
                    caller=self.char2)
        self.refuse(CmdApprove(), "Char2", "Char2's pbta sheet is not approved.", cmdstring="+unapprove")
        self.refuse(CmdApprove(), "Nobody", "There is no character called 'Nobody'.")
        self.refuse(CmdApprove(), "", "Name a character.")

    def test_players_cannot_approve(self):
        self.refuse(CmdApprove(), "Char2", STAFF_APPROVE, caller=self.char2)
        self.refuse(CmdApprove(), "Char", STAFF_APPROVE, caller=self.char2, cmdstring="+unapprove")
        self.assertFalse(self.char2.pbta.approved)


class TestSetStat(PbtaCommandTest):
    def test_staff_set_every_field(self):
        self.set_pbta(self.char2, Forceful=1)
        self.call(CmdSetStat(), "Char2/Forceful=3", {self.char1: "Char2's Forceful is now +3.",
                                                     self.char2: "Char set your Forceful to +3."})
        self.call(CmdSetStat(), "Char2/maxhp=12", "Char2's maximum HP is now 12.")
        self.call(CmdSetStat(), "Char2/hp=12", "Char2's HP is now 12.")
        self.call(CmdSetStat(), "Char2/level=3", "Char2's level is now 3.")
        self.call(CmdSetStat(), "Char2/tokens=11", "Char2's tokens is now 11.")
        sheet = self.sheet(self.char2)
        self.assertEqual((sheet.stats["Forceful"], sheet.max_hp, sheet.hp, sheet.level, sheet.tokens),
                         (3, 12, 12, 3, 11))
        # lowering max HP below HP brings HP down with it
        self.call(CmdSetStat(), "Char2/maxhp=5", "Char2's maximum HP is now 5.")
        self.assertEqual((self.sheet(self.char2).hp, self.sheet(self.char2).max_hp), (5, 5))

    def test_hp_to_zero_starts_keep_fighting_and_back_up_ends_it(self):
        self.call(CmdSetStat(), "Char2/hp=0", "Char2's HP is now 0.")
        self.assertEqual(self.sheet(self.char2).condition, DOWN)
        self.call(CmdSetStat(), "Char2/hp=4", "Char2's HP is now 4.")
        self.assertEqual(self.sheet(self.char2).condition, UP)

    def test_bad_input_changes_nothing(self):
        cases = [
            ("", "Give a name, what to set and a number."),
            ("Char2=3", "Give a name, what to set and a number."),
            ("Char2/Forceful", "Give a name, what to set and a number."),
            ("Nobody/Forceful=1", "There is no character called 'Nobody'."),
            ("Char2/Bogus=1", "There is no stat called 'Bogus'."),
            ("Char2/Forceful=x", "'x' is not a whole number."),
            ("Char2/Forceful=4", "Forceful must be from -1 to +3; +4 is out of range."),
            ("Char2/hp=11", "HP runs from 0 to the maximum, 10; 11 is out of range."),
            ("Char2/hp=-1", "HP runs from 0 to the maximum, 10; -1 is out of range."),
            ("Char2/maxhp=0", "Maximum HP runs from 1 to 99."),
            ("Char2/level=0", "Levels run from 1 to 99."),
            ("Char2/tokens=-1", "Tokens run from 0 to 999."),
            ("/now Char2/hp=3", "This command takes no switches (you gave /now)."),
        ]
        for args, expected in cases:
            with self.subTest(args=args):
                self.refuse(CmdSetStat(), args, expected)

    def test_players_cannot(self):
        self.refuse(CmdSetStat(), "Char2/hp=1", STAFF_SETSTAT, caller=self.char2)
        self.refuse(CmdSetStat(), "Char2/Forceful=3", STAFF_SETSTAT, caller=self.char2)


class TestSheet(PbtaCommandTest):
    def test_own_sheet(self):
        self.set_pbta(self.char2, people="neanderthal", Forceful=2, Agile=1, Insightful=1, Charming=-1,
                      tokens=3, temptation="honey")
        out = self.call(CmdSheet(), "", "Char2  (pbta sheet, in chargen)   Neanderthal, level 1", caller=self.char2)
        self.assertRegex(out, r"Forceful\s+Agile\s+Insightful\s+Charming")
        self.assertRegex(out, r"\+2\s+\+1\s+\+1\s+-1")
        self.assertRegex(out, r"HP\s+12 of 12, on your feet")
        self.assertRegex(out, r"Tokens\s+3 \(the next level costs 8\)")
        self.assertRegex(out, r"Chargen\s+Stat points: 3 of 4 spent, 1 left\.")
        self.assertRegex(out, r"Temptation\s+honey")
        self.assertRegex(out, r"Readiness\s+0")
        self.assertRegex(out, r"Forwards\s+none")
        self.assertTrue(all(len(line) <= 78 for line in out.splitlines()), out)

    def test_a_fresh_sheet_is_a_human_with_nothing_stored(self):
        out = self.call(CmdSheet(), "", "Char2  (pbta sheet, in chargen)   Human, level 1", caller=self.char2)
        self.assertRegex(out, r"HP\s+10 of 10")
        self.assertFalse(self.char2.pbta.has_sheet)

    def test_staff_see_anyone_players_only_themselves(self):
        self.call(CmdSheet(), "Char2", "Char2  (pbta sheet, in chargen)")
        self.call(CmdSheet(), "me", "Char2  (pbta sheet", caller=self.char2)
        self.refuse(CmdSheet(), "Char", "Other people's sheets are for staff to see.", caller=self.char2)
        self.refuse(CmdSheet(), "Nobody", "There is no character called 'Nobody'.")


class TestTokensAndLevels(PbtaCommandTest):
    def test_award_remove_and_show(self):
        self.call(CmdToken(), "/award Char2=5", {self.char1: "Char2 gains 5 token(s), now 5.",
                                                 self.char2: "Char awarded you 5 token(s); you hold 5."})
        self.call(CmdToken(), "/remove Char2=2", "Char2 loses 2 token(s), now 3.")
        self.call(CmdToken(), "", "You hold 3 token(s); level 2 costs 8.", caller=self.char2)
        self.assertIn("Char: Char2 gains 5 pbta token(s).", self.channel_lines())

    def test_token_bad_input_and_permissions(self):
        cases = [
            ("/award", "Give a name and a number of tokens."),
            ("/award Char2", "Give a name and a number of tokens."),
            ("/award Nobody=1", "There is no character called 'Nobody'."),
            ("/award Char2=0", "Give from 1 to 50 tokens at a time."),
            ("/award Char2=51", "Give from 1 to 50 tokens at a time."),
            ("/award Char2=lots", "'lots' is not a whole number."),
            ("/remove Char2=1", "That would leave -1 tokens; tokens never go below 0."),
            ("/give Char2=1", "Unknown switch /give. This command takes /award, /remove."),
            ("Char2=1", "To give tokens, use +token/award <name>=<n>."),
        ]
        for args, expected in cases:
            with self.subTest(args=args):
                self.refuse(CmdToken(), args, expected)
        self.refuse(CmdToken(), "/award Char2=3", GM_TOKENS, caller=self.char2)
        self.refuse(CmdToken(), "/award Char2=3", GM_TOKENS, caller=self.char2)

    def test_levelup(self):
        self.set_pbta(self.char2, Forceful=2, Insightful=1, tokens=9)
        self.char2.pbta.approved = True
        self.call(CmdLevelUp(), "insight", "You reach level 2: Insightful is now +2 and your maximum HP 11. "
                                           "8 tokens spent, 1 left (the next level costs 9).", caller=self.char2)
        sheet = self.sheet(self.char2)
        self.assertEqual((sheet.level, sheet.tokens, sheet.stats["Insightful"], sheet.hp, sheet.max_hp),
                         (2, 1, 2, 11, 11))

    def test_levelup_refusals(self):
        self.set_pbta(self.char2, Forceful=2, tokens=7)
        self.refuse(CmdLevelUp(), "Agile", "Your sheet needs staff approval before you level up.", caller=self.char2)
        self.char2.pbta.approved = True
        self.refuse(CmdLevelUp(), "Agile", "Levelling up from 1 takes 8 tokens; you have 7.", caller=self.char2)
        self.refuse(CmdLevelUp(), "", "Name the stat to raise.", caller=self.char2)
        self.refuse(CmdLevelUp(), "Luck", "There is no stat called 'Luck'.", caller=self.char2)
        self.set_pbta(self.char2, Forceful=3, tokens=20)
        self.refuse(CmdLevelUp(), "Forceful", "Forceful is already at +3, the highest a stat goes.",
                    caller=self.char2)
        self.set_pbta(self.char2, Forceful=1, tokens=20, hp=0, condition=DOWN)
        self.refuse(CmdLevelUp(), "Forceful", "Get back on your feet before you level up.", caller=self.char2)
        self.set_pbta(self.char2, Forceful=1, tokens=20, hp=0, condition=FUNCTIONING)
        self.call(CmdLevelUp(), "Forceful", "You reach level 2", caller=self.char2)
        self.assertEqual(self.sheet(self.char2).hp, 1)
